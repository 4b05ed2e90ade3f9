using System;
using System.Collections.Generic;
using System.Globalization;
using System.IO;
using BlockPack.Benchmarks.Benchmarks;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;
using BlockPack.Tests.Compression;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// The Large Object Heap check BenchmarkDotNet's memory diagnoser cannot make (it reports total allocated bytes,
    /// not where they went): runs each case in this process with <see cref="LohAllocationListener"/> attached and
    /// writes <c>loh.csv</c>.
    /// </summary>
    internal static class LohMeasurement
    {
        /// <summary>Measures every case of the profile and writes the CSV.</summary>
        /// <param name="profile">The profile (record counts, operations per case).</param>
        /// <param name="csvPath">Where to write.</param>
        internal static void Run(SuiteProfile profile, string csvPath)
        {
            var rows = new List<string> { "Case,Library,Mode,Count,Operations,AllocatedBytesPerOp,LohTicks,LohBytes,LohBytesPerOp,Gen2Collections,LohTickTypes" };
            using var listener = new LohAllocationListener();
            MessagePackCompression[] modes = { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray };
            foreach (int count in profile.LohRecordCounts)
            {
                IntKeyRecord[] records = RecordFactory.IntKey(count);
                foreach (Library library in new[] { Library.BlockPack, Library.MessagePackCSharp })
                {
                    foreach (MessagePackCompression mode in modes)
                    {
                        SerializerCase subject = SerializerCase.Create(library, mode, records);
                        rows.Add(Measure(listener, "Deserialize", library, mode, count, profile.LohOperations, subject.Deserialize));
                        rows.Add(Measure(listener, "Serialize", library, mode, count, profile.LohOperations, () => subject.Serialize()));
                    }
                }
            }

            IntKeyRecord[] large = RecordFactory.IntKey(LargePayloadBenchmarks.RecordCount);
            foreach (Library library in new[] { Library.BlockPack, Library.MessagePackCSharp })
            {
                // The plain (None) row is the reference: what deserializing the value costs on the LOH by itself (its
                // array of references), so that the framing's own LOH bytes are the difference.
                foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4BlockArray })
                {
                    SerializerCase subject = SerializerCase.Create(library, mode, large);
                    rows.Add(Measure(listener, "Deserialize64MB", library, mode, large.Length, Math.Max(5, profile.LohOperations / 8), subject.Deserialize));
                }
            }

            // Everything above ran with BlockPack's default decode parallelism; its single-threaded decode too.
            using (DecoderSettings.Preserve())
            {
                Lz4Decoding.MaxDegreeOfParallelism = 1;
                SerializerCase subject = SerializerCase.Create(Library.BlockPack, MessagePackCompression.Lz4BlockArray, large);
                rows.Add(Measure(listener, "Deserialize64MB-1thread", Library.BlockPack, MessagePackCompression.Lz4BlockArray, large.Length, Math.Max(5, profile.LohOperations / 8), subject.Deserialize));
            }

            File.WriteAllLines(csvPath, rows);
        }

        private static string Measure(LohAllocationListener listener, string name, Library library, MessagePackCompression mode, int count, int operations, Action operation)
        {
            for (int i = 0; i < 3; i++)
            {
                operation();
            }

            GC.Collect();
            GC.WaitForPendingFinalizers();
            GC.Collect();

            int gen2 = 0;
            long allocated = 0;
            IReadOnlyList<string> large = listener.Measure(() =>
            {
                gen2 = GC.CollectionCount(2);
                allocated = GC.GetTotalAllocatedBytes(precise: true);
                for (int i = 0; i < operations; i++)
                {
                    operation();
                }

                // All threads: BlockPack's parallel decoding allocates on pool threads too.
                allocated = GC.GetTotalAllocatedBytes(precise: true) - allocated;
                gen2 = GC.CollectionCount(2) - gen2;
            });
            long ticks = large.Count;
            long bytes = listener.MeasuredBytes;
            string row = string.Join(",",
                name, library, mode, count.ToString(CultureInfo.InvariantCulture), operations.ToString(CultureInfo.InvariantCulture),
                (allocated / operations).ToString(CultureInfo.InvariantCulture), ticks.ToString(CultureInfo.InvariantCulture),
                bytes.ToString(CultureInfo.InvariantCulture), (bytes / operations).ToString(CultureInfo.InvariantCulture), gen2.ToString(CultureInfo.InvariantCulture),
                LohAllocationListener.CountByType(large));
            Console.WriteLine($"LOH {row}");
            return row;
        }
    }
}
