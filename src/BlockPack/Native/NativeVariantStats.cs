using System.Runtime.InteropServices;

namespace BlockPack.Native
{
    /// <summary>The C struct <c>bp_lz4_variant_stats</c>, field for field.</summary>
    [StructLayout(LayoutKind.Sequential)]
    internal struct NativeVariantStats
    {
        /// <summary>Decode calls that ran the variant.</summary>
        public ulong Calls;

        /// <summary>Bytes produced by successful calls.</summary>
        public ulong Bytes;

        /// <summary>Calls timed by the adaptive sampler.</summary>
        public ulong TimedCalls;

        /// <summary>Bytes produced by timed calls.</summary>
        public ulong TimedBytes;

        /// <summary>Monotonic nanoseconds spent in timed calls.</summary>
        public ulong TimedNanoseconds;
    }
}
