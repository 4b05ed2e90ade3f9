using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.InteropServices;
using System.Threading;
using Xunit.Abstractions;
using Xunit.Sdk;

namespace BlockPack.Tests.Emulated
{
    /// <summary>
    /// A small xunit v2 console runner, compiled into the test assembly itself: discovers the assembly's tests through
    /// xunit's own framework (so fixtures, theories and collections behave as under `dotnet test`), runs those in the
    /// namespaces asked for minus a written list of exclusions, and prints each failure and one closing line
    /// <c>N passed, N failed, N skipped</c>. It exists because under qemu-user and wine there is no `dotnet test`: the
    /// VSTest host is an x64 process of the machine, while these tests must run inside the emulated process.
    /// </summary>
    /// <remarks>
    /// Arguments: <c>--label NAME</c>, <c>--namespace PREFIX</c> (repeatable; none means all), <c>--exclusions FILE</c>
    /// (lines <c>PREFIX | reason</c>, matched against <c>Class.Method</c>; <c>#</c> starts a comment), <c>--show-output PREFIX</c>
    /// (prints the output of matching passed tests, e.g. the platform probe), <c>--serial</c> (no two test collections at
    /// once), <c>--wine-stale-frames DLL</c> (installs the wine workaround built from scripts/emulated/wine-stale-frames.c
    /// and reports what it did), <c>--stall-seconds N</c> (when no test has finished for N seconds, prints the tests still
    /// running and a <c>STALLED</c> line and ends the process with exit code 3: a hang is told from a slow run by missing
    /// progress, not by the run's total time). <c>hash-seed-probe</c> runs the test
    /// assembly's other entry point (<see cref="Security.HashSeedProbe"/>), which <c>ProcessSeedTests</c> starts.
    /// </remarks>
    public static class EmulatedRunner
    {
        /// <summary>Runs the tests.</summary>
        /// <param name="args">The command line (see the remarks on the type).</param>
        /// <returns>0 when every test that ran passed, 1 otherwise (also when the filter selects no test, or nothing in a
        /// namespace asked for), 2 for a bad command line.</returns>
        public static int Main(string[] args)
        {
            if (args.Length == 1 && args[0] == Security.HashSeedProbe.Argument)
            {
                return Security.HashSeedProbe.Main(args);
            }

            string label = "tests";
            List<string> namespaces = new List<string>();
            List<(string Prefix, string Reason)> exclusions = new List<(string, string)>();
            List<string> showOutput = new List<string>();
            Options options = new Options();
            WineStaleFrames? wineWorkaround = null;
            int stallSeconds = 0;
            for (int i = 0; i < args.Length; i += 2)
            {
                if (args[i] == "--serial")
                {
                    // One test collection at a time (tests still start their own threads).
                    options.SetValue("xunit.execution.DisableParallelization", true);
                    i--;
                    continue;
                }

                if (i + 1 >= args.Length)
                {
                    Console.Error.WriteLine("missing value after " + args[i]);
                    return 2;
                }

                switch (args[i])
                {
                    case "--label": label = args[i + 1]; break;
                    case "--namespace": namespaces.Add(args[i + 1]); break;
                    case "--show-output": showOutput.Add(args[i + 1]); break;
                    case "--exclusions": exclusions.AddRange(ReadExclusions(args[i + 1])); break;
                    case "--wine-stale-frames": wineWorkaround = WineStaleFrames.Install(args[i + 1], label); break;
                    case "--stall-seconds": stallSeconds = int.Parse(args[i + 1], System.Globalization.CultureInfo.InvariantCulture); break;
                    default:
                        Console.Error.WriteLine("unknown argument " + args[i]);
                        return 2;
                }
            }

            Stopwatch clock = Stopwatch.StartNew();
            Assembly assembly = typeof(EmulatedRunner).Assembly;
            Sink diagnostics = new Sink(label, showOutput);
            using XunitTestFramework framework = new XunitTestFramework(diagnostics);

            Sink discovery = new Sink(label, showOutput);
            using (ITestFrameworkDiscoverer discoverer = framework.GetDiscoverer(Reflector.Wrap(assembly)))
            {
                discoverer.Find(includeSourceInformation: false, discovery, options);
                discovery.Finished.WaitOne();
            }

            List<ITestCase> selected = new List<ITestCase>();
            Dictionary<(string Prefix, string Reason), int> excludedCounts = exclusions.ToDictionary(e => e, _ => 0);
            int outsideNamespaces = 0;
            foreach (ITestCase testCase in discovery.Discovered)
            {
                string name = testCase.TestMethod.TestClass.Class.Name + "." + testCase.TestMethod.Method.Name;
                if (namespaces.Count > 0 && !namespaces.Any(n => name.StartsWith(n + ".", StringComparison.Ordinal)))
                {
                    outsideNamespaces++;
                    continue;
                }

                (string Prefix, string Reason) exclusion = exclusions.FirstOrDefault(e => name.StartsWith(e.Prefix, StringComparison.Ordinal));
                if (exclusion.Prefix is not null)
                {
                    excludedCounts[exclusion]++;
                    continue;
                }

                selected.Add(testCase);
            }

            Console.WriteLine($"{label}: {discovery.Discovered.Count} test cases discovered, {selected.Count} selected" +
                (namespaces.Count > 0 ? $" ({outsideNamespaces} outside {string.Join(", ", namespaces)} not run)" : string.Empty));
            foreach (KeyValuePair<(string Prefix, string Reason), int> excluded in excludedCounts)
            {
                Console.WriteLine($"{label}: not run here: {excluded.Key.Prefix} ({excluded.Value} test cases): {excluded.Key.Reason}");
            }

            // A filter that selects nothing (a namespace renamed or mistyped, an exclusion that covers everything) is a
            // failure, not an empty success: each namespace asked for must select at least one test case.
            List<string> emptyNamespaces = namespaces.Where(n => !selected.Any(t => (t.TestMethod.TestClass.Class.Name + ".").StartsWith(n + ".", StringComparison.Ordinal))).ToList();
            if (selected.Count == 0 || emptyNamespaces.Count > 0)
            {
                Console.WriteLine($"{label}: ERROR no test case selected" + (emptyNamespaces.Count > 0 ? $" in {string.Join(", ", emptyNamespaces)}" : string.Empty));
                return 1;
            }

            Sink execution = new Sink(label, showOutput);
            using Timer? stallWatch = stallSeconds <= 0 ? null : new Timer(_ => execution.ExitIfStalled(TimeSpan.FromSeconds(stallSeconds)), null, TimeSpan.FromSeconds(5), TimeSpan.FromSeconds(5));
            using (ITestFrameworkExecutor executor = framework.GetExecutor(assembly.GetName()))
            {
                executor.RunTests(selected, execution, options);
                execution.Finished.WaitOne();
            }

            wineWorkaround?.Report();
            Console.WriteLine($"{label}: slowest test classes (execution times summed): {execution.SlowestClasses(12)}");
            Console.WriteLine($"{label}: {execution.Passed} passed, {execution.Failed} failed, {execution.Skipped} skipped, {execution.Errors} errors in {clock.Elapsed.TotalSeconds:F0} s");
            return execution.Failed == 0 && execution.Errors == 0 && execution.Passed > 0 ? 0 : 1;
        }

