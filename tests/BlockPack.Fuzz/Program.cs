using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using SharpFuzz;

namespace BlockPack.Fuzz
{
    /// <summary>
    /// Entry point. No arguments: the AFL++ target (run by afl-fuzz through scripts/fuzz.sh). <c>replay PATH…</c>: runs
    /// files or folders of inputs outside the fuzzer and fails on any that throws, on any that is slow twice in a row (see
    /// <see cref="SlowInput"/>), and when the paths hold no input at all.
    /// <c>make-corpus DIR</c>: writes the seed corpus.
    /// </summary>
    public static class Program
    {
        /// <summary>
        /// What a replayed input may take: two seconds, twice afl-fuzz's own limit (-t 1000 in scripts/fuzz.sh). An input
        /// over it is run once more and judged by the faster run, so one slow first run (JIT, a loaded machine) is not a
        /// hang; a real one (a loop, quadratic work) is slow both times.
        /// </summary>
        private static readonly TimeSpan SlowInput = TimeSpan.FromSeconds(2);

        /// <summary>Runs the mode the arguments ask for.</summary>
        /// <param name="args">The command line.</param>
        /// <returns>0 on success.</returns>
        public static int Main(string[] args)
        {
            if (args.Length == 0)
            {
                Fuzzer.OutOfProcess.Run(stream =>
                {
                    using var buffer = new MemoryStream();
                    stream.CopyTo(buffer);
                    FuzzTarget.Run(buffer.GetBuffer().AsSpan(0, (int)buffer.Length), chooseDecoder: true);
                });
                return 0;
            }

            switch (args[0])
            {
                case "make-corpus" when args.Length == 2:
                    SeedCorpus.Write(args[1]);
                    return 0;
                case "replay" when args.Length >= 2:
                    return Replay(args.Skip(1));
                default:
                    Console.Error.WriteLine("usage: BlockPack.Fuzz [replay PATH... | make-corpus DIR]");
                    return 2;
            }
        }

        private static int Replay(System.Collections.Generic.IEnumerable<string> paths)
        {
            string[] files = paths.SelectMany(p => Directory.Exists(p) ? Directory.GetFiles(p).Where(f => !f.EndsWith("README.txt", StringComparison.Ordinal) && !f.EndsWith(".md", StringComparison.Ordinal)) : new[] { p }).OrderBy(f => f, StringComparer.Ordinal).ToArray();
            Console.WriteLine("LZ4 decoder: " + BlockPack.Lz4Decoding.Description);
            int failures = 0;
            foreach (string file in files)
            {
                byte[] input = File.ReadAllBytes(file);
                var watch = Stopwatch.StartNew();
                try
                {
                    FuzzTarget.Run(input, chooseDecoder: true);
                }
                catch (Exception e)
                {
                    failures++;
                    Console.WriteLine($"FAIL {file}: {e.GetType().FullName}: {e.Message}");
                    continue;
                }

                if (watch.Elapsed > SlowInput)
                {
                    TimeSpan first = watch.Elapsed;
                    watch.Restart();
                    FuzzTarget.Run(input, chooseDecoder: true);
                    if (watch.Elapsed > SlowInput)
                    {
                        failures++;
                        Console.WriteLine($"SLOW {file}: {first.TotalMilliseconds:F0} ms, then {watch.Elapsed.TotalMilliseconds:F0} ms");
                    }
                }
            }

            Console.WriteLine($"replayed {files.Length} inputs, {failures} failed");
            if (files.Length == 0)
            {
                Console.WriteLine("FAIL: no input to replay in " + string.Join(", ", paths));
                return 1;
            }

            return failures == 0 ? 0 : 1;
        }
    }
}
