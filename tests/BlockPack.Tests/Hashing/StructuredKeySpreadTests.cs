using System;
using BlockPack.Hashing;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// Keys in an arithmetic progression (the shape that floods the runtime's own hash of <see langword="long"/> and
    /// <see langword="decimal"/>) must spread over a dictionary's buckets like random keys for every draw of the
    /// process key, not only on average: checked over 1,000 seeded key draws through the explicit-key entry points the
    /// comparers use. Without <see cref="BucketSpreadMixer"/> about one draw in ten made more than twice the colliding
    /// pairs of random keys, and the worst about twelve times as many.
    /// </summary>
    public class StructuredKeySpreadTests
    {
        private const int Keys = 2000;
        private const int Draws = 1000;

        // Random keys make Keys²/2p colliding pairs give or take about 3 %; 1.5 times that is far outside chance.
        private const double MostCollidingPairsOverRandom = 1.5;

        [Fact]
        public void Eight_byte_keys_with_equal_halves_spread_for_every_key_draw()
        {
            var random = new Random(20261125);
            int buckets = CollidingKeys.DictionaryBucketCount(Keys);
            for (int draw = 0; draw < Draws; draw++)
            {
                ulong a0 = Next(random), a1 = Next(random), b = Next(random);
                var counts = new int[buckets];
                for (uint i = 0; i < Keys; i++)
                {
                    ulong word = (2 * i) + 1;
                    counts[(uint)PairMultiplyShift.Hash((word << 32) | word, a0, a1, b) % (uint)buckets]++;
                }

                AssertSpread(counts, draw);
            }
        }

        [Fact]
        public void Sixteen_byte_keys_with_one_varying_word_pair_spread_for_every_key_draw()
        {
            // The layout of decimal(w, w, 0): flags and high word zero, the low 64 bits w in both halves.
            var random = new Random(11);
            int buckets = CollidingKeys.DictionaryBucketCount(Keys);
            for (int draw = 0; draw < Draws; draw++)
            {
                ulong a0 = Next(random), a1 = Next(random), a2 = Next(random), a3 = Next(random), b = Next(random);
                var counts = new int[buckets];
                for (uint i = 0; i < Keys; i++)
                {
                    ulong word = (2 * i) + 1;
                    counts[(uint)PairMultiplyShift.Hash(0, (word << 32) | word, a0, a1, a2, a3, b) % (uint)buckets]++;
                }

                AssertSpread(counts, draw);
            }
        }

        private static void AssertSpread(int[] counts, int draw)
        {
            double pairs = 0;
            foreach (int count in counts)
            {
                pairs += count * (count - 1) / 2.0;
            }

            double random = Keys * (Keys - 1) / 2.0 / counts.Length;
            Assert.True(pairs <= MostCollidingPairsOverRandom * random, $"key draw {draw}: {pairs} colliding pairs, random keys make about {random:F0}");
        }

        private static ulong Next(Random random) => unchecked((ulong)random.NextInt64() ^ ((ulong)random.Next() << 63));
    }
}
