using System;
using System.Runtime.InteropServices;

namespace BlockPack.Compression
{
    /// <summary>The <see cref="ILz4BlockCodec"/> backed by the system's reference liblz4 (<see cref="LibLz4"/>).</summary>
    internal sealed unsafe class LibLz4BlockCodec : ILz4BlockCodec
    {
        /// <summary>LZ4's <c>LZ4_MAX_INPUT_SIZE</c>: the largest input one block can hold.</summary>
        internal const int MaxInputSize = 0x7E000000;

        /// <summary>The one instance; the library's block functions are reentrant.</summary>
        internal static readonly LibLz4BlockCodec Instance = new LibLz4BlockCodec();

        private LibLz4BlockCodec()
        {
        }

        /// <inheritdoc/>
        public int MaxCompressedLength(int inputLength) => WorstCaseLength(inputLength);

        /// <inheritdoc/>
        public int Compress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            if (source.Length > MaxInputSize)
            {
                return 0;
            }

            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return LibLz4.CompressDefault(src, dst, source.Length, destination.Length);
            }
        }

        /// <inheritdoc/>
        public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination)
        {
            if (source.IsEmpty)
            {
                // liblz4 rejects a null source; an empty input is a malformed block either way.
                return -1;
            }

            // liblz4 (1.9.4) accepts the invalid match offset 0 and copies the destination onto itself. Cleared,
            // such a block decodes to zeros; uncleared, it would expose whatever the pooled segment or native memory
            // held before (another message's data). A codec that rejects offset 0 does not need the clear.
            destination.Clear();
            fixed (byte* src = &MemoryMarshal.GetReference(source))
            fixed (byte* dst = &MemoryMarshal.GetReference(destination))
            {
                return LibLz4.DecompressSafe(src, dst, source.Length, destination.Length);
            }
        }

        /// <summary>
        /// LZ4's <c>LZ4_COMPRESSBOUND</c>: incompressible data grows by one byte per 255 plus a constant, computed here
        /// rather than through a native call because it is on every block's path.
        /// </summary>
        /// <param name="inputLength">The uncompressed length.</param>
        /// <returns>The bound, or 0 for a negative or too large input.</returns>
        internal static int WorstCaseLength(int inputLength)
            => (uint)inputLength > MaxInputSize ? 0 : inputLength + (inputLength / 255) + 16;
    }
}
