using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using BlockPack.Resolvers;

namespace BlockPack.Benchmarks.Objects
{
    /// <summary>
    /// Times serialize and deserialize of a 9-member int-key and string-key object: BlockPack with its standard resolver
    /// (in this program the source generator's formatters), BlockPack's reflection fallback (forced on), and
    /// System.Text.Json. All cases are warmed up, then timed in <see cref="PairedRounds"/>; each case reports its median
    /// round in ns per operation, with allocated bytes per operation and the payload size.
    /// </summary>
    internal static class ObjectsMeasurement
    {
        private const int Rounds = 9;

        /// <summary>Measures.</summary>
        /// <param name="iterations">Operations per case and round.</param>
        /// <returns>0.</returns>
        internal static int Run(int iterations)
        {
            MessagePackSerializerOptions generated = StandardResolver.Options;
            MessagePackSerializerOptions reflection = ReflectionOptions();

            var created = new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc);
            var intKey = new IntKeyPerson { Id = 12345, Name = "Ada Lovelace", Age = 36, Score = 9_876_543_210, Ratio = 0.75, Active = true, Created = created, Email = "ada@example.org", Tags = new List<int> { 1, 2, 3, 500 } };
            var stringKey = new StringKeyPerson { Id = 12345, Name = "Ada Lovelace", Age = 36, Score = 9_876_543_210, Ratio = 0.75, Active = true, Created = created, Email = "ada@example.org", Tags = new List<int> { 1, 2, 3, 500 } };

            // Both BlockPack paths must agree before their speed means anything.
            Check(MessagePackSerializer.Serialize(intKey, generated).SequenceEqual(MessagePackSerializer.Serialize(intKey, reflection)));
            Check(MessagePackSerializer.Serialize(stringKey, generated).SequenceEqual(MessagePackSerializer.Serialize(stringKey, reflection)));

            byte[] intPacked = MessagePackSerializer.Serialize(intKey, generated);
            byte[] intJson = JsonSerializer.SerializeToUtf8Bytes(intKey);
            byte[] stringPacked = MessagePackSerializer.Serialize(stringKey, generated);
            byte[] stringJson = JsonSerializer.SerializeToUtf8Bytes(stringKey);

            // Call sites are written out per type (not inside one generic method) so every case calls the serializer
            // from non-shared code, as an application would.
            var cases = new List<Case>
            {
                new("int-key serialize   BlockPack standard", intPacked.Length, () => MessagePackSerializer.Serialize(intKey, generated)),
                new("int-key serialize   BlockPack reflection", intPacked.Length, () => MessagePackSerializer.Serialize(intKey, reflection)),
                new("int-key serialize   System.Text.Json", intJson.Length, () => JsonSerializer.SerializeToUtf8Bytes(intKey)),
                new("int-key deserialize BlockPack standard", intPacked.Length, () => MessagePackSerializer.Deserialize<IntKeyPerson>(intPacked, generated)),
                new("int-key deserialize BlockPack reflection", intPacked.Length, () => MessagePackSerializer.Deserialize<IntKeyPerson>(intPacked, reflection)),
                new("int-key deserialize System.Text.Json", intJson.Length, () => JsonSerializer.Deserialize<IntKeyPerson>(intJson)),
                new("string-key serialize   BlockPack standard", stringPacked.Length, () => MessagePackSerializer.Serialize(stringKey, generated)),
                new("string-key serialize   BlockPack reflection", stringPacked.Length, () => MessagePackSerializer.Serialize(stringKey, reflection)),
                new("string-key serialize   System.Text.Json", stringJson.Length, () => JsonSerializer.SerializeToUtf8Bytes(stringKey)),
                new("string-key deserialize BlockPack standard", stringPacked.Length, () => MessagePackSerializer.Deserialize<StringKeyPerson>(stringPacked, generated)),
                new("string-key deserialize BlockPack reflection", stringPacked.Length, () => MessagePackSerializer.Deserialize<StringKeyPerson>(stringPacked, reflection)),
                new("string-key deserialize System.Text.Json", stringJson.Length, () => JsonSerializer.Deserialize<StringKeyPerson>(stringJson)),
            };

            // Warm up for a fixed time rather than a count, so tiered compilation has promoted the hot methods (and
            // on-stack replacement has finished) before anything is timed.
            foreach (Case c in cases)
            {
                var warmUp = Stopwatch.StartNew();
                while (warmUp.ElapsedMilliseconds < 1000)
                {
                    c.Action();
                }

                c.MeasureAllocation(1000);
            }

            RoundTimes times = PairedRounds.Run(cases.Select(c => (Action)(() => c.Action())).ToArray(), Rounds, iterations, warmUpRounds: 0);
            for (int i = 0; i < cases.Count; i++)
            {
                cases[i].Median = times.Median(i) * 1e9;
            }

            var table = new ResultTable("case", "ns/op", "B/op", "bytes");
            foreach (Case c in cases)
            {
                table.Add(c.Name, c.Median.ToString("F1", System.Globalization.CultureInfo.InvariantCulture), c.AllocatedPerOperation, c.Size);
            }

            table.Print($"{iterations:N0} operations per round, median of {Rounds} interleaved rounds; {ResultTable.Conditions()}");
            Report("int-key", cases.Take(6).Select(c => c.Median).ToArray());
            Report("string-key", cases.Skip(6).Select(c => c.Median).ToArray());
            return 0;
        }

        private static void Report(string name, double[] t)
        {
            Console.WriteLine(
                $"ratios ({name}; >1 means BlockPack standard is faster): serialize vs reflection {t[1] / t[0]:F2}, vs STJ {t[2] / t[0]:F2}; " +
                $"deserialize vs reflection {t[4] / t[3]:F2}, vs STJ {t[5] / t[3]:F2}");
        }

        private static MessagePackSerializerOptions ReflectionOptions()
        {
            // The fallback resolver is internal (tests reach it through InternalsVisibleTo); this measurement takes it by reflection.
            var fallback = (IFormatterResolver)typeof(DynamicObjectResolver).Assembly
                .GetType("BlockPack.Resolvers.ReflectionObjectResolver", throwOnError: true)!
                .GetField("Attributed", BindingFlags.NonPublic | BindingFlags.Static)!
                .GetValue(null)!;
            return new MessagePackSerializerOptions(CompositeResolver.Create(
                BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, fallback));
        }

        private static void Check(bool condition)
        {
            if (!condition)
            {
                throw new InvalidOperationException("Generated and reflection formatters disagree.");
            }
        }

        private sealed class Case
        {

            internal Case(string name, int size, Func<object?> action)
            {
                this.Name = name;
                this.Size = size;
                this.Action = action;
            }

            internal string Name { get; }

            internal int Size { get; }

            internal Func<object?> Action { get; }

            internal long AllocatedPerOperation { get; private set; }

            internal double Median { get; set; }

            internal void MeasureAllocation(int iterations)
            {
                Func<object?> action = this.Action;
                long before = GC.GetAllocatedBytesForCurrentThread();
                for (int i = 0; i < iterations; i++)
                {
                    action();
                }

                this.AllocatedPerOperation = (GC.GetAllocatedBytesForCurrentThread() - before) / iterations;
            }
        }
    }
}