        /// <summary>
        /// The wine workaround of scripts/emulated/wine-stale-frames.c (see there): a native vectored exception handler
        /// that drops the stale records wine 8.0 leaves on a thread's TEB exception list, which otherwise make wine end
        /// the thread. Loaded only when the script asks for it (the win-x64 run under wine).
        /// </summary>
        private sealed class WineStaleFrames
        {
            private readonly string label;
            private readonly CountsFunction counts;

            private WineStaleFrames(string label, CountsFunction counts)
            {
                this.label = label;
                this.counts = counts;
            }

            [UnmanagedFunctionPointer(CallingConvention.Winapi)]
            private delegate int InstallFunction();

            [UnmanagedFunctionPointer(CallingConvention.Winapi)]
            private delegate void CountsFunction(out int records, out int exceptions);

            public static WineStaleFrames Install(string file, string label)
            {
                IntPtr library = NativeLibrary.Load(Path.GetFullPath(file));
                InstallFunction install = Marshal.GetDelegateForFunctionPointer<InstallFunction>(NativeLibrary.GetExport(library, "bp_wine_stale_frames_install"));
                if (install() != 1)
                {
                    throw new InvalidOperationException("AddVectoredExceptionHandler failed for the wine workaround " + file);
                }

                Console.WriteLine($"{label}: wine workaround installed: {Path.GetFileName(file)} drops the stale TEB exception records wine 8.0 leaves behind (scripts/emulated/wine-stale-frames.c)");
                return new WineStaleFrames(label, Marshal.GetDelegateForFunctionPointer<CountsFunction>(NativeLibrary.GetExport(library, "bp_wine_stale_frames_counts")));
            }

