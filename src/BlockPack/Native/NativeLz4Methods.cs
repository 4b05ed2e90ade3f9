using System;
using System.Runtime.InteropServices;
#if NET8_0_OR_GREATER
using System.Runtime.CompilerServices;
#endif

namespace BlockPack.Native
{
    /// <summary>
    /// The entry points of BlockPack's own native LZ4 decoder (<c>blockpack_native</c>, src/native, C API in
    /// <c>blockpack_lz4.h</c>). <c>[LibraryImport]</c> on .NET 8+ (marshalling generated at compile time) and
    /// <c>[DllImport]</c> on netstandard2.0; every parameter is blittable, so both compile to a direct call.
    /// </summary>
    /// <remarks>
    /// No <c>SuppressGCTransition</c>: a 64 KB block takes 10–20 µs to decode, far beyond the microsecond for which
    /// skipping the GC transition is safe. The static constructor puts the library resolver in place before the first
    /// call binds the library, whichever call that is.
    /// </remarks>
    internal static unsafe partial class NativeLz4Methods
    {
        /// <summary><c>BP_LZ4_ENCODE_MAX_INPUT</c>: the largest input <see cref="Encode"/> takes.</summary>
        internal const int EncodeMaxInput = 65536;

        /// <summary>The acceleration BlockPack encodes with: 1, LZ4's default fast level (as K4os's <c>L00_FAST</c>).</summary>
        internal const int DefaultAcceleration = 1;

        /// <summary>
        /// The acceleration of <see cref="MessagePackCompressionLevel.Fastest"/>, chosen by measurement
        /// (docs/measurements/2026-11-25-compression-levels.md; summary in docs/performance.md).
        /// </summary>
        internal const int FastestAcceleration = 8;

        /// <summary>The library name every call binds to: <c>libblockpack_native.so</c>, <c>blockpack_native.dll</c>, ...</summary>
        internal const string LibraryName = "blockpack_native";

        static NativeLz4Methods()
        {
            NativeLibraryResolver.EnsureInstalled();
        }

#if NET8_0_OR_GREATER
        /// <summary><c>bp_lz4_decode</c>: decodes one block with the adaptively chosen variant.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_decode")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int Decode(byte* source, int sourceLength, byte* destination, int destinationLength);

        /// <summary><c>bp_lz4_decode_variant</c>: decodes one block with the given variant.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_decode_variant")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int DecodeVariant(int variant, byte* source, int sourceLength, byte* destination, int destinationLength);

        /// <summary><c>bp_lz4_variant_available</c>: 1 when the variant runs on this CPU.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_variant_available")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int VariantAvailable(int variant);

        /// <summary><c>bp_lz4_variant_name</c>: a static ASCII string, or null.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_variant_name")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial byte* VariantName(int variant);

        /// <summary><c>bp_lz4_get_stats</c>: copies one variant's process-wide counters.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_get_stats")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int GetStats(int variant, NativeVariantStats* stats);

        /// <summary><c>bp_lz4_reset_stats</c>.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_reset_stats")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial void ResetStats();

        /// <summary><c>bp_lz4_version</c>: <c>(major &lt;&lt; 16) | (minor &lt;&lt; 8) | patch</c>.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_version")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int Version();

        /// <summary><c>bp_lz4_cpu_features</c>: the bp_lz4_cpu_feature bits of this CPU.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_cpu_features")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial uint CpuFeatures();

        /// <summary><c>bp_lz4_encode</c> (library 0.2+): one block of at most 64 KB; 0 when it does not fit.</summary>
        [LibraryImport(LibraryName, EntryPoint = "bp_lz4_encode")]
        [UnmanagedCallConv(CallConvs = new[] { typeof(CallConvCdecl) })]
        internal static partial int Encode(byte* source, int sourceLength, byte* destination, int destinationCapacity, int acceleration);
#else
        /// <summary><c>bp_lz4_decode</c>: decodes one block with the adaptively chosen variant.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_decode", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int Decode(byte* source, int sourceLength, byte* destination, int destinationLength);

        /// <summary><c>bp_lz4_decode_variant</c>: decodes one block with the given variant.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_decode_variant", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int DecodeVariant(int variant, byte* source, int sourceLength, byte* destination, int destinationLength);

        /// <summary><c>bp_lz4_variant_available</c>: 1 when the variant runs on this CPU.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_variant_available", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int VariantAvailable(int variant);

        /// <summary><c>bp_lz4_variant_name</c>: a static ASCII string, or null.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_variant_name", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern byte* VariantName(int variant);

        /// <summary><c>bp_lz4_get_stats</c>: copies one variant's process-wide counters.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_get_stats", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int GetStats(int variant, NativeVariantStats* stats);

        /// <summary><c>bp_lz4_reset_stats</c>.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_reset_stats", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern void ResetStats();

        /// <summary><c>bp_lz4_version</c>: <c>(major &lt;&lt; 16) | (minor &lt;&lt; 8) | patch</c>.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_version", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int Version();

        /// <summary><c>bp_lz4_cpu_features</c>: the bp_lz4_cpu_feature bits of this CPU.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_cpu_features", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern uint CpuFeatures();

        /// <summary><c>bp_lz4_encode</c> (library 0.2+): one block of at most 64 KB; 0 when it does not fit.</summary>
        [DllImport(LibraryName, EntryPoint = "bp_lz4_encode", CallingConvention = CallingConvention.Cdecl, ExactSpelling = true)]
        internal static extern int Encode(byte* source, int sourceLength, byte* destination, int destinationCapacity, int acceleration);
#endif

        /// <summary>Reads a static NUL-terminated ASCII string the library returned.</summary>
        /// <param name="text">The pointer, or null.</param>
        /// <returns>The string, or null.</returns>
        internal static string? ReadAscii(byte* text)
        {
            if (text == null)
            {
                return null;
            }

            int length = 0;
            while (text[length] != 0)
            {
                length++;
            }

            return System.Text.Encoding.ASCII.GetString(text, length);
        }
    }
}
