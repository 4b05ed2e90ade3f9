using System;
using System.Numerics;
using BlockPack.Hashing;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// <see cref="PairMultiplyShift"/> computes its formula: checked against the same formula evaluated with
    /// <see cref="BigInteger"/> (exact arithmetic, reduced modulo 2⁶⁴ only at the end), for random keys and inputs,
    /// after undoing the <see cref="BucketSpreadMixer"/> scramble with its inverse (written here from the scramble's
    /// definition: inverse xor-shifts and the multipliers' inverses modulo 2³²).
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
                Assert.Equal(Top32(sum), Unmix(PairMultiplyShift.Hash(x, a0, a1, b)));
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
                Assert.Equal(Top32(sum), Unmix(PairMultiplyShift.Hash(first, second, a0, a1, a2, a3, b)));
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

        [Fact]
        public void The_scramble_is_a_bijection()
        {
            var random = new Random(7);
            foreach (uint x in new uint[] { 0, 1, uint.MaxValue, 0x80000000 })
            {
                Assert.Equal((int)x, Unmix(BucketSpreadMixer.Mix(x)));
            }

            for (int i = 0; i < 100_000; i++)
            {
                uint x = unchecked((uint)random.Next() ^ ((uint)random.Next() << 1));
                Assert.Equal(unchecked((int)x), Unmix(BucketSpreadMixer.Mix(x)));
            }
        }

        private static int Top32(BigInteger sum) => unchecked((int)(uint)((sum % TwoTo64) >> 32));

        /// <summary>Inverts the scramble step by step, last step first.</summary>
        private static int Unmix(int mixed)
        {
            uint h = unchecked((uint)mixed * InverseModulo2To32(BucketSpreadMixer.Multiplier));
            return unchecked((int)UndoXorShift(h, BucketSpreadMixer.Shift));
        }

        // y = x ^ (x >> s): the top s bits of x are y's; each further s bits follow from the ones above them.
        private static uint UndoXorShift(uint y, int shift)
        {
            uint x = y;
            for (int known = shift; known < 32; known += shift)
            {
                x = y ^ (x >> shift);
            }

            return x;
        }

        private static uint InverseModulo2To32(uint odd) => (uint)BigInteger.ModPow(odd, (BigInteger.One << 31) - 1, BigInteger.One << 32);

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
