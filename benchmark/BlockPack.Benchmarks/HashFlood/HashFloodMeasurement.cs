using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack;
using BlockPack.Tests.Security;

namespace BlockPack.Benchmarks.HashFlood
{
    /// <summary>
    /// Two measurements of reading a <c>Dictionary&lt;TKey, int&gt;</c> from MessagePack (docs/security.md):
    /// <list type="bullet">
    /// <item><c>hash-cost</c>: 100,000 random long, string and Guid keys read with TrustedData and with UntrustedData,
    /// alternating in one process (the order flips every round), median of the per-round ratios.</item>
    /// <item><c>hash-flood</c>: for every key type, maps of random keys and of keys crafted to collide under the type's own
    /// hash (tests/BlockPack.Tests/Serializer/Hashing/CollidingKeys.cs), read with the default options and with TrustedData;
    /// <c>hash-flood NAME</c> measures only the key type of that name, <c>--skip-trusted-80k</c> skips the slowest column.</item>
    /// <item><c>hash-comparers</c>: the comparers alone (ComparerCost).</item>
    /// </list>
    /// </summary>
    internal static class HashFloodMeasurement
    {
        private static readonly MessagePackSerializerOptions Trusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.TrustedData);
        private static readonly MessagePackSerializerOptions Untrusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData);

        /// <summary>The cost on random keys: TrustedData and UntrustedData alternating.</summary>
        /// <param name="rounds">The rounds.</param>
        internal static void MeasureCost(int rounds)
        {
            Console.WriteLine(ResultTable.Conditions() + $"; default options use {(MessagePackSerializerOptions.Standard.Security.HashCollisionResistant ? "collision-resistant" : "default")} comparers");
            const int Count = 100_000;
            var random = new Random(11);
            KeyCase[] cases = { KeyCases.Int64, KeyCases.String, KeyCases.Guid };
            Console.WriteLine();
            Console.WriteLine($"Cost on random keys: Dictionary<TKey, int> of {Count:N0} keys, {rounds} rounds, TrustedData and UntrustedData alternating (order flipped each round)");
            Console.WriteLine($"| key | trusted median ms | untrusted median ms | untrusted / trusted (median of per-round ratios) |");
            Console.WriteLine($"|---|---:|---:|---:|");
            foreach (KeyCase c in cases)
            {
                byte[] payload = c.Payload(Count, colliding: false, random);
                for (int warm = 0; warm < 10; warm++)
                {
                    c.TimeRead(payload, Trusted);
                    c.TimeRead(payload, Untrusted);
                }

                var trusted = new List<double>();
                var untrusted = new List<double>();
                var ratios = new List<double>();
                for (int round = 0; round < rounds; round++)
                {
                    double t, u;
                    if (round % 2 == 0)
                    {
                        t = c.TimeRead(payload, Trusted);
                        u = c.TimeRead(payload, Untrusted);
                    }
                    else
                    {
                        u = c.TimeRead(payload, Untrusted);
                        t = c.TimeRead(payload, Trusted);
                    }

                    trusted.Add(t);
                    untrusted.Add(u);
                    ratios.Add(u / t);
                }

                Console.WriteLine($"| {c.Name} | {Stats.Median(trusted):F2} | {Stats.Median(untrusted):F2} | {Stats.Median(ratios):F3} |");
            }
        }

        /// <summary>Random vs colliding keys under the default options and TrustedData.</summary>
        /// <param name="withTrusted80k">Whether to time the slowest column (80,000 colliding keys with TrustedData).</param>
        /// <param name="only">The one key type to measure, or null for all.</param>
        internal static void MeasureFlood(bool withTrusted80k, string? only)
        {
            Console.WriteLine(ResultTable.Conditions());
            int[] counts = { 20_000, 80_000 };
            var random = new Random(12);
            Console.WriteLine();
            MessagePackSerializerOptions byDefault = MessagePackSerializerOptions.Standard;
            Console.WriteLine("Hash flooding: Dictionary<TKey, int>, ms to deserialize (median of 5; 1 run where a run took over 2 s)");
            Console.WriteLine("| key | keys | random, default options | colliding, default options | colliding / random | colliding, TrustedData |");
            Console.WriteLine("|---|---:|---:|---:|---:|---:|");
            foreach (KeyCase c in KeyCases.All.Where(c => only is null || c.Name == only))
            {
                foreach (int count in counts)
                {
                    byte[] randomPayload = c.Payload(count, colliding: false, random);
                    c.TimeRead(randomPayload, byDefault);
                    double randomByDefault = Time(c, randomPayload, byDefault);
                    if (!c.HasCollidingKeys)
                    {
                        Console.WriteLine($"| {c.Name} | {count:N0} | {randomByDefault:F1} | n/a | n/a | n/a |");
                        continue;
                    }

                    byte[] collidingPayload = c.Payload(count, colliding: true, random);
                    double collidingByDefault = Time(c, collidingPayload, byDefault);
                    string collidingTrusted = count > counts[0] && !withTrusted80k ? "skipped" : Time(c, collidingPayload, Trusted).ToString("F1", CultureInfo.InvariantCulture);
                    Console.WriteLine($"| {c.Name} | {count:N0} | {randomByDefault:F1} | {collidingByDefault:F1} | {collidingByDefault / randomByDefault:F2} | {collidingTrusted} |");
                }
            }

            if (only is null || only == "ExpandoObject")
            {
                ExpandoMapCost.Measure(withTrusted80k);
            }
        }

        private static double Time(KeyCase c, byte[] payload, MessagePackSerializerOptions options)
        {
            var runs = new List<double> { c.TimeRead(payload, options) };
            while (runs.Count < 5 && runs[0] < 2000)
            {
                runs.Add(c.TimeRead(payload, options));
            }

            return Stats.Median(runs);
        }
    }
}