            public void Report()
            {
                this.counts(out int records, out int exceptions);
                Console.WriteLine($"{this.label}: wine workaround: {records} stale TEB exception records dropped, found by {exceptions} exceptions (without it, each such exception ends its thread)");
            }
        }

        private static IEnumerable<(string Prefix, string Reason)> ReadExclusions(string file)
        {
            foreach (string raw in File.ReadAllLines(file))
            {
                string line = raw.Trim();
                if (line.Length == 0 || line.StartsWith('#'))
                {
                    continue;
                }

                int bar = line.IndexOf('|', StringComparison.Ordinal);
                if (bar <= 0 || string.IsNullOrWhiteSpace(line.Substring(bar + 1)))
                {
                    throw new FormatException($"{file}: '{line}' is not 'PREFIX | reason': every test not run needs its reason.");
                }

                yield return (line.Substring(0, bar).Trim(), line.Substring(bar + 1).Trim());
            }
        }

        /// <summary>Collects discovery and counts and prints execution messages; thread-safe (xunit reports from many threads).</summary>
        private sealed class Sink : LongLivedMarshalByRefObject, IMessageSink
        {
            private readonly string label;
            private readonly List<string> showOutput;
            private readonly object gate = new object();
            private readonly ConcurrentDictionary<string, DateTime> running = new ConcurrentDictionary<string, DateTime>();
            private readonly ConcurrentDictionary<string, decimal> classSeconds = new ConcurrentDictionary<string, decimal>();
            private int passed, failed, skipped, errors;
            private long lastProgressTicks = DateTime.UtcNow.Ticks;
            private Timer? watchdog;

            public Sink(string label, List<string> showOutput)
            {
                this.label = label;
                this.showOutput = showOutput;

                // A hang names itself: every two minutes, the tests running for longer than that are printed.
                this.watchdog = new Timer(_ => this.ReportLongRunning(), null, TimeSpan.FromMinutes(2), TimeSpan.FromMinutes(2));
            }

            public ManualResetEvent Finished { get; } = new ManualResetEvent(false);

            public ConcurrentQueue<ITestCase> DiscoveredQueue { get; } = new ConcurrentQueue<ITestCase>();

            public List<ITestCase> Discovered => this.DiscoveredQueue.ToList();

            public int Passed => this.passed;

            public int Failed => this.failed;

            public int Skipped => this.skipped;

            public int Errors => this.errors;

