using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Generated
{
    /// <summary>
    /// The source generator's figures (docs/source-generator.md). <c>generated</c>: 10,000 int-key records, plain (no
    /// compression), serialized and deserialized by BlockPack's generated formatters, its emitted (DynamicMethod)
    /// formatters and MessagePack-CSharp's dynamic resolver, in <see cref="PairedRounds"/>; medians of the per-round
    /// times and ratios. <c>startup</c>: time to the first serialize in fresh processes (<c>first-use</c> is the child).
    /// </summary>
    internal static class GeneratedMeasurement
    {
        private const int Count = 10_000;
        private const int PerTiming = 8;

        /// <summary>Times the three sides.</summary>
        /// <param name="rounds">The rounds.</param>
        /// <returns>0, or 1 when the sides write different bytes.</returns>
        internal static int Run(int rounds)
        {
            List<Record> records = Record.Create(Count);

            // The three must agree on the bytes, or the comparison would not be like for like.
            byte[][] payloads = Enumerable.Range(0, 3).Select(side => Sides.Serialize(side, records)).ToArray();
            if (!payloads[1].AsSpan().SequenceEqual(payloads[0]) || !payloads[2].AsSpan().SequenceEqual(payloads[0]))
            {
                Console.WriteLine("the sides write different bytes");
                return 1;
            }

            RoundTimes serialize = PairedRounds.Run(Enumerable.Range(0, 3).Select(side => (Action)(() => Sides.Serialize(side, records))).ToArray(), rounds, PerTiming, warmUpRounds: 3);
            RoundTimes deserialize = PairedRounds.Run(Enumerable.Range(0, 3).Select(side => (Action)(() => Sides.Deserialize(side, payloads[side]))).ToArray(), rounds, PerTiming, warmUpRounds: 3);

            var table = new ResultTable("operation", Sides.Names[0] + " ms", Sides.Names[1] + " ms", Sides.Names[2] + " ms", Sides.Names[2] + "/generated", "emitted/generated");
            foreach ((string name, RoundTimes times) in new[] { ("serialize", serialize), ("deserialize", deserialize) })
            {
                table.Add(name, times.Median(0) * 1e3, times.Median(1) * 1e3, times.Median(2) * 1e3, times.MedianRatio(2, 0), times.MedianRatio(1, 0));
            }

            table.Print($"{Count:N0} int-key records, plain, {payloads[0].Length:N0} bytes; {rounds} rounds x {PerTiming} operations per side, medians of times and of per-round ratios; {ResultTable.Conditions()}");
            return 0;
        }

        /// <summary>Runs <paramref name="processes"/> fresh processes per side and state, alternating, and prints the medians.</summary>
        /// <param name="processes">Processes per side and state.</param>
        /// <returns>0.</returns>
        internal static int RunStartupSeries(int processes)
        {
            var table = new ResultTable("first serialize", "generated us", "emitted us", "emitted/generated");
            foreach (string state in new[] { "cold", "warm" })
            {
                var times = new Dictionary<string, List<double>> { ["generated"] = new(), ["emitted"] = new() };
                for (int i = 0; i < processes; i++)
                {
                    foreach (string side in i % 2 == 0 ? new[] { "generated", "emitted" } : new[] { "emitted", "generated" })
                    {
                        times[side].Add(double.Parse(RunChild(side, state).Split(' ')[0], CultureInfo.InvariantCulture));
                    }
                }

                string what = state == "cold" ? "in the process (library and type)" : "of a new type (library already used)";
                table.Add(what, Stats.Median(times["generated"]), Stats.Median(times["emitted"]), Stats.Median(times["emitted"]) / Stats.Median(times["generated"]));
            }

            table.Print($"Time to the first serialize, {processes} fresh processes per side and state, medians; {ResultTable.Conditions()}");
            return 0;
        }

        /// <summary>One fresh process's first serialize of <see cref="FirstUse"/>: prints microseconds and bytes.</summary>
        /// <param name="side"><c>generated</c> or <c>emitted</c>.</param>
        /// <param name="state"><c>cold</c>, or <c>warm</c> (after the library served another type).</param>
        /// <returns>0.</returns>
        internal static int RunFirstUse(string side, string state)
        {
            MessagePackSerializerOptions options = side == "generated" ? Sides.Generated : Sides.Emitted;
            if (state == "warm")
            {
                // The serializer, the writer and the resolver chain already ran: what is left is the new type's own cost.
                MessagePackSerializer.Serialize(new Dictionary<string, int> { ["warm"] = 1 }, options);
            }

            var first = new FirstUse { Id = 1, Name = "first", When = DateTime.UnixEpoch, Ratio = 0.5 };
            long start = Stopwatch.GetTimestamp();
            byte[] bytes = MessagePackSerializer.Serialize(first, options);
            double microseconds = Stopwatch.GetElapsedTime(start).TotalMicroseconds;
            Console.WriteLine(microseconds.ToString("F1", CultureInfo.InvariantCulture) + " " + bytes.Length);
            return 0;
        }

        private static string RunChild(string side, string state)
        {
            // Under `dotnet run` the process is the app host; under `dotnet BlockPack.Benchmarks.dll` it is dotnet itself.
            string process = Environment.ProcessPath!;
            string arguments = $"measure first-use {side} {state}";
            if (System.IO.Path.GetFileNameWithoutExtension(process) == "dotnet")
            {
                arguments = $"\"{typeof(GeneratedMeasurement).Assembly.Location}\" {arguments}";
            }

            var info = new ProcessStartInfo(process, arguments) { RedirectStandardOutput = true };
            using Process child = Process.Start(info)!;
            string line = child.StandardOutput.ReadToEnd();
            child.WaitForExit();
            return line;
        }
    }
}
