using System;
using K4os.Compression.LZ4;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// The <see cref="IBlockCodec"/> that runs everywhere: K4os.Compression.LZ4's span API, pure managed code. It
    /// encodes on every platform and decodes wherever BlockPack's native decoder is absent or turned off.
    /// </summary>
    /// <remarks>
    /// K4os works on the caller's spans and keeps its hash table in unmanaged memory it frees itself, so a call
    /// allocates nothing on the managed heap. Its decoder accepts the forbidden match offset 0 (it copies the
    /// destination onto itself, exposing what a pooled buffer held before), so blocks are scanned for one first by
    /// <see cref="Lz4ZeroOffsetScan"/> and rejected, as the native decoder rejects them.
    /// </remarks>
    internal sealed class ManagedLz4BlockCodec : Lz4BlockCodec
    {
        /// <summary>LZ4's <c>LZ4_MAX_INPUT_SIZE</c>: the largest input one block can hold.</summary>
        internal const int MaxInputSize = 0x7E000000;

        /// <summary>
        /// The K4os level <see cref="MessagePackCompressionLevel.SmallestSize"/> uses, chosen by measurement
        /// (docs/performance.md, "Compression levels").
        /// </summary>
        internal const LZ4Level HighCompressionLevel = LZ4Level.L09_HC;

        /// <summary>The one instance; K4os's block functions keep no state between calls.</summary>
        internal static readonly ManagedLz4BlockCodec Instance = new ManagedLz4BlockCodec();

        private ManagedLz4BlockCodec()
        {
        }

        /// <summary>Gets the version of the K4os.Compression.LZ4 assembly in use, for diagnostics.</summary>
        internal static string LibraryVersion { get; } = typeof(LZ4Codec).Assembly.GetName().Version?.ToString(3) ?? "unknown";

        /// <inheritdoc/>
        public override int MaxCompressedLength(int inputLength) => WorstCaseLength(inputLength);

        /// <inheritdoc/>
        /// <remarks>
        /// K4os's block API takes a level but no acceleration, so <see cref="MessagePackCompressionLevel.Fastest"/> is
        /// its fast level here, the same as <see cref="MessagePackCompressionLevel.Optimal"/>.
        /// </remarks>
        public override int Compress(ReadOnlySpan<byte> source, Span<byte> destination, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            if (source.Length > MaxInputSize)
            {
                return 0;
            }

            // K4os answers -1 when the block does not fit (and 0 for an empty input, which the framing never compresses);
            // the interface promises 0 for "did not fit".
            int length = LZ4Codec.Encode(source, destination, level == MessagePackCompressionLevel.SmallestSize ? HighCompressionLevel : LZ4Level.L00_FAST);
            return length > 0 ? length : 0;
        }

        /// <inheritdoc/>
        public override int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            // An empty input is no LZ4 block (K4os would report 0 bytes decoded), and a zero offset would leak.
            if (source.IsEmpty || Lz4ZeroOffsetScan.HasZeroOffset(source))
            {
                return -1;
            }

            return LZ4Codec.Decode(source, destination);
        }

        /// <summary>
        /// LZ4's <c>LZ4_COMPRESSBOUND</c>: incompressible data grows by one byte per 255 plus a constant, computed here
        /// because it is on every block's path.
        /// </summary>
        /// <param name="inputLength">The uncompressed length.</param>
        /// <returns>The bound, or 0 for a negative or too large input.</returns>
        internal static int WorstCaseLength(int inputLength)
            => (uint)inputLength > MaxInputSize ? 0 : inputLength + (inputLength / 255) + 16;
    }
}
