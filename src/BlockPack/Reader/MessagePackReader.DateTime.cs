using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // The timestamp extension (type -1) in its three forms: timestamp32, timestamp64 and timestamp96.
    public ref partial struct MessagePackReader
    {
        private const long UnixEpochTicks = 621_355_968_000_000_000; // new DateTime(1970, 1, 1).Ticks
        private const long TicksPerSecond = 10_000_000;
        private const long NanosecondsPerTick = 100;
        private const uint NanosecondsPerSecond = 1_000_000_000;

        /// <summary>The timestamp's ext type (-1) as the byte that follows a fixext header on the wire.</summary>
        private const byte TimestampTypeCodeByte = unchecked((byte)ReservedMessagePackExtensionTypeCode.DateTime);

        /// <summary>Seconds from the Unix epoch to <see cref="DateTime.MinValue"/> (0001-01-01T00:00:00Z).</summary>
        private const long MinDateTimeSeconds = -62_135_596_800;

        /// <summary>Seconds from the Unix epoch to the last whole second of <see cref="DateTime.MaxValue"/> (9999-12-31T23:59:59Z).</summary>
        private const long MaxDateTimeSeconds = 253_402_300_799;

        /// <summary>Reads a timestamp extension value (type -1, in any of its 4-, 8- or 12-byte forms).</summary>
        /// <returns>The instant, with <see cref="DateTimeKind.Utc"/>; nanoseconds are truncated to 100 ns ticks.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a timestamp, is malformed, or lies outside the range of <see cref="DateTime"/>.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public DateTime ReadDateTime()
        {
            // Inlined where it is called (NativeAOT cannot inline at run time as the JIT's tier 1 does): the forms
            // DateTime values are written in, timestamp64 and timestamp32, read from the current span; everything else
            // (timestamp96, a value spanning segments, errors) is left to ReadDateTimeSlow.
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length >= 10 && unread[0] == MessagePackCode.FixExt8 && unread[1] == TimestampTypeCodeByte)
            {
                // timestamp64, what every DateTime with a fraction of a second after 1970 is written as: 34 bits of
                // unsigned seconds (at most year 2514, inside DateTime's range) and 30 bits of nanoseconds.
                ulong packed = BinaryPrimitives.ReadUInt64BigEndian(unread.Slice(2));
                uint fraction = (uint)(packed >> 34);
                if (fraction < NanosecondsPerSecond)
                {
                    long unsignedSeconds = (long)(packed & 0x3_FFFF_FFFFUL);
                    this.AdvanceWithinSpan(10);
                    return new DateTime(UnixEpochTicks + (unsignedSeconds * TicksPerSecond) + (fraction / NanosecondsPerTick), DateTimeKind.Utc);
                }
            }
            else if (unread.Length >= 6 && unread[0] == MessagePackCode.FixExt4 && unread[1] == TimestampTypeCodeByte)
            {
                // timestamp32: unsigned seconds, always inside DateTime's range.
                uint seconds = BinaryPrimitives.ReadUInt32BigEndian(unread.Slice(2));
                this.AdvanceWithinSpan(6);
                return new DateTime(UnixEpochTicks + (seconds * TicksPerSecond), DateTimeKind.Utc);
            }

            return this.ReadDateTimeSlow();
        }

        /// <summary>The cases <see cref="ReadDateTime()"/> does not inline, each checked in full.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private DateTime ReadDateTimeSlow()
        {
            long offset = this.Consumed;
            this.ReadTimestampCore(this.ReadTimestampHeader(offset, nameof(DateTime)), offset, out long wholeSeconds, out uint nanoseconds);
            return ToDateTime(wholeSeconds, nanoseconds, offset);
        }

        /// <summary>Reads the data of a timestamp extension value whose header the caller has already read.</summary>
        /// <param name="header">The header; its type must be -1.</param>
        /// <returns>The instant, with <see cref="DateTimeKind.Utc"/>; nanoseconds are truncated to 100 ns ticks.</returns>
        /// <exception cref="MessagePackSerializationException">The header is not a timestamp's, or the data is malformed or lies outside the range of <see cref="DateTime"/>.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The data is truncated.</exception>
        public DateTime ReadDateTime(ExtensionHeader header)
        {
            long offset = this.Consumed;
            CheckTimestampType(header, offset, nameof(DateTime));
            this.ReadTimestampCore(header, offset, out long seconds, out uint nanoseconds);
            return ToDateTime(seconds, nanoseconds, offset);
        }

        /// <summary>
        /// Reads a timestamp extension value (type -1) exactly, as seconds and nanoseconds since 1970-01-01T00:00:00Z,
        /// including instants <see cref="DateTime"/> cannot hold and nanosecond precision it would truncate.
        /// </summary>
        /// <param name="seconds">Receives the signed seconds since the Unix epoch.</param>
        /// <param name="nanoseconds">Receives the nanoseconds to add (0 to 999,999,999).</param>
        /// <exception cref="MessagePackSerializationException">The next value is not a timestamp, or is malformed.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public void ReadTimestamp(out long seconds, out uint nanoseconds)
        {
            long offset = this.Consumed;
            this.ReadTimestampCore(this.ReadTimestampHeader(offset, "a timestamp"), offset, out seconds, out nanoseconds);
        }

        /// <summary>Reads the data of a timestamp extension value exactly, when the caller has already read its header.</summary>
        /// <param name="header">The header; its type must be -1.</param>
        /// <param name="seconds">Receives the signed seconds since the Unix epoch.</param>
        /// <param name="nanoseconds">Receives the nanoseconds to add (0 to 999,999,999).</param>
        /// <exception cref="MessagePackSerializationException">The header is not a timestamp's, or the data is malformed.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The data is truncated.</exception>
        public void ReadTimestamp(ExtensionHeader header, out long seconds, out uint nanoseconds)
        {
            long offset = this.Consumed;
            CheckTimestampType(header, offset, "a timestamp");
            this.ReadTimestampCore(header, offset, out seconds, out nanoseconds);
        }

        private static void CheckTimestampType(ExtensionHeader header, long offset, string reading)
        {
            if (header.TypeCode != ReservedMessagePackExtensionTypeCode.DateTime)
            {
                ThrowHelper.ThrowUnexpectedExtensionType(header.TypeCode, ReservedMessagePackExtensionTypeCode.DateTime, offset, reading);
            }
        }

        private ExtensionHeader ReadTimestampHeader(long offset, string reading)
        {
            // The data's presence is checked after its length (ReadTimestampCore): a timestamp with a length the
            // specification does not allow is a MessagePackSerializationException even when truncated, as in
            // MessagePack-CSharp, not an EndOfStreamException.
            if (!this.TryReadExtensionHeaderCore(requireDataPresent: false, out ExtensionHeader header))
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "an extension header");
            }

            CheckTimestampType(header, offset, reading);
            return header;
        }

        /// <summary>Decodes the 4, 8 or 12 data bytes of a timestamp.</summary>
        /// <param name="header">The already-read header, of type -1.</param>
        /// <param name="offset">Where the timestamp starts, for messages.</param>
        /// <param name="seconds">Receives the seconds since the Unix epoch.</param>
        /// <param name="nanoseconds">Receives the nanoseconds (checked to be below one second).</param>
        private void ReadTimestampCore(ExtensionHeader header, long offset, out long seconds, out uint nanoseconds)
        {
            uint length = header.Length;
            if (length != 4 && length != 8 && length != 12)
            {
                ThrowHelper.ThrowInvalidTimestampLength(length, offset);
            }

            if (this.Remaining < length)
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "a timestamp");
            }

            Span<byte> scratch = stackalloc byte[12];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> data = this.PeekPrefix(scratch.Slice(0, (int)length));
            switch (length)
            {
                case 4:
                    nanoseconds = 0;
                    seconds = BinaryPrimitives.ReadUInt32BigEndian(data);
                    break;
                case 8:
                    // timestamp64: the top 30 bits are nanoseconds, the low 34 bits unsigned seconds.
                    ulong packed = BinaryPrimitives.ReadUInt64BigEndian(data);
                    nanoseconds = (uint)(packed >> 34);
                    seconds = (long)(packed & 0x3_FFFF_FFFFUL);
                    break;
                default:
                    nanoseconds = BinaryPrimitives.ReadUInt32BigEndian(data);
                    seconds = BinaryPrimitives.ReadInt64BigEndian(data.Slice(4));
                    break;
            }

            if (nanoseconds >= NanosecondsPerSecond)
            {
                ThrowHelper.ThrowInvalidTimestampNanoseconds(nanoseconds, offset);
            }

            this.Advance(length);
        }

        private static DateTime ToDateTime(long seconds, uint nanoseconds, long offset)
        {
            if (seconds < MinDateTimeSeconds || seconds > MaxDateTimeSeconds)
            {
                ThrowHelper.ThrowTimestampOutOfRange(seconds, nanoseconds, offset);
            }

            return new DateTime(UnixEpochTicks + (seconds * TicksPerSecond) + (nanoseconds / NanosecondsPerTick), DateTimeKind.Utc);
        }
    }
}
