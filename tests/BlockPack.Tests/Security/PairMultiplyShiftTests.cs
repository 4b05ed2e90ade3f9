using System;
using System.Numerics;
using BlockPack.Hashing;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// <see cref="PairMultiplyShift"/> computes its formula: checked against the same formula evaluated with
    /// <see cref="BigInteger"/> (exact arithmetic, reduced modulo 2⁶⁴ only at the end), for random keys and inputs.
    /// </summary>
    public class PairMultiplyShiftTests
    {
        private static readonly BigInteger TwoTo64 = BigInteger.One << 64;

        [Fact]
        public void Eight_bytes_match_the_formula()
        {
            var random = new Random(20261125);
            for (int i = 0; i < 2000; i++)
            {
                ulong a0 = Next(random), a1 = Next(random), b = Next(random), x = Special(i) ?? Next(random);
                BigInteger sum = ((a0 + (BigInteger)(x >> 32)) * (a1 + (BigInteger)(x & 0xFFFFFFFF))) + b;
                Assert.Equal(Top32(sum), PairMultiplyShift.Hash(x, a0, a1, b));
            }
        }

        [Fact]
        public void Sixteen_bytes_match_the_formula()
        {
            var random = new Random(11);
            for (int i = 0; i < 2000; i++)
            {
                ulong a0 = Next(random), a1 = Next(random), a2 = Next(random), a3 = Next(random), b = Next(random);
                ulong first = Special(i) ?? Next(random), second = Special(i + 3) ?? Next(random);
                BigInteger sum = ((a0 + (BigInteger)(first >> 32)) * (a1 + (BigInteger)(first & 0xFFFFFFFF)))
                    + ((a2 + (BigInteger)(second >> 32)) * (a3 + (BigInteger)(second & 0xFFFFFFFF)))
                    + b;
                Assert.Equal(Top32(sum), PairMultiplyShift.Hash(first, second, a0, a1, a2, a3, b));
            }
        }

        [Fact]
        public void The_process_key_is_the_one_used()
        {
            ulong x = 0x0123456789ABCDEF, y = 0xFEDCBA9876543210;
            Assert.Equal(PairMultiplyShift.Hash(x, ProcessHashKey.PairA0, ProcessHashKey.PairA1, ProcessHashKey.PairB), PairMultiplyShift.Hash(x));
            Assert.Equal(
                PairMultiplyShift.Hash(x, y, ProcessHashKey.PairA0, ProcessHashKey.PairA1, ProcessHashKey.PairA2, ProcessHashKey.PairA3, ProcessHashKey.PairB),
                PairMultiplyShift.Hash(x, y));
        }

        private static int Top32(BigInteger sum) => unchecked((int)(uint)((sum % TwoTo64) >> 32));

        // Edge inputs first (all zero, all ones, one half set), then random ones.
        private static ulong? Special(int i) => i switch
        {
            0 => 0UL,
            1 => ulong.MaxValue,
            2 => 0xFFFFFFFF00000000,
            3 => 0x00000000FFFFFFFF,
            _ => null,
        };

        private static ulong Next(Random random) => unchecked((ulong)random.NextInt64() ^ ((ulong)random.Next() << 63));
    }
}
