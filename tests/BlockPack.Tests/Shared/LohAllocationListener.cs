using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Diagnostics.Tracing;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Counts the runtime's Large Object Heap allocation ticks (GCAllocationTick_V4 with AllocationKind 1) between two
    /// sentinel allocations, so that a test can show an operation allocated nothing there. The one LOH listener of the
    /// tests, the benchmark program and the Orleans cluster host: each compiles this file (a link in its project).
    /// </summary>
    /// <remarks>
    /// The runtime raises a tick each time about 100 KB have been allocated in a heap since the last one. Allocating
    /// a sentinel array of 160 KB fires one and resets the count, and the events arrive in order, so the ticks seen
    /// between the start sentinel and the end sentinel are the ones the measured code caused. Any LOH object is at
    /// least 85,000 bytes, so repeating the operation a few times turns even one such object per call into ticks.
    /// A single LOH object too small to reach the next tick is still seen: the end sentinel's tick reports every LOH
    /// byte allocated since the start sentinel's (AllocationAmount64), and anything beyond the sentinel itself that
    /// reaches the 85,000-byte minimum is reported as an allocation of its own.
    /// </remarks>
    internal sealed class LohAllocationListener : EventListener
    {
        private const int GCAllocationTickEventId = 10;
        private const uint LargeObjectHeapKind = 1;
        private const long GCKeyword = 0x1;

        // No LOH object is smaller; any end-sentinel surplus of this size is an object the measured code allocated.
        private const long SmallestLargeObject = 85_000;

        // The sentinels: arrays of 8-byte elements, 160 KB, over the tick's ~100 KB; an array's object is its
        // elements plus a 24-byte header on 64-bit (the surplus threshold leaves room for any other layout).
        private const int SentinelLength = 20_000;
        private const long SentinelBytes = (SentinelLength * 8L) + 24;

        private readonly object gate = new object();
        private readonly List<string> largeAllocations = new List<string>();
        private string? awaitedSentinel;
        private bool recording;
        private bool sawSentinel;
        private long sentinelTickAmount;
        private long measuredBytes;

        /// <summary>
        /// Gets the LOH bytes allocated between the last <see cref="Start"/> and <see cref="Stop"/>: the amounts the
        /// ticks in between reported, plus what the end sentinel's tick reported beyond the sentinel itself.
        /// </summary>
        internal long MeasuredBytes
        {
            get
            {
                lock (this.gate)
                {
                    return this.measuredBytes;
                }
            }
        }

        /// <summary>Runs <paramref name="operation"/> and returns the type names of the LOH ticks it caused.</summary>
        internal IReadOnlyList<string> Measure(Action operation)
        {
            this.Start();
            operation();
            return this.Stop();
        }

        /// <summary>
        /// Runs <paramref name="operation"/> inside a measurement and, when that saw a large object, once more inside a
        /// second one, whose findings it returns. The runtime's events come from every thread of the process, so a large
        /// object another component made at that moment (seen once in 20 runs of the Orleans test beside two busy loops:
        /// 98,376 bytes, unnamed) would otherwise fail a test of code that made none; an object the operation makes
        /// on every call is seen by both measurements. What the first saw goes to <paramref name="report"/>.
        /// </summary>
        /// <param name="operation">The code measured; it must do the same work each time it runs.</param>
        /// <param name="report">Receives one line describing the first measurement's findings, when there are any.</param>
        /// <param name="counted">Which type names count (all when <see langword="null"/>): a test leaves out a library's own
        /// allocations that it documents as not BlockPack's.</param>
        /// <returns>The counted type names of the last measurement: empty when the operation allocated nothing there.</returns>
        internal IReadOnlyList<string> MeasureConfirmed(Action operation, Action<string> report, Func<string, bool>? counted = null)
        {
            IReadOnlyList<string> first = Counted(this.Measure(operation), counted);
            if (first.Count == 0)
            {
                return first;
            }

            report($"first measurement: {CountByType(first)} ({this.MeasuredBytes} bytes); measured again");
            return Counted(this.Measure(operation), counted);
        }

        /// <summary>Runs <paramref name="operation"/> and returns the type names of the LOH ticks it caused.</summary>
        internal async Task<IReadOnlyList<string>> MeasureAsync(Func<Task> operation)
        {
            this.Start();
            await operation().ConfigureAwait(false);
            return this.Stop();
        }

        /// <summary>
        /// Starts a measurement: allocates the start sentinel and waits for its tick, then records every LOH tick until
        /// <see cref="Stop"/>. For code whose start and end are not one call (a server process measured between two
        /// requests); otherwise use <see cref="Measure"/>.
        /// </summary>
        internal void Start()
        {
            this.AllocateSentinel<StartSentinel>();
            lock (this.gate)
            {
                this.largeAllocations.Clear();
                this.measuredBytes = 0;
                this.recording = true;
            }
        }

        /// <summary>
        /// Ends the measurement <see cref="Start"/> began: allocates the end sentinel and waits for its tick, so every tick
        /// raised before it has arrived.
        /// </summary>
        /// <returns>The type name of each LOH tick since <see cref="Start"/>, and one entry for LOH bytes below a tick.</returns>
        internal IReadOnlyList<string> Stop()
        {
            long sentinelBytes = this.AllocateSentinel<EndSentinel>();
            lock (this.gate)
            {
                this.recording = false;
                long surplus = this.sentinelTickAmount - sentinelBytes;
                if (surplus >= SmallestLargeObject)
                {
                    this.largeAllocations.Add($"(unnamed: {surplus} LOH bytes below a tick, reported with the end sentinel)");
                    this.measuredBytes += surplus;
                }

                return this.largeAllocations.ToArray();
            }
        }

        /// <summary>
        /// Counts the entries of a measurement by type, short names in ordinal order (<c>Byte[]×3 IntKeyRecord[]×5</c>):
        /// which LOH allocations are buffers and which are the deserialized value itself.
        /// </summary>
        /// <param name="typeNames">What <see cref="Stop"/> or <see cref="Measure"/> returned.</param>
        /// <returns>The counts, space-separated; empty for none.</returns>
        internal static string CountByType(IReadOnlyList<string> typeNames)
        {
            SortedDictionary<string, int> counts = new SortedDictionary<string, int>(StringComparer.Ordinal);
            foreach (string typeName in typeNames)
            {
                string name = typeName.StartsWith("(unnamed", StringComparison.Ordinal) ? "unnamed" : typeName.Substring(typeName.LastIndexOf('.') + 1);
                counts[name] = counts.TryGetValue(name, out int n) ? n + 1 : 1;
            }

            return string.Join(" ", counts.Select(p => $"{p.Key}×{p.Value}"));
        }

        protected override void OnEventSourceCreated(EventSource eventSource)
        {
            if (eventSource.Name == "Microsoft-Windows-DotNETRuntime")
            {
                this.EnableEvents(eventSource, EventLevel.Verbose, (EventKeywords)GCKeyword);
            }
        }

        protected override void OnEventWritten(EventWrittenEventArgs eventData)
        {
            if (eventData.EventId != GCAllocationTickEventId || eventData.Payload is null || eventData.PayloadNames is null)
            {
                return;
            }

            uint kind = Convert.ToUInt32(eventData.Payload[eventData.PayloadNames.IndexOf("AllocationKind")], System.Globalization.CultureInfo.InvariantCulture);
            if (kind != LargeObjectHeapKind)
            {
                return;
            }

            string typeName = eventData.Payload[eventData.PayloadNames.IndexOf("TypeName")] as string ?? "?";
            lock (this.gate)
            {
                if (this.awaitedSentinel is not null && typeName.Contains(this.awaitedSentinel, StringComparison.Ordinal))
                {
                    this.sentinelTickAmount = Convert.ToInt64(eventData.Payload[eventData.PayloadNames.IndexOf("AllocationAmount64")], System.Globalization.CultureInfo.InvariantCulture);
                    this.sawSentinel = true;
                    Monitor.PulseAll(this.gate);
                }
                else if (this.recording)
                {
                    this.largeAllocations.Add(typeName);
                    this.measuredBytes += Convert.ToInt64(eventData.Payload[eventData.PayloadNames.IndexOf("AllocationAmount64")], System.Globalization.CultureInfo.InvariantCulture);
                }
            }
        }

        private static IReadOnlyList<string> Counted(IReadOnlyList<string> typeNames, Func<string, bool>? counted)
            => counted is null ? typeNames : typeNames.Where(counted).ToArray();

        /// <summary>Allocates a sentinel array, waits for its tick and returns the array's size in bytes.</summary>
        private long AllocateSentinel<T>()
            where T : struct
        {
            string name = typeof(T).Name;
            lock (this.gate)
            {
                this.awaitedSentinel = name;
                this.sawSentinel = false;
            }

            Stopwatch waited = Stopwatch.StartNew();
            GC.KeepAlive(new T[SentinelLength]);
            lock (this.gate)
            {
                while (!this.sawSentinel)
                {
                    if (waited.Elapsed > TimeSpan.FromSeconds(60))
                    {
                        throw new InvalidOperationException($"The runtime never reported the {name} LOH allocation; GC events are not arriving.");
                    }

                    Monitor.Wait(this.gate, TimeSpan.FromMilliseconds(100));
                }

                this.awaitedSentinel = null;
            }

            return SentinelBytes;
        }

        // Distinct 8-byte element types, so the sentinels' ticks are recognisable by type name.
        private readonly record struct StartSentinel(long Padding);

        private readonly record struct EndSentinel(long Padding);
    }
}
