using System;
using BlockPack.Buffers;

namespace BlockPack
{
    /// <content>The <c>TryWrite…</c> methods: one token into a span, with <see cref="MessagePackWriter"/>'s encodings.</content>
    public static partial class MessagePackPrimitives
    {
        private delegate void TokenWriter<T>(ref MessagePackWriter writer, T value);

        /// <summary>Writes a nil.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteNil(Span<byte> destination, out int bytesWritten) =>
            TryWriteToken(destination, 0, static (ref MessagePackWriter w, int _) => w.WriteNil(), out bytesWritten);

        /// <summary>Writes an array header in its shortest form.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="count">The element count.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteArrayHeader(Span<byte> destination, uint count, out int bytesWritten) =>
            TryWriteToken(destination, count, static (ref MessagePackWriter w, uint v) => w.WriteArrayHeader(v), out bytesWritten);

        /// <summary>Writes a map header in its shortest form.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="count">The entry count.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteMapHeader(Span<byte> destination, uint count, out int bytesWritten) =>
            TryWriteToken(destination, count, static (ref MessagePackWriter w, uint v) => w.WriteMapHeader(v), out bytesWritten);

        /// <summary>Writes a string header (fixstr, str8, str16 or str32, the shortest that holds the length).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="byteCount">The length in bytes of the UTF-8 to follow.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteStringHeader(Span<byte> destination, uint byteCount, out int bytesWritten) =>
            TryWriteLengthHeader(destination, byteCount, MessagePackCode.MinFixStr, 31, MessagePackCode.Str8, MessagePackCode.Str16, MessagePackCode.Str32, out bytesWritten);

        /// <summary>Writes a binary header (bin8, bin16 or bin32, the shortest that holds the length).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="length">The length in bytes of the data to follow.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteBinHeader(Span<byte> destination, uint length, out int bytesWritten) =>
            TryWriteLengthHeader(destination, length, 0, -1, MessagePackCode.Bin8, MessagePackCode.Bin16, MessagePackCode.Bin32, out bytesWritten);

        /// <summary>Writes an extension header (a fixext form when the length allows, else ext8, ext16 or ext32).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="extensionHeader">The type code and data length.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteExtensionFormatHeader(Span<byte> destination, ExtensionHeader extensionHeader, out int bytesWritten) =>
            TryWriteToken(destination, extensionHeader, static (ref MessagePackWriter w, ExtensionHeader v) => w.WriteExtensionFormatHeader(v), out bytesWritten);

        /// <summary>Writes an int8 (2 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteInt8(Span<byte> destination, sbyte value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, sbyte v) => w.WriteInt8(v), out bytesWritten);

        /// <summary>Writes a uint8 (2 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteUInt8(Span<byte> destination, byte value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, byte v) => w.WriteUInt8(v), out bytesWritten);

        /// <summary>Writes an int16 (3 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteInt16(Span<byte> destination, short value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, short v) => w.WriteInt16(v), out bytesWritten);

        /// <summary>Writes a uint16 (3 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteUInt16(Span<byte> destination, ushort value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, ushort v) => w.WriteUInt16(v), out bytesWritten);

        /// <summary>Writes an int32 (5 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteInt32(Span<byte> destination, int value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, int v) => w.WriteInt32(v), out bytesWritten);

        /// <summary>Writes a uint32 (5 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteUInt32(Span<byte> destination, uint value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, uint v) => w.WriteUInt32(v), out bytesWritten);

        /// <summary>Writes an int64 (9 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteInt64(Span<byte> destination, long value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, long v) => w.WriteInt64(v), out bytesWritten);

        /// <summary>Writes a uint64 (9 bytes, whatever the value).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWriteUInt64(Span<byte> destination, ulong value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, ulong v) => w.WriteUInt64(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, sbyte value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, sbyte v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, byte value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, byte v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, short value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, short v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, ushort value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, ushort v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, int value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, int v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, uint value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, uint v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, long value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, long v) => w.Write(v), out bytesWritten);

        /// <summary>Writes an integer in its shortest encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, ulong value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, ulong v) => w.Write(v), out bytesWritten);

        /// <summary>Writes a float32.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, float value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, float v) => w.Write(v), out bytesWritten);

        /// <summary>Writes a float64.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, double value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, double v) => w.Write(v), out bytesWritten);

        /// <summary>Writes true or false.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, bool value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, bool v) => w.Write(v), out bytesWritten);

        /// <summary>Writes a <see cref="char"/> as its code unit, in the shortest unsigned encoding.</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The value.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, char value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, char v) => w.Write(v), out bytesWritten);

        /// <summary>Writes a timestamp extension (the shortest of timestamp32, 64 and 96 that holds the instant).</summary>
        /// <param name="destination">Where the token goes.</param>
        /// <param name="value">The instant; converted to UTC as <see cref="MessagePackWriter.Write(DateTime)"/> converts it.</param>
        /// <param name="bytesWritten">The bytes written, or needed when <paramref name="destination"/> is too short.</param>
        /// <returns>Whether the token fit.</returns>
        public static bool TryWrite(Span<byte> destination, DateTime value, out int bytesWritten) =>
            TryWriteToken(destination, value, static (ref MessagePackWriter w, DateTime v) => w.Write(v), out bytesWritten);

        private static bool TryWriteToken<T>(Span<byte> destination, T value, TokenWriter<T> write, out int bytesWritten)
        {
            TokenScratchWriter scratch = TokenScratchWriter.Rent();
            var writer = new MessagePackWriter(scratch);
            write(ref writer, value);
            writer.Flush();
            ReadOnlySpan<byte> token = scratch.Written;
            bytesWritten = token.Length;
            return token.TryCopyTo(destination);
        }

        /// <summary>A str or bin header for any <see cref="uint"/> length (the writer's take an <see cref="int"/>).</summary>
        private static bool TryWriteLengthHeader(Span<byte> destination, uint length, byte fixCode, int fixMax, byte code8, byte code16, byte code32, out int bytesWritten)
        {
            if ((long)length <= fixMax)
            {
                bytesWritten = 1;
            }
            else
            {
                bytesWritten = length <= byte.MaxValue ? 2 : length <= ushort.MaxValue ? 3 : 5;
            }

            if (destination.Length < bytesWritten)
            {
                return false;
            }

            switch (bytesWritten)
            {
                case 1:
                    destination[0] = (byte)(fixCode | length);
                    break;
                case 2:
                    destination[0] = code8;
                    destination[1] = (byte)length;
                    break;
                case 3:
                    destination[0] = code16;
                    System.Buffers.Binary.BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)length);
                    break;
                default:
                    destination[0] = code32;
                    System.Buffers.Binary.BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), length);
                    break;
            }

            return true;
        }
    }
}
