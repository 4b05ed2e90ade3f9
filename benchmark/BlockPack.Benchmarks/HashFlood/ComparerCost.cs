using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack;

namespace BlockPack.Benchmarks.HashFlood
{
    /// <summary>
    /// The <c>comparer</c> mode: the collision-resistant comparer alone, without MessagePack reading around it, to
    /// tell how much of the cost measured by <c>cost</c> is the hash itself and how much is the Dictionary's use of a
    /// comparer (interface calls instead of the devirtualized default path).
    /// </summary>
    internal static class ComparerCost
    {
        internal static void Measure(int rounds)
        {
            const int Count = 100_000;
            var random = new Random(13);
            long[] longs = Enumerable.Range(0, Count).Select(_ => random.NextInt64()).Distinct().ToArray();
            Guid[] guids = Enumerable.Range(0, Count).Select(_ => new Guid(Enumerable.Range(0, 16).Select(_ => (byte)random.Next(256)).ToArray())).ToArray();
            Console.WriteLine();
            Console.WriteLine($"Comparer alone: {Count:N0} random keys, {rounds} rounds alternating, median ns per key");
            Console.WriteLine("| key | what | default comparer | collision-resistant | difference |");
            Console.WriteLine("|---|---|---:|---:|---:|");
            Row("long", longs, rounds);
            Row("Guid", guids, rounds);
        }

        private static void Row<T>(string name, T[] keys, int rounds)
            where T : notnull
        {
            IEqualityComparer<T> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<T>();
            IEqualityComparer<T> standard = EqualityComparer<T>.Default;
            Compare(name, "GetHashCode loop", rounds, keys.Length, () => HashAll(keys, standard), () => HashAll(keys, secure));
            Compare(name, "Dictionary.Add", rounds, keys.Length, () => Fill(keys, standard), () => Fill(keys, secure));
        }

        private static void Compare(string name, string what, int rounds, int count, Func<long> first, Func<long> second)
        {
            RoundTimes times = PairedRounds.Run(new Action[] { () => GC.KeepAlive(first()), () => GC.KeepAlive(second()) }, rounds, callsPerTiming: 1, warmUpRounds: 20);
            double ma = times.Median(0) * 1e9 / count, mb = times.Median(1) * 1e9 / count;
            Console.WriteLine($"| {name} | {what} | {ma:F2} | {mb:F2} | {mb - ma:F2} |");
        }

        private static long HashAll<T>(T[] keys, IEqualityComparer<T> comparer)
            where T : notnull
        {
            long sum = 0;
            foreach (T key in keys)
            {
                sum += comparer.GetHashCode(key);
            }

            return sum;
        }

        private static long Fill<T>(T[] keys, IEqualityComparer<T> comparer)
            where T : notnull
        {
            var map = new Dictionary<T, int>(keys.Length, comparer);
            foreach (T key in keys)
            {
                map.Add(key, 0);
            }

            return map.Count;
        }
    }
}
