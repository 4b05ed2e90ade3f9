using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Linq;
using System.Reflection;
using System.Text.Json;
using BlockPack;
using BlockPack.Resolvers;

namespace ObjectsMeasure
{
    /// <summary>
    /// Times serialize and deserialize of a 9-member int-key and string-key object: BlockPack's generated formatter,
    /// BlockPack's reflection fallback (forced on), and System.Text.Json. Each case runs several rounds after a
    /// warm-up; the median round is reported as ns per operation, with allocated bytes per operation.
    /// </summary>
    internal static class Program
    {
        private const int Rounds = 7;

        private static int Main(string[] args)
        {
            int iterations = args.Length > 0 ? int.Parse(args[0], System.Globalization.CultureInfo.InvariantCulture) : 400_000;
            MessagePackSerializerOptions generated = StandardResolver.Options;
            MessagePackSerializerOptions reflection = ReflectionOptions();

            var created = new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc);
            var intKey = new IntKeyPerson { Id = 12345, Name = "Ada Lovelace", Age = 36, Score = 9_876_543_210, Ratio = 0.75, Active = true, Created = created, Email = "ada@example.org", Tags = new List<int> { 1, 2, 3, 500 } };
            var stringKey = new StringKeyPerson { Id = 12345, Name = "Ada Lovelace", Age = 36, Score = 9_876_543_210, Ratio = 0.75, Active = true, Created = created, Email = "ada@example.org", Tags = new List<int> { 1, 2, 3, 500 } };

            // Both BlockPack paths must agree before their speed means anything.
            Check(MessagePackSerializer.Serialize(intKey, generated).SequenceEqual(MessagePackSerializer.Serialize(intKey, reflection)));
            Check(MessagePackSerializer.Serialize(stringKey, generated).SequenceEqual(MessagePackSerializer.Serialize(stringKey, reflection)));

            Console.WriteLine($"{RuntimeDescription()}, {Environment.ProcessorCount} cores, {iterations:N0} operations per round, median of {Rounds} rounds");
            Console.WriteLine($"{"case",-44} {"ns/op",9} {"B/op",7} {"bytes",6}");
            Run("int-key", intKey, generated, reflection, iterations);
            Run("string-key", stringKey, generated, reflection, iterations);
            return 0;
        }

        private static void Run<T>(string name, T value, MessagePackSerializerOptions generated, MessagePackSerializerOptions reflection, int iterations)
        {
            byte[] packed = MessagePackSerializer.Serialize(value, generated);
            byte[] json = JsonSerializer.SerializeToUtf8Bytes(value);

            double genSer = Measure($"{name} serialize   BlockPack generated", iterations, packed.Length, () => MessagePackSerializer.Serialize(value, generated));
            double refSer = Measure($"{name} serialize   BlockPack reflection", iterations / 4, packed.Length, () => MessagePackSerializer.Serialize(value, reflection));
            double jsonSer = Measure($"{name} serialize   System.Text.Json", iterations, json.Length, () => JsonSerializer.SerializeToUtf8Bytes(value));
            double genDe = Measure($"{name} deserialize BlockPack generated", iterations, packed.Length, () => MessagePackSerializer.Deserialize<T>(packed, generated));
            double refDe = Measure($"{name} deserialize BlockPack reflection", iterations / 4, packed.Length, () => MessagePackSerializer.Deserialize<T>(packed, reflection));
            double jsonDe = Measure($"{name} deserialize System.Text.Json", iterations, json.Length, () => JsonSerializer.Deserialize<T>(json));
            Console.WriteLine(
                $"  ratios ({name}; >1 means generated is faster): serialize vs reflection {refSer / genSer:F2}, vs STJ {jsonSer / genSer:F2}; " +
                $"deserialize vs reflection {refDe / genDe:F2}, vs STJ {jsonDe / genDe:F2}");
        }

        private static double Measure(string name, int iterations, int size, Func<object?> action)
        {
            for (int i = 0; i < Math.Max(iterations / 10, 1000); i++)
            {
                action();
            }

            var times = new double[Rounds];
            long allocated = 0;
            for (int round = 0; round < Rounds; round++)
            {
                long before = GC.GetAllocatedBytesForCurrentThread();
                var watch = Stopwatch.StartNew();
                for (int i = 0; i < iterations; i++)
                {
                    action();
                }

                watch.Stop();
                allocated = (GC.GetAllocatedBytesForCurrentThread() - before) / iterations;
                times[round] = watch.Elapsed.TotalMilliseconds * 1_000_000 / iterations;
            }

            Array.Sort(times);
            double median = times[Rounds / 2];
            Console.WriteLine($"{name,-44} {median,9:F1} {allocated,7} {size,6}");
            return median;
        }

        private static MessagePackSerializerOptions ReflectionOptions()
        {
            // The fallback is internal; the measurement reaches it the way the tests' InternalsVisibleTo does not allow here.
            var fallback = (IFormatterResolver)typeof(DynamicObjectResolver).Assembly
                .GetType("BlockPack.Resolvers.ReflectionObjectResolver", throwOnError: true)!
                .GetField("Attributed", BindingFlags.NonPublic | BindingFlags.Static)!
                .GetValue(null)!;
            return new MessagePackSerializerOptions(CompositeResolver.Create(
                BuiltinResolver.Instance, AttributeFormatterResolver.Instance, DynamicGenericResolver.Instance, DynamicUnionResolver.Instance, fallback));
        }

        private static string RuntimeDescription() => System.Runtime.InteropServices.RuntimeInformation.FrameworkDescription;

        private static void Check(bool condition)
        {
            if (!condition)
            {
                throw new InvalidOperationException("Generated and reflection formatters disagree.");
            }
        }
    }
}
