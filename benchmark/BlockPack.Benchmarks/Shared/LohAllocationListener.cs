using System;
using System.Collections.Concurrent;
using System.Diagnostics.Tracing;
using System.Linq;
using System.Threading;

namespace BlockPack.Benchmarks.Shared
{
    /// <summary>
    /// Counts the runtime's allocation-tick events for the Large Object Heap. The runtime raises one each time about
    /// 100 KB more has been allocated on a heap since the last one, reporting the amount; every object on the LOH is at
    /// least 85,000 bytes, so a run of N operations with no LOH tick allocated less than 100 KB there in total, which
    /// is at most one LOH object in the whole run.
    /// </summary>
    internal sealed class LohAllocationListener : EventListener
    {
        private const string RuntimeProvider = "Microsoft-Windows-DotNETRuntime";
        private const EventKeywords GcKeyword = (EventKeywords)0x1;
        private const uint LargeObjectHeapKind = 1;

        private readonly ConcurrentDictionary<string, int> ticksByType = new ConcurrentDictionary<string, int>();
        private long largeTicks;
        private long largeBytes;

        /// <summary>Gets the LOH ticks seen since the last <see cref="Reset"/>.</summary>
        internal long LargeTicks => Interlocked.Read(ref this.largeTicks);

        /// <summary>Gets the LOH bytes the ticks since the last <see cref="Reset"/> reported.</summary>
        internal long LargeBytes => Interlocked.Read(ref this.largeBytes);

        /// <summary>
        /// Gets the types of the objects whose allocation raised the LOH ticks since the last <see cref="Reset"/>, with
        /// their tick counts (<c>System.Byte[]×3 IntKeyRecord[]×5</c>): which allocations are buffers and which are the
        /// deserialized value itself.
        /// </summary>
        internal string TickTypes
            => string.Join(" ", this.ticksByType.OrderBy(p => p.Key, StringComparer.Ordinal).Select(p => $"{ShortName(p.Key)}×{p.Value}"));

        /// <summary>Starts counting from zero.</summary>
        internal void Reset()
        {
            Interlocked.Exchange(ref this.largeTicks, 0);
            Interlocked.Exchange(ref this.largeBytes, 0);
            this.ticksByType.Clear();
        }

        /// <inheritdoc/>
        protected override void OnEventSourceCreated(EventSource eventSource)
        {
            if (eventSource.Name == RuntimeProvider)
            {
                this.EnableEvents(eventSource, EventLevel.Verbose, GcKeyword);
            }
        }

        /// <inheritdoc/>
        protected override void OnEventWritten(EventWrittenEventArgs eventData)
        {
            if (eventData.EventName is null || !eventData.EventName.StartsWith("GCAllocationTick", StringComparison.Ordinal) || eventData.PayloadNames is null)
            {
                return;
            }

            int kindIndex = eventData.PayloadNames.IndexOf("AllocationKind");
            if (kindIndex < 0 || Convert.ToUInt32(eventData.Payload![kindIndex]) != LargeObjectHeapKind)
            {
                return;
            }

            int amountIndex = eventData.PayloadNames.IndexOf("AllocationAmount64");
            if (amountIndex < 0)
            {
                amountIndex = eventData.PayloadNames.IndexOf("AllocationAmount");
            }

            Interlocked.Increment(ref this.largeTicks);
            Interlocked.Add(ref this.largeBytes, Convert.ToInt64(eventData.Payload![amountIndex]));
            int typeIndex = eventData.PayloadNames.IndexOf("TypeName");
            string type = typeIndex >= 0 ? eventData.Payload![typeIndex] as string ?? "?" : "?";
            this.ticksByType.AddOrUpdate(type, 1, (_, n) => n + 1);
        }

        private static string ShortName(string typeName)
        {
            int dot = typeName.LastIndexOf('.');
            return dot >= 0 ? typeName.Substring(dot + 1) : typeName;
        }
    }
}
