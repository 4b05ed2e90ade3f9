using System;
using System.Buffers.Binary;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Names the container of a serialized payload from its first bytes (MessagePack-CSharp's LZ4 extension codes,
    /// read independently of either library, and BlockPack's checked codes 96 and 97): plain, one Lz4Block extension, or
    /// an Lz4BlockArray, each possibly checked. The number of
    /// blocks is not part of the name: the libraries cut blocks at different places (docs/format.md).
    /// </summary>
    internal static class Framing
    {
        private const sbyte Lz4BlockArrayCode = 98;
        private const sbyte Lz4BlockCode = 99;
        private const sbyte CheckedLz4BlockArrayCode = 97;
        private const sbyte CheckedLz4BlockCode = 96;

        public static string Describe(byte[] bytes)
        {
            if (ExtensionType(bytes, 0) == Lz4BlockCode)
            {
                return "Lz4Block";
            }

            if (ExtensionType(bytes, 0) == CheckedLz4BlockCode)
            {
                return "checked Lz4Block";
            }

            (int count, int headerLength) = ArrayHeader(bytes);
            if (count > 1 && ExtensionType(bytes, headerLength) == Lz4BlockArrayCode)
            {
                return "Lz4BlockArray";
            }

            if (count > 1 && ExtensionType(bytes, headerLength) == CheckedLz4BlockArrayCode)
            {
                return "checked Lz4BlockArray";
            }

            return "plain";
        }

        /// <summary>The number of LZ4 blocks in an Lz4BlockArray payload.</summary>
        public static int BlockCount(byte[] bytes)
        {
            Assert.Equal("Lz4BlockArray", Describe(bytes));
            return ArrayHeader(bytes).Count - 1;
        }

        private static sbyte? ExtensionType(byte[] bytes, int offset)
        {
            if (offset >= bytes.Length)
            {
                return null;
            }

            int typeOffset = bytes[offset] switch
            {
                >= 0xD4 and <= 0xD8 => offset + 1, // fixext 1 to 16
                0xC7 => offset + 2, // ext 8
                0xC8 => offset + 3, // ext 16
                0xC9 => offset + 5, // ext 32
                _ => -1,
            };
            return typeOffset < 0 || typeOffset >= bytes.Length ? null : (sbyte)bytes[typeOffset];
        }

        private static (int Count, int HeaderLength) ArrayHeader(byte[] bytes) => bytes.Length == 0 ? (0, 0) : bytes[0] switch
        {
            >= 0x90 and <= 0x9F => (bytes[0] & 0x0F, 1),
            0xDC when bytes.Length >= 3 => (BinaryPrimitives.ReadUInt16BigEndian(bytes.AsSpan(1)), 3),
            0xDD when bytes.Length >= 5 => ((int)Math.Min(int.MaxValue, BinaryPrimitives.ReadUInt32BigEndian(bytes.AsSpan(1))), 5),
            _ => (0, 0),
        };
    }
}
