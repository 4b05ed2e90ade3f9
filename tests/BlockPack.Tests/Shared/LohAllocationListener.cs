using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Diagnostics.Tracing;
using System.Threading;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Counts the runtime's Large Object Heap allocation ticks (GCAllocationTick_V4 with AllocationKind 1) between two
    /// sentinel allocations, so that a test can show an operation allocated nothing there.
    /// </summary>
    /// <remarks>
    /// The runtime raises a tick each time about 100 KB have been allocated in a heap since the last one. Allocating
    /// a sentinel array of 160 KB fires one and resets the count, and the events arrive in order, so the ticks seen
    /// between the start sentinel and the end sentinel are the ones the measured code caused. Any LOH object is at
    /// least 85,000 bytes, so repeating the operation a few times turns even one such object per call into ticks.
    /// </remarks>
    internal sealed class LohAllocationListener : EventListener
    {
        private const int GCAllocationTickEventId = 10;
        private const uint LargeObjectHeapKind = 1;
        private const long GCKeyword = 0x1;

        private readonly object gate = new object();
        private readonly List<string> largeAllocations = new List<string>();
        private string? awaitedSentinel;
        private bool recording;
        private bool sawSentinel;

        /// <summary>Runs <paramref name="operation"/> and returns the type names of the LOH ticks it caused.</summary>
        internal IReadOnlyList<string> Measure(Action operation)
        {
            this.AllocateSentinel<StartSentinel>();
            lock (this.gate)
            {
                this.largeAllocations.Clear();
                this.recording = true;
            }

            operation();
            this.AllocateSentinel<EndSentinel>();
            lock (this.gate)
            {
                this.recording = false;
                return this.largeAllocations.ToArray();
            }
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
                    this.sawSentinel = true;
                    Monitor.PulseAll(this.gate);
                }
                else if (this.recording)
                {
                    this.largeAllocations.Add(typeName);
                }
            }
        }

        private void AllocateSentinel<T>()
            where T : struct
        {
            string name = typeof(T).Name;
            lock (this.gate)
            {
                this.awaitedSentinel = name;
                this.sawSentinel = false;
            }

            Stopwatch waited = Stopwatch.StartNew();
            GC.KeepAlive(new T[20_000]);
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
        }

        // Distinct 8-byte element types, so the sentinels' ticks are recognisable by type name.
        private readonly record struct StartSentinel(long Padding);

        private readonly record struct EndSentinel(long Padding);
    }
}
