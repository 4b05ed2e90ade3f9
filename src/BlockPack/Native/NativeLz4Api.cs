using System;
using System.Runtime.InteropServices;

namespace BlockPack.Native
{
    /// <summary>The real <see cref="INativeLz4Api"/>: spans pinned and passed to <see cref="NativeLz4Methods"/>.</summary>
    internal sealed unsafe class NativeLz4Api : INativeLz4Api
    {
        /// <summary><c>BP_LZ4_VARIANT_COUNT</c>.</summary>
        internal const int NativeVariantCount = 4;

        /// <summary>The one instance.</summary>
        internal static readonly NativeLz4Api Instance = new NativeLz4Api();

        private NativeLz4Api()
        {
        }

        /// <inheritdoc/>
        public int VariantCount => NativeVariantCount;

        /// <inheritdoc/>
        public int Version() => NativeLz4Methods.Version();

        /// <inheritdoc/>
        public bool IsVariantAvailable(int variant) => NativeLz4Methods.VariantAvailable(variant) != 0;

        /// <inheritdoc/>
        public string? VariantName(int variant) => NativeLz4Methods.ReadAscii(NativeLz4Methods.VariantName(variant));

        /// <inheritdoc/>
        public int Decode(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return NativeLz4Methods.Decode(src, source.Length, dst, destination.Length);
            }
        }

        /// <inheritdoc/>
        public int DecodeVariant(int variant, ReadOnlySpan<byte> source, Span<byte> destination)
        {
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return NativeLz4Methods.DecodeVariant(variant, src, source.Length, dst, destination.Length);
            }
        }

        /// <inheritdoc/>
        public int Encode(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return NativeLz4Methods.Encode(src, source.Length, dst, destination.Length, NativeLz4Methods.DefaultAcceleration);
            }
        }
    }
}