            public bool OnMessage(IMessageSinkMessage message)
            {
                switch (message)
                {
                    case ITestCaseDiscoveryMessage found:
                        this.DiscoveredQueue.Enqueue(found.TestCase);
                        break;
                    case IDiscoveryCompleteMessage:
                    case ITestAssemblyFinished:
                        this.watchdog?.Dispose();
                        this.watchdog = null;
                        this.Finished.Set();
                        break;
                    case ITestStarting starting:
                        this.running[starting.Test.DisplayName] = DateTime.UtcNow;
                        break;
                    case ITestFinished finished:
                        this.running.TryRemove(finished.Test.DisplayName, out _);
                        this.classSeconds.AddOrUpdate(finished.TestClass.Class.Name, finished.ExecutionTime, (_, sum) => sum + finished.ExecutionTime);
                        Interlocked.Exchange(ref this.lastProgressTicks, DateTime.UtcNow.Ticks);
                        break;
                    case ITestPassed pass:
                        Interlocked.Increment(ref this.passed);
                        if (this.showOutput.Any(p => pass.Test.DisplayName.StartsWith(p, StringComparison.Ordinal)) && pass.Output.Length > 0)
                        {
                            this.Print(pass.Output.TrimEnd().Split('\n').Select(l => "  " + l.TrimEnd('\r')).Prepend($"{this.label}: output of {pass.Test.DisplayName}:"));
                        }

                        break;
                    case ITestFailed fail:
                        Interlocked.Increment(ref this.failed);
                        this.Print(new[] { $"{this.label}: FAILED {fail.Test.DisplayName}", Describe(fail), fail.Output });
                        break;
                    case ITestSkipped skip:
                        Interlocked.Increment(ref this.skipped);
                        this.Print(new[] { $"{this.label}: skipped {skip.Test.DisplayName}: {skip.Reason}" });
                        break;
                    case IFailureInformation failure: // cleanup failures, catastrophic errors
                        Interlocked.Increment(ref this.errors);
                        this.Print(new[] { $"{this.label}: ERROR {message.GetType().Name}", Describe(failure) });
                        break;
                }

                return true;
            }

            /// <summary>
            /// Gets the test classes that took the most time, their tests' execution times summed (tests of different
            /// classes overlap, so the sums add up to more than the run's wall time): where an emulated run's time goes.
            /// </summary>
            /// <param name="count">How many classes to name.</param>
            /// <returns>One line.</returns>
            public string SlowestClasses(int count) =>
                string.Join(", ", this.classSeconds.OrderByDescending(c => c.Value).Take(count)
                    .Select(c => $"{c.Key.Substring(c.Key.LastIndexOf('.') + 1)} {c.Value:F0} s"));

            /// <summary>Ends the process (exit code 3) when no test has finished for <paramref name="limit"/>.</summary>
            public void ExitIfStalled(TimeSpan limit)
            {
                TimeSpan idle = DateTime.UtcNow - new DateTime(Interlocked.Read(ref this.lastProgressTicks), DateTimeKind.Utc);
                if (idle <= limit || this.Finished.WaitOne(0))
                {
                    return;
                }

                DateTime now = DateTime.UtcNow;
                this.Print(this.running.Select(t => $"{this.label}: running for {(now - t.Value).TotalSeconds:F0} s: {t.Key}")
                    .Append($"{this.label}: STALLED no test finished in {idle.TotalSeconds:F0} s ({this.passed} passed, {this.failed} failed so far); ending the process"));
                Environment.Exit(3);
            }

            private void ReportLongRunning()
            {
                DateTime now = DateTime.UtcNow;
                foreach (KeyValuePair<string, DateTime> test in this.running.Where(t => now - t.Value > TimeSpan.FromMinutes(2)))
                {
                    this.Print(new[] { $"{this.label}: still running after {(now - test.Value).TotalMinutes:F0} min: {test.Key}" });
                }
            }

            private static string Describe(IFailureInformation failure) =>
                string.Join("\n", Enumerable.Range(0, failure.Messages.Length).Select(i =>
                    $"  {failure.ExceptionTypes[i]}: {failure.Messages[i]}\n{failure.StackTraces.ElementAtOrDefault(i)}"));

            private void Print(IEnumerable<string> lines)
            {
                lock (this.gate)
                {
                    foreach (string line in lines)
                    {
                        if (!string.IsNullOrEmpty(line))
                        {
                            Console.WriteLine(line);
                        }
                    }
                }
            }
        }

        /// <summary>xunit's defaults for every option (theories enumerated up front, parallel collections).</summary>
        private sealed class Options : ITestFrameworkDiscoveryOptions, ITestFrameworkExecutionOptions
        {
            private readonly ConcurrentDictionary<string, object?> values = new ConcurrentDictionary<string, object?>();

            public TValue GetValue<TValue>(string name) => this.values.TryGetValue(name, out object? value) && value is TValue typed ? typed : default!;

            public void SetValue<TValue>(string name, TValue value) => this.values[name] = value;
        }
    }
}
