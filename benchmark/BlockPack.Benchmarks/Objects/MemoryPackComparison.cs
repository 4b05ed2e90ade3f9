using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using System.Text.RegularExpressions;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Objects
{
    /// <summary>
    /// BlockPack against the fastest .NET serializers (<c>measure memorypack N</c>, or <c>--profile memorypack
    /// N</c>): MemoryPack (its own format, not msgpack) and Nerdbank.MessagePack, plain, through each library's
    /// generated code, and MessagePack-CSharp (its dynamic resolver, as in the suite) for reference, on 10,000 orders and the
    /// suite's 10,000 integer-key records, as A/B pairs interleaved in one process (<see cref="PairedComparison"/>'s
    /// loop; N rounds per pair). The ratio is the other library's time over BlockPack's: above 1, BlockPack is faster.
    /// <c>--pairs REGEX</c> keeps the pairs whose name ("Orders 10000 MemoryPack Deserialize") it matches.
    /// <c>measure memorypack-loop SECONDS</c> instead runs the matching cases ("Orders BlockPack Deserialize") in a
    /// plain loop, for a sampling profiler (scripts/benchmarks/profile.sh shows the perf command), and prints their
    /// allocation per operation.
    /// </summary>
    internal static class MemoryPackComparison
    {
        private const int Count = 10_000;

        /// <summary>Measures every selected pair and prints one <c>PAIR</c> line each (the CSV row of paired.csv).</summary>
        /// <param name="rounds">The interleaved rounds per pair.</param>
        /// <param name="pairs">A regular expression over the pair names, or null for all.</param>
        internal static void Run(int rounds, string? pairs)
        {
            Console.WriteLine("Pair,Method,A,B,Rounds,OpsPerRound,MedianNsA,MedianNsB,MedianRatio,LowRatio,HighRatio");
            foreach ((string data, Func<Library, SerializerCase> create) in Data())
            {
                SerializerCase blockPack = create(Library.BlockPack);
                foreach (Library other in new[] { Library.MemoryPack, Library.NerdbankMessagePack, Library.MessagePackCSharp })
                {
                    SerializerCase peer = create(other);
                    Pair(pairs, $"{data} {Count} {other} Serialize", "Serialize", () => blockPack.Serialize(), other, () => peer.Serialize(), rounds);
                    Pair(pairs, $"{data} {Count} {other} Deserialize", "Deserialize", blockPack.Deserialize, other, peer.Deserialize, rounds);
                }
            }
        }

        /// <summary>
        /// Runs each selected case in a loop for <paramref name="seconds"/> and prints its time, allocation and
        /// collections per operation.
        /// </summary>
        /// <param name="seconds">How long per case.</param>
        /// <param name="pairs">A regular expression over "Orders BlockPack Deserialize"-style names, or null for all.</param>
        internal static void Loop(int seconds, string? pairs)
        {
            foreach ((string data, Func<Library, SerializerCase> create) in Data())
            {
                foreach (Library library in new[] { Library.BlockPack, Library.MemoryPack, Library.NerdbankMessagePack, Library.MessagePackCSharp })
                {
                    if (pairs is not null && !Regex.IsMatch($"{data} {library} Serialize", pairs) && !Regex.IsMatch($"{data} {library} Deserialize", pairs))
                    {
                        continue;
                    }

                    SerializerCase subject = create(library);
                    foreach ((string method, Action run) in new (string, Action)[] { ("Serialize", () => subject.Serialize()), ("Deserialize", subject.Deserialize) })
                    {
                        string name = $"{data} {library} {method}";
                        if (pairs is not null && !Regex.IsMatch(name, pairs))
                        {
                            continue;
                        }

                        run();
                        long allocated = GC.GetAllocatedBytesForCurrentThread();
                        int collections = GC.CollectionCount(0);
                        var clock = Stopwatch.StartNew();
                        long count = 0;
                        while (clock.Elapsed.TotalSeconds < seconds)
                        {
                            run();
                            count++;
                        }

                        double bytes = (GC.GetAllocatedBytesForCurrentThread() - allocated) / (double)count;
                        double gen0 = (GC.CollectionCount(0) - collections) / (double)count;
                        Console.WriteLine(string.Create(CultureInfo.InvariantCulture, $"{name}: {count} operations, {clock.Elapsed.TotalMilliseconds * 1e6 / count:0} ns/op, {bytes:0} B/op, {gen0:0.00} gen0 GCs/op"));
                    }
                }
            }
        }

        private static IEnumerable<(string Data, Func<Library, SerializerCase> Create)> Data()
        {
            // The demo's orders, the same values the demo and the other modes use (sandbox/BlockPack.Sandbox/Model).
            Order[] orders = OrderGenerator.Create(Count).ToArray();
            IntKeyRecord[] records = RecordFactory.IntKey(Count);
            yield return ("Orders", library => Verified(SerializerCase.Create(library, MessagePackCompression.None, orders)));
            yield return ("IntKey", library => Verified(SerializerCase.Create(library, MessagePackCompression.None, records)));
        }

        private static SerializerCase Verified(SerializerCase subject)
        {
            subject.Verify();
            return subject;
        }

        private static void Pair(string? pairs, string name, string method, Action blockPack, Library other, Action peer, int rounds)
        {
            if (pairs is null || Regex.IsMatch(name, pairs))
            {
                PairedComparison.MeasureNow(name, method, "BlockPack", blockPack, other.ToString(), peer, rounds);
            }
        }
    }
}
