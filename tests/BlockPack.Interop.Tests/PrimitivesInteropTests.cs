#if MESSAGEPACK_V3
using System;
using System.Collections.Generic;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// <c>MessagePackPrimitives</c> (MessagePack-CSharp 3 only): each <c>TryWrite…</c> writes the bytes MessagePack-CSharp's
    /// writes, and each <c>TryRead…</c> gives the same result, value and token size on the same bytes.
    /// </summary>
    public class PrimitivesInteropTests
    {
        private static readonly long[] Integers =
        {
            0, 1, 127, 128, 255, 256, 65535, 65536, uint.MaxValue, (long)uint.MaxValue + 1, long.MaxValue,
            -1, -32, -33, -128, -129, -32768, -32769, int.MinValue, (long)int.MinValue - 1, long.MinValue,
        };

        public static IEnumerable<object[]> Tokens()
        {
            var bytes = new List<string>
            {
                string.Empty, "C0", "C2", "C3", "05", "FF", "CC80", "CD0100", "CE00010000", "CF0000000100000000", "D080",
                "D1FF7F", "D2FFFF7FFF", "D3FFFFFFFF7FFFFFFF", "CA3FC00000", "CB3FF8000000000000", "A3", "D903", "DA0003",
                "DB00000003", "C403", "C50003", "C600000003", "93", "DC0003", "DD00000003", "83", "DE0003", "DF00000003",
                "D4FF", "D6FF5E0BE100", "D7FF000000005E0BE100", "C70CFF000000000000000000000000", "C70105", "C8000105",
                "C90000000105", "D2", "CD01", "DA00", "C8", "D6FF5E", "CF00000000FFFFFFFF",
            };
            foreach (string hex in bytes)
            {
                yield return new object[] { hex };
            }
        }

        [Theory]
        [MemberData(nameof(Tokens))]
        public void TryRead_AgreesWithMessagePackCSharp(string hex)
        {
            byte[] source = Convert.FromHexString(hex);
            Same(hex, "Nil", () => (object)(int)M.MessagePackPrimitives.TryReadNil(source, out int n) + ":" + n, () => (object)(int)B.MessagePackPrimitives.TryReadNil(source, out int n) + ":" + n);
            Same(hex, "Bool", () => (int)M.MessagePackPrimitives.TryReadBool(source, out bool v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadBool(source, out bool v, out int n) + ":" + v + ":" + n);
            Same(hex, "Byte", () => (int)M.MessagePackPrimitives.TryReadByte(source, out byte v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadByte(source, out byte v, out int n) + ":" + v + ":" + n);
            Same(hex, "SByte", () => (int)M.MessagePackPrimitives.TryReadSByte(source, out sbyte v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadSByte(source, out sbyte v, out int n) + ":" + v + ":" + n);
            Same(hex, "Int16", () => (int)M.MessagePackPrimitives.TryReadInt16(source, out short v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadInt16(source, out short v, out int n) + ":" + v + ":" + n);
            Same(hex, "UInt16", () => (int)M.MessagePackPrimitives.TryReadUInt16(source, out ushort v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadUInt16(source, out ushort v, out int n) + ":" + v + ":" + n);
            Same(hex, "Int32", () => (int)M.MessagePackPrimitives.TryReadInt32(source, out int v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadInt32(source, out int v, out int n) + ":" + v + ":" + n);
            Same(hex, "UInt32", () => (int)M.MessagePackPrimitives.TryReadUInt32(source, out uint v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadUInt32(source, out uint v, out int n) + ":" + v + ":" + n);
            Same(hex, "Int64", () => (int)M.MessagePackPrimitives.TryReadInt64(source, out long v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadInt64(source, out long v, out int n) + ":" + v + ":" + n);
            Same(hex, "UInt64", () => (int)M.MessagePackPrimitives.TryReadUInt64(source, out ulong v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadUInt64(source, out ulong v, out int n) + ":" + v + ":" + n);
            Same(hex, "Char", () => (int)M.MessagePackPrimitives.TryReadChar(source, out char v, out int n) + ":" + (int)v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadChar(source, out char v, out int n) + ":" + (int)v + ":" + n);
            Same(hex, "Single", () => (int)M.MessagePackPrimitives.TryReadSingle(source, out float v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadSingle(source, out float v, out int n) + ":" + v + ":" + n);
            Same(hex, "Double", () => (int)M.MessagePackPrimitives.TryReadDouble(source, out double v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadDouble(source, out double v, out int n) + ":" + v + ":" + n);
            Same(hex, "Array", () => (int)M.MessagePackPrimitives.TryReadArrayHeader(source, out uint v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadArrayHeader(source, out uint v, out int n) + ":" + v + ":" + n);
            Same(hex, "Map", () => (int)M.MessagePackPrimitives.TryReadMapHeader(source, out uint v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadMapHeader(source, out uint v, out int n) + ":" + v + ":" + n);
            Same(hex, "Str", () => (int)M.MessagePackPrimitives.TryReadStringHeader(source, out uint v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadStringHeader(source, out uint v, out int n) + ":" + v + ":" + n);
            Same(hex, "Bin", () => (int)M.MessagePackPrimitives.TryReadBinHeader(source, out uint v, out int n) + ":" + v + ":" + n, () => (int)B.MessagePackPrimitives.TryReadBinHeader(source, out uint v, out int n) + ":" + v + ":" + n);
            Same(hex, "Ext", () => (int)M.MessagePackPrimitives.TryReadExtensionHeader(source, out M.ExtensionHeader v, out int n) + ":" + v.TypeCode + "/" + v.Length + ":" + n, () => (int)B.MessagePackPrimitives.TryReadExtensionHeader(source, out B.ExtensionHeader v, out int n) + ":" + v.TypeCode + "/" + v.Length + ":" + n);
            Same(hex, "DateTime", () => (int)M.MessagePackPrimitives.TryReadDateTime(source, out DateTime v, out int n) + ":" + v.Ticks + ":" + n, () => (int)B.MessagePackPrimitives.TryReadDateTime(source, out DateTime v, out int n) + ":" + v.Ticks + ":" + n);
        }

        [Fact]
        public void TryWrite_WritesMessagePackCSharpsBytes()
        {
            foreach (long value in Integers)
            {
                SameBytes("long " + value, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, value, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, value, out n));
                SameBytes("int64 " + value, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteInt64(d, value, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteInt64(d, value, out n));
                if (value >= 0)
                {
                    ulong u = (ulong)value;
                    SameBytes("ulong " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, u, out n));
                }

                if (value is >= int.MinValue and <= int.MaxValue)
                {
                    int i = (int)value;
                    SameBytes("int " + i, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, i, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, i, out n));
                    SameBytes("int32 " + i, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteInt32(d, i, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteInt32(d, i, out n));
                }

                if (value is >= 0 and <= uint.MaxValue)
                {
                    uint u = (uint)value;
                    SameBytes("header " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteArrayHeader(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteArrayHeader(d, u, out n));
                    SameBytes("map " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteMapHeader(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteMapHeader(d, u, out n));
                    SameBytes("str " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteStringHeader(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteStringHeader(d, u, out n));
                    SameBytes("bin " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteBinHeader(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteBinHeader(d, u, out n));
                    if (u <= int.MaxValue)
                    {
                        // MessagePack-CSharp throws OverflowException for longer extension lengths.
                        SameBytes("ext " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteExtensionFormatHeader(d, new M.ExtensionHeader(5, u), out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteExtensionFormatHeader(d, new B.ExtensionHeader(5, u), out n));
                    }

                    SameBytes("uint32 " + u, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteUInt32(d, u, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteUInt32(d, u, out n));
                }
            }

            SameBytes("nil", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteNil(d, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteNil(d, out n));
            SameBytes("true", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, true, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, true, out n));
            SameBytes("char", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, '\u20AC', out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, '\u20AC', out n));
            SameBytes("float", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, 1.5f, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, 1.5f, out n));
            SameBytes("double", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, 0.1, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, 0.1, out n));
            SameBytes("byte", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, (byte)200, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, (byte)200, out n));
            SameBytes("sbyte", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, (sbyte)-100, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, (sbyte)-100, out n));
            SameBytes("uint8", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteUInt8(d, 5, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteUInt8(d, 5, out n));
            SameBytes("int8", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteInt8(d, 5, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteInt8(d, 5, out n));
            SameBytes("int16", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteInt16(d, 5, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteInt16(d, 5, out n));
            SameBytes("uint16", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteUInt16(d, 5, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteUInt16(d, 5, out n));
            SameBytes("uint64", (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWriteUInt64(d, 5, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWriteUInt64(d, 5, out n));
            foreach (DateTime instant in new[] { new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc), new DateTime(2020, 1, 1, 0, 0, 0, 1, DateTimeKind.Utc), new DateTime(1900, 1, 1, 0, 0, 0, DateTimeKind.Utc), DateTime.MaxValue.ToUniversalTime() })
            {
                SameBytes("DateTime " + instant.Ticks, (Span<byte> d, out int n) => M.MessagePackPrimitives.TryWrite(d, instant, out n), (Span<byte> d, out int n) => B.MessagePackPrimitives.TryWrite(d, instant, out n));
            }
        }

        private delegate bool Writer(Span<byte> destination, out int bytesWritten);

        private static void SameBytes(string what, Writer reference, Writer blockPack)
        {
            // Every destination length from 0 to the token's: the too-short ones must fail alike, with the needed size.
            byte[] full = new byte[32];
            Assert.True(reference(full, out int length), what);
            for (int size = 0; size <= length; size++)
            {
                byte[] expected = new byte[size];
                byte[] actual = new byte[size];
                bool expectedFit = reference(expected, out int expectedCount);
                bool actualFit = blockPack(actual, out int actualCount);
                Assert.True((expectedFit, expectedCount) == (actualFit, actualCount), $"{what} into {size} bytes: expected ({expectedFit}, {expectedCount}), actual ({actualFit}, {actualCount})");
                if (expectedFit)
                {
                    Assert.Equal(Peers.Hex(expected), Peers.Hex(actual));
                }
            }
        }

        private static void Same(string hex, string what, Func<object> reference, Func<object> blockPack)
        {
            string Outcome(Func<object> read)
            {
                try
                {
                    return read().ToString()!;
                }
                catch (OverflowException)
                {
                    return "overflow";
                }
            }

            Assert.True(Outcome(reference) == Outcome(blockPack), $"{what} of {hex}: expected {Outcome(reference)}, actual {Outcome(blockPack)}");
        }
    }
}
#endif
