using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Dynamic;
using BlockPack;
using BlockPack.Resolvers;

namespace BlockPack.Benchmarks.HashFlood
{
    /// <summary>
    /// The ExpandoObject rows of <c>hash-flood</c> (docs/security.md): maps of distinct string keys (no collisions
    /// needed: adding a member to an ExpandoObject one by one is itself O(members), which the formatter avoids for maps
    /// of more than 32 members) read as <see cref="ExpandoObject"/> under the default options (refused past
    /// MessagePackSecurity.MaximumExpandoObjectMembers) and under TrustedData, beside the same bytes read as
    /// <c>Dictionary&lt;string, object&gt;</c>, and, for comparison, the same members added one by one through
    /// ExpandoObject's own <c>Add</c> (what the formatter does where the runtime allows nothing else).
    /// </summary>
    internal static class ExpandoMapCost
    {
        /// <summary>Prints the table.</summary>
        /// <param name="withAddAt20k">Whether to time ExpandoObject's own Add at 20,000 members (the slow, quadratic case).</param>
        internal static void Measure(bool withAddAt20k)
        {
            MessagePackSerializerOptions byDefault = ExpandoObjectResolver.Options;
            MessagePackSerializerOptions trusted = byDefault.WithSecurity(MessagePackSecurity.TrustedData);
            Console.WriteLine();
            Console.WriteLine("ExpandoObject: maps of distinct string keys, ms to deserialize (median of 5; 1 run where a run took over 2 s)");
            Console.WriteLine("| members | ExpandoObject, default options | ExpandoObject, TrustedData | Dictionary<string, object>, default options | ExpandoObject's own Add, one by one |");
            Console.WriteLine("|---:|---|---:|---:|---:|");
            foreach (int count in new[] { 1_024, 5_000, 20_000, 1_000_000 })
            {
                byte[] map = MapOfDistinctKeys(count);
                string byDefaultCell = Cell(() => MessagePackSerializer.Deserialize<ExpandoObject>(map, byDefault));
                string trustedCell = Cell(() => MessagePackSerializer.Deserialize<ExpandoObject>(map, trusted));
                string dictionaryCell = Cell(() => MessagePackSerializer.Deserialize<Dictionary<string, object>>(map, byDefault));
                string addCell = count > 20_000 || (count == 20_000 && !withAddAt20k) ? "skipped" : Cell(() => AddOneByOne(count));
                Console.WriteLine($"| {count:N0} | {byDefaultCell} | {trustedCell} | {dictionaryCell} | {addCell} |");
            }
        }

        private static void AddOneByOne(int count)
        {
            IDictionary<string, object?> members = new ExpandoObject();
            for (int i = 0; i < count; i++)
            {
                members.Add("member" + i, i);
            }
        }

        private static string Cell(Action read)
        {
            var runs = new List<double>();
            bool refused = false;
            do
            {
                var watch = Stopwatch.StartNew();
                try
                {
                    read();
                }
                catch (MessagePackSerializationException)
                {
                    refused = true;
                }

                runs.Add(watch.Elapsed.TotalMilliseconds);
            }
            while (runs.Count < 5 && runs[0] < 2000);

            string time = Stats.Median(runs).ToString("F2", System.Globalization.CultureInfo.InvariantCulture);
            return refused ? $"refused in {time}" : time;
        }

        private static byte[] MapOfDistinctKeys(int count)
        {
            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            writer.WriteMapHeader(count);
            for (int i = 0; i < count; i++)
            {
                writer.Write("member" + i);
                writer.Write(i);
            }

            writer.Flush();
            return buffer.WrittenSpan.ToArray();
        }
    }
}
