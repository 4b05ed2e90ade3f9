using System;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>
    /// <see cref="DateTime"/> as the specification's timestamp extension (type -1), in the shortest of its three forms.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Seconds from 0001-01-01 (tick zero) to the Unix epoch 1970-01-01T00:00:00Z.</summary>
        private const long SecondsFromDateTimeZeroToUnixEpoch = 62_135_596_800;

        private const long NanosecondsPerTick = 100;

        private const uint NanosecondsPerSecond = 1_000_000_000;

        /// <summary>
        /// Writes a <see cref="DateTime"/> as a timestamp extension (type -1): timestamp32 (d6 ff, 4 bytes of seconds) when
        /// it has no fraction of a second and falls in [1970, 2106); timestamp64 (d7 ff, 30-bit nanoseconds and 34-bit
        /// seconds) when it falls in [1970, 2514); otherwise timestamp96 (c7 0c ff, 32-bit nanoseconds and signed 64-bit
        /// seconds).
        /// </summary>
        /// <param name="dateTime">
        /// The value. A <see cref="DateTimeKind.Local"/> value is converted to UTC first. A
        /// <see cref="DateTimeKind.Unspecified"/> value is written as if it were UTC, unconverted: converting would shift it
        /// by the offset of whatever machine happens to run the code. (This matches MessagePack-CSharp.)
        /// </param>
        /// <exception cref="NotSupportedException"><see cref="OldSpec"/> is set; the old specification has no timestamp.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(DateTime dateTime)
        {
            // Inlined for the common case, a UTC or unspecified instant from 1970 on, written as timestamp32 or
            // timestamp64 (NativeAOT's code, which the JIT's profile-guided inlining does not reach, would otherwise
            // pay two calls per DateTime); old-spec failure, local times and instants before 1970 are out of line.
            if (!this.OldSpec && dateTime.Kind != DateTimeKind.Local)
            {
                // Ticks are never negative, so the remainder is the non-negative fraction the spec wants.
                long ticks = dateTime.Ticks;
                long seconds = (ticks / TimeSpan.TicksPerSecond) - SecondsFromDateTimeZeroToUnixEpoch;
                if (seconds >= 0)
                {
                    this.WriteTimestamp32Or64((ulong)seconds, (uint)(ticks % TimeSpan.TicksPerSecond * NanosecondsPerTick));
                    return;
                }
            }

            this.WriteDateTimeOutOfLine(dateTime);
        }

        /// <summary>
        /// Writes a timestamp extension (type -1) from its exact parts, in the shortest form that holds them. Use this
        /// for instants <see cref="DateTime"/> cannot represent (nanosecond precision, or years outside 1–9999).
        /// </summary>
        /// <param name="seconds">Seconds since 1970-01-01T00:00:00Z; negative before it.</param>
        /// <param name="nanoseconds">The non-negative fraction of the second, below 1,000,000,000.</param>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="nanoseconds"/> is 1,000,000,000 or more.</exception>
        /// <exception cref="NotSupportedException"><see cref="OldSpec"/> is set; the old specification has no timestamp.</exception>
        public void WriteTimestamp(long seconds, uint nanoseconds)
        {
            if (this.OldSpec)
            {
                ThrowHelper.ThrowDateTimeNotSupportedInOldSpec();
            }

            if (nanoseconds >= NanosecondsPerSecond)
            {
                throw new ArgumentOutOfRangeException(nameof(nanoseconds), nanoseconds, "A timestamp's nanoseconds must be below 1,000,000,000.");
            }

            if ((ulong)seconds >> 34 == 0)
            {
                this.WriteTimestamp32Or64((ulong)seconds, nanoseconds);
            }
            else
            {
                ref byte destination = ref this.Reserve(15);
                destination = MessagePackCode.Ext8;
                Unsafe.Add(ref destination, 1) = 12;
                WriteCodeAndBigEndian(ref Unsafe.Add(ref destination, 2), unchecked((byte)ReservedMessagePackExtensionTypeCode.DateTime), nanoseconds);
                WriteBigEndian(ref Unsafe.Add(ref destination, 7), unchecked((ulong)seconds));
                this.buffered += 15;
            }
        }

        /// <summary>
        /// Writes non-negative <paramref name="seconds"/> and a fraction below one second as timestamp32 when both fit
        /// its 4 bytes, else timestamp64 when the seconds fit 34 bits, else timestamp96.
        /// </summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private void WriteTimestamp32Or64(ulong seconds, uint nanoseconds)
        {
            ulong secondsAndNanoseconds = ((ulong)nanoseconds << 34) | seconds;
            if (secondsAndNanoseconds >> 32 == 0)
            {
                ref byte destination = ref this.Reserve(6);
                destination = MessagePackCode.FixExt4;
                WriteCodeAndBigEndian(ref Unsafe.Add(ref destination, 1), unchecked((byte)ReservedMessagePackExtensionTypeCode.DateTime), (uint)secondsAndNanoseconds);
                this.buffered += 6;
            }
            else if (seconds >> 34 == 0)
            {
                ref byte destination = ref this.Reserve(10);
                destination = MessagePackCode.FixExt8;
                WriteCodeAndBigEndian(ref Unsafe.Add(ref destination, 1), unchecked((byte)ReservedMessagePackExtensionTypeCode.DateTime), secondsAndNanoseconds);
                this.buffered += 10;
            }
            else
            {
                this.WriteTimestamp(unchecked((long)seconds), nanoseconds);
            }
        }

        /// <summary>The rest of <see cref="Write(DateTime)"/>: old-spec failure, local times, instants before 1970.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void WriteDateTimeOutOfLine(DateTime dateTime)
        {
            if (this.OldSpec)
            {
                ThrowHelper.ThrowDateTimeNotSupportedInOldSpec();
            }

            if (dateTime.Kind == DateTimeKind.Local)
            {
                dateTime = dateTime.ToUniversalTime();
            }

            long ticks = dateTime.Ticks;
            long seconds = (ticks / TimeSpan.TicksPerSecond) - SecondsFromDateTimeZeroToUnixEpoch;
            uint nanoseconds = (uint)(ticks % TimeSpan.TicksPerSecond * NanosecondsPerTick);
            this.WriteTimestamp(seconds, nanoseconds);
        }
    }
}
