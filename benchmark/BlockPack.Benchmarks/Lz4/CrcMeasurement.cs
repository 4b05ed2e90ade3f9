using System;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Compression.Integrity;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// CRC-32C throughput per engine on one 64 KiB block of orders msgpack: every repetition runs every engine (order
    /// rotated) over the block as many times as makes 64 MiB, two untimed repetitions first; medians in GB/s, and the
    /// median of the per-repetition ratios to the table engine. "native" is the native library's <c>bp_crc32c</c>
    /// (its best variant) called from C#.
    /// </summary>
    internal static class CrcMeasurement
    {
        private const int BlockSize = 64 * 1024;
        private const int PassesPerRound = 1024;

        internal static void Run(int repetitions)
        {
            byte[] block = Orders.Msgpack(BlockSize).AsSpan(0, BlockSize).ToArray();
            List<(string Name, Func<byte[], uint> Compute)> engines = new List<(string, Func<byte[], uint>)>
            {
                ("multi-stream", b => ~Crc32CMultiStream.Update(~0u, b)),
                ("single-stream", b => ~Crc32CSingleStream.Update(~0u, b)),
                ("table", b => ~Crc32CTable.Update(~0u, b)),
                ("native", b => NativeCrc32C.Append(0, b)),
            };
            uint expected = Crc32C.Compute(block);
            foreach ((string name, Func<byte[], uint> compute) in engines)
            {
                if (compute(block) != expected)
                {
                    throw new InvalidOperationException($"{name} disagrees with Crc32C.Compute");
                }
            }

            string loadBefore = ResultTable.LoadAverage();
            RoundTimes rounds = PairedRounds.Run(engines.Select(e => (Action)(() => e.Compute(block))).ToArray(), repetitions, PassesPerRound);
            Dictionary<string, List<double>> samples = engines.Select((e, i) => (e.Name, i)).ToDictionary(e => e.Name, e => rounds.Of(e.i).Select(seconds => BlockSize / seconds / 1e9).ToList());

            Console.WriteLine(
                $"CRC-32C of one 64 KiB block of orders msgpack, {PassesPerRound} passes per engine per repetition, median of {repetitions} interleaved repetitions, " +
                (MeasureClock.ThreadCpu ? "thread CPU time" : "wall time") + $"; load average before {loadBefore}, after {ResultTable.LoadAverage()}");
            foreach ((string name, _) in engines)
            {
                Console.WriteLine(string.Format(
                    CultureInfo.InvariantCulture,
                    "{0,-14} {1,7:F2} GB/s  ({2,6:F2} x table; quartiles {3:F2} .. {4:F2})",
                    name,
                    Stats.Median(samples[name]),
                    Stats.Median(samples[name].Zip(samples["table"], (x, t) => x / t)),
                    Stats.Quantile(samples[name], 0.25),
                    Stats.Quantile(samples[name], 0.75)));
            }
        }
    }
}
