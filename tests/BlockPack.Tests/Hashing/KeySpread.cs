using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Tests.Security
{
    /// <summary>How a set of keys falls into hash codes and into the buckets of a table pre-sized to their count.</summary>
    internal readonly struct KeySpread
    {
        private KeySpread(int distinctHashes, int largestBucket)
        {
            this.DistinctHashes = distinctHashes;
            this.LargestBucket = largestBucket;
        }

        /// <summary>Gets how many different hash codes the keys have.</summary>
        public int DistinctHashes { get; }

        /// <summary>Gets how many keys share the fullest bucket (hash modulo the table's prime size, as Dictionary computes it).</summary>
        public int LargestBucket { get; }

        public static KeySpread Of<T>(IReadOnlyCollection<T> keys, IEqualityComparer<T> comparer)
        {
            int buckets = CollidingKeys.DictionaryBucketCount(keys.Count);
            int[] hashes = keys.Select(k => comparer.GetHashCode(k!)).ToArray();
            int largest = hashes.GroupBy(h => (uint)h % (uint)buckets).Max(g => g.Count());
            return new KeySpread(hashes.Distinct().Count(), largest);
        }

        public override string ToString() => $"{this.DistinctHashes} distinct hash codes, fullest bucket {this.LargestBucket}";
    }
}
