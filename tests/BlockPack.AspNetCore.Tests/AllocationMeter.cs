using System;
using System.Diagnostics.Tracing;
using System.Threading;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// Measures what the process allocates while an action runs: total managed bytes (<see cref="GC.GetTotalAllocatedBytes"/>)
    /// and large-object-heap allocations, seen through the runtime's GCAllocationTick events (one per ~100 KB allocated
    /// of a kind, so any array of 100 KB or more on the LOH raises at least one). Client and server share the process, so
    /// the figures are an upper bound for the server.
    /// </summary>
    internal sealed class AllocationMeter : EventListener
    {
        private const int LargeObjectHeapKind = 1;
        private int largeTicks;
        private long largeBytes;
        private volatile bool recording;

        public long LargeObjectHeapBytes => Interlocked.Read(ref this.largeBytes);

        public int LargeObjectHeapTicks => Volatile.Read(ref this.largeTicks);

        public static async Task<(long AllocatedBytes, int LohTicks, long LohBytes)> MeasureAsync(Func<Task> action)
        {
            using var meter = new AllocationMeter();

            // The session starts asynchronously; give it time to deliver, so the action is fully covered.
            await Task.Delay(500);
            long before = GC.GetTotalAllocatedBytes(precise: true);
            meter.recording = true;
            await action();
            long allocated = GC.GetTotalAllocatedBytes(precise: true) - before;

            // Events arrive on the listener's dispatch thread after a delay.
            await Task.Delay(1500);
            meter.recording = false;
            return (allocated, meter.LargeObjectHeapTicks, meter.LargeObjectHeapBytes);
        }

        protected override void OnEventSourceCreated(EventSource eventSource)
        {
            if (eventSource.Name == "Microsoft-Windows-DotNETRuntime")
            {
                // GC keyword (0x1) at verbose level: GCAllocationTick.
                this.EnableEvents(eventSource, EventLevel.Verbose, (EventKeywords)0x1);
            }
        }

        protected override void OnEventWritten(EventWrittenEventArgs eventData)
        {
            if (!this.recording || eventData.EventName is null || !eventData.EventName.StartsWith("GCAllocationTick", StringComparison.Ordinal) || eventData.PayloadNames is null)
            {
                return;
            }

            int kindIndex = eventData.PayloadNames.IndexOf("AllocationKind");
            int amountIndex = eventData.PayloadNames.IndexOf("AllocationAmount64");
            if (kindIndex >= 0 && Convert.ToInt32(eventData.Payload![kindIndex]) == LargeObjectHeapKind)
            {
                Interlocked.Increment(ref this.largeTicks);
                if (amountIndex >= 0)
                {
                    Interlocked.Add(ref this.largeBytes, Convert.ToInt64(eventData.Payload[amountIndex]));
                }
            }
        }
    }
}
