using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of LZ4 framing and decoding.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCompressedTruncated(string expected, long position)
        {
            throw new MessagePackSerializationException(
                $"The compressed payload ends early: expected {expected}{At(position)}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCompressedUnexpectedCode(string expected, byte code, long position)
        {
            throw new MessagePackSerializationException(
                $"The compressed payload is malformed: expected {expected} but found code 0x{code:X2}{At(position)}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNegativeDeclaredLength(string what, long value, long position)
        {
            throw new MessagePackSerializationException(
                $"The compressed payload is malformed: {what} is negative ({value}){At(position)}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDecompressedSizeExceedsMaximum(long declared, long maximum, long position)
        {
            throw new MessagePackSerializationException(
                $"The compressed payload declares {declared} decompressed bytes{At(position)}, which exceeds the configured maximum, " +
                $"MessagePackSecurity.MaximumDecompressedSize ({maximum}). Nothing was allocated; raise the limit only for trusted data.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDeclaredSizeImpossible(string codec, long maxExpansionFactor, long declared, long compressed, long position)
        {
            throw new MessagePackSerializationException(
                $"The {codec} block{At(position)} declares {declared} decompressed bytes from {compressed} compressed bytes; " +
                $"{codec} cannot expand data more than {maxExpansionFactor.ToString("N0", System.Globalization.CultureInfo.InvariantCulture)} times (plus 16 bytes), so the size is a lie and the data is corrupt.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowBlockTooLarge(long declared, long position)
        {
            throw new MessagePackSerializationException(
                $"The LZ4 block{At(position)} declares {declared} decompressed bytes, more than one LZ4 block can hold ({int.MaxValue}).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowEmptyBlockMismatch(long declared, long compressed, long position)
        {
            throw new MessagePackSerializationException(
                $"The LZ4 block{At(position)} is inconsistent: {compressed} compressed bytes for {declared} declared decompressed bytes " +
                "(only an empty block may decode to nothing).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNoBlocks(string framing, long arrayCount, long position)
        {
            throw new MessagePackSerializationException(
                $"The {framing}{At(position)} has no blocks: its array holds {arrayCount} elements, but must hold the header and at least one block.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCorruptBlock(BlockPack.Compression.Codecs.IBlockCodec codec, long blockIndex, int result, long declared, long position)
        {
            string outcome = result < 0
                ? $"is not a valid {codec.Name} block (malformed, made with another dictionary, or not ending exactly at its last byte)"
                : $"decoded to {result} bytes";
            // The last sentence is MessagePack-CSharp's wording ("LZ4 block is corrupted"), for code that looks for it.
            throw new MessagePackSerializationException(
                $"{codec.Name} block {blockIndex}{At(position)} {outcome}; it declares {declared} decompressed bytes. The {codec.Name} block is corrupted.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTooLargeForLz4Block(long length)
        {
            throw new MessagePackSerializationException(
                $"The serialized value is {length} bytes, more than one LZ4 block can hold; use MessagePackCompression.Lz4BlockArray.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCompressionFailed(string codec, int inputLength)
        {
            throw new MessagePackSerializationException(
                $"{codec} compression of a {inputLength}-byte block failed although the destination had the worst-case size.");
        }

        /// <summary>Throws when a block compressed on a worker thread failed.</summary>
        /// <param name="codec">The codec's name.</param>
        /// <param name="inner">What the worker caught.</param>
        [DoesNotReturn]
        internal static void ThrowCompressionFailed(string codec, Exception inner)
        {
            throw new MessagePackSerializationException($"{codec} compression of a block on a worker thread failed: {inner.Message}", inner);
        }
    }
}
