using System;
using System.Collections.Generic;
using System.IO.Hashing;
using System.Linq;
using System.Text;
using BlockPack.Compression.Integrity;
using BlockPack.Tests.Native;

namespace BlockPack.Tests.Integrity
{
    /// <summary>
    /// Every CRC-32C engine against published vectors, the bitwise reference written in these tests and
    /// System.IO.Hashing's independent CRC-32C.
    /// </summary>
    public class Crc32CTests
    {
        /// <summary>Lengths around the multi-stream engine's round sizes (3 × 256 and 3 × 4096 bytes) and whole 64 KB blocks.</summary>
        private static readonly int[] RoundBoundaryLengths = new[] { 767, 768, 769, 775, 776, 1535, 1536, 1543, 12_287, 12_288, 12_289, 12_296, 13_056, 24_576 + 768 + 7, 65_535, 65_536, 65_537, 200_003 };

        public static IEnumerable<object[]> Engines() => Crc32CEngine.Names();

        [Fact]
        public void Reference_GivesTheCheckValueAndRfc3720Vectors()
        {
            // The reference is itself checked against the published values before it judges anything.
            Assert.Equal(0xE3069283u, Crc32CBitwiseReference.Compute(Encoding.ASCII.GetBytes("123456789")));
            foreach ((byte[] data, uint expected) in Rfc3720Vectors())
            {
                Assert.Equal(expected, Crc32CBitwiseReference.Compute(data));
            }
        }

        [Theory]
        [MemberData(nameof(Engines))]
        public void Engine_GivesTheCheckValueAndRfc3720Vectors(string engine)
        {
            Assert.Equal(0u, Crc32CEngine.Compute(engine, ReadOnlySpan<byte>.Empty));
            Assert.Equal(0xE3069283u, Crc32CEngine.Compute(engine, Encoding.ASCII.GetBytes("123456789")));
            foreach ((byte[] data, uint expected) in Rfc3720Vectors())
            {
                Assert.Equal(expected, Crc32CEngine.Compute(engine, data));
            }
        }

        [Theory]
        [MemberData(nameof(Engines))]
        public void Engine_AgreesWithTheReference_ForEveryLengthUpTo1100_AtRandomAlignments(string engine)
        {
            Random random = new Random(1100);
            byte[] buffer = random.NextBytesArray(1100 + 64);
            for (int length = 0; length <= 1100; length++)
            {
                int offset = random.Next(64);
                ReadOnlySpan<byte> data = buffer.AsSpan(offset, length);
                uint start = (uint)random.Next() ^ ((uint)random.Next() << 16);
                Assert.True(
                    Crc32CBitwiseReference.UpdateRegister(start, data) == Crc32CEngine.UpdateRegister(engine, start, data),
                    $"{engine}: length {length} at offset {offset} from register 0x{start:X8}");
            }
        }

        [Theory]
        [MemberData(nameof(Engines))]
        public void Engine_AgreesWithTheReference_AroundRoundSizesAndOnWholeBlocks(string engine)
        {
            Random random = new Random(65_536);
            byte[] buffer = random.NextBytesArray(RoundBoundaryLengths.Max() + 64);
            foreach (int length in RoundBoundaryLengths)
            {
                int offset = random.Next(64);
                ReadOnlySpan<byte> data = buffer.AsSpan(offset, length);
                Assert.True(
                    Crc32CBitwiseReference.Compute(data) == Crc32CEngine.Compute(engine, data),
                    $"{engine}: length {length} at offset {offset}");
            }
        }

        [Theory]
        [MemberData(nameof(Engines))]
        public void Engine_AgreesWithTheReference_OnRunsOfOneByteValue(string engine)
        {
            // Zeros and ones stress the joins: a stream that runs from register 0 over zeros stays 0.
            foreach (byte value in new byte[] { 0x00, 0xFF, 0x5A })
            {
                byte[] data = Enumerable.Repeat(value, 3 * 4096 * 2 + 100).ToArray();
                Assert.Equal(Crc32CBitwiseReference.Compute(data), Crc32CEngine.Compute(engine, data));
            }
        }

        [Fact]
        public void Append_ContinuesACheckSum_AtEverySplitOfASmallBuffer_AndAcrossRounds()
        {
            byte[] data = new Random(7).NextBytesArray(40_000);
            uint whole = Crc32C.Compute(data);
            Assert.Equal(Crc32CBitwiseReference.Compute(data), whole);
            for (int split = 0; split <= 100; split++)
            {
                Assert.Equal(Crc32C.Compute(data.AsSpan(0, 100)), Crc32C.Append(Crc32C.Compute(data.AsSpan(0, split)), data.AsSpan(split, 100 - split)));
            }

            foreach (int split in new[] { 1, 767, 12_289, 20_000, 39_999 })
            {
                Assert.Equal(whole, Crc32C.Append(Crc32C.Compute(data.AsSpan(0, split)), data.AsSpan(split)));
            }

            uint pieces = 0;
            for (int at = 0; at < data.Length; at += 999)
            {
                pieces = Crc32C.Append(pieces, data.AsSpan(at, Math.Min(999, data.Length - at)));
            }

            Assert.Equal(whole, pieces);
            Assert.Equal(whole, Crc32C.Append(whole, ReadOnlySpan<byte>.Empty));
        }

        [Fact]
        public void Compute_AgreesWithSystemIOHashing()
        {
            // System.IO.Hashing 11 has CRC-32C (Crc32ParameterSet.Crc32C): an implementation that shares no code with ours.
            Random random = new Random(11);
            byte[] buffer = random.NextBytesArray(300_000);
            foreach (int length in Enumerable.Range(0, 300).Concat(RoundBoundaryLengths).Concat(Enumerable.Range(0, 40).Select(_ => random.Next(300_000))))
            {
                int offset = random.Next(buffer.Length - length + 1);
                ReadOnlySpan<byte> data = buffer.AsSpan(offset, length);
                Assert.True(Crc32.HashToUInt32(Crc32ParameterSet.Crc32C, data) == Crc32C.Compute(data), $"length {length} at offset {offset}");
            }
        }

        [Fact]
        public void ShiftRegister_EqualsRunningTheRegisterOverZeroBytes()
        {
            Random random = new Random(3);
            foreach (int zeros in new[] { 0, 1, 2, 3, 4, 5, 7, 8, 255, 256, 4096, 8192, 65_536 })
            {
                uint register = (uint)random.Next() ^ ((uint)random.Next() << 16);
                Assert.Equal(Crc32CBitwiseReference.UpdateRegister(register, new byte[zeros]), Crc32CPolynomialArithmetic.ShiftRegister(register, zeros));
            }

            Assert.Throws<ArgumentOutOfRangeException>(() => Crc32CPolynomialArithmetic.XPowerModulo(-1));
        }

        private static IEnumerable<(byte[] Data, uint Expected)> Rfc3720Vectors()
        {
            // RFC 3720, appendix B.4: 32 bytes of zeros, of ones, incrementing and decrementing.
            yield return (new byte[32], 0x8A9136AA);
            yield return (Enumerable.Repeat((byte)0xFF, 32).ToArray(), 0x62A8AB43);
            yield return (Enumerable.Range(0, 32).Select(i => (byte)i).ToArray(), 0x46DD794E);
            yield return (Enumerable.Range(0, 32).Select(i => (byte)(31 - i)).ToArray(), 0x113FDB5C);
        }
    }
}
