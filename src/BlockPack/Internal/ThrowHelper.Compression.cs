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
        internal static void ThrowDeclaredSizeImpossible(long declared, long compressed, long position)
        {
            throw new MessagePackSerializationException(
                $"The LZ4 block{At(position)} declares {declared} decompressed bytes from {compressed} compressed bytes; " +
                "LZ4 cannot expand data more than 255 times (plus 16 bytes), so the size is a lie and the data is corrupt.");
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
        internal static void ThrowNoBlocks(long position)
        {
            throw new MessagePackSerializationException(
                $"The Lz4BlockArray{At(position)} has no blocks; its array must hold the ext 98 header and at least one block.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCorruptLz4Block(long blockIndex, int result, long declared, long position)
        {
            string outcome = result < 0
                ? "is not a valid LZ4 block (bad token, offset or length, or it does not end exactly at its last byte)"
                : $"decoded to {result} bytes";
            throw new MessagePackSerializationException(
                $"LZ4 block {blockIndex}{At(position)} {outcome}; it declares {declared} decompressed bytes. The data is corrupt.");
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
        internal static void ThrowCompressionFailed(int inputLength)
        {
            throw new MessagePackSerializationException(
                $"LZ4 compression of a {inputLength}-byte block failed although the destination had the worst-case size.");
        }

        /// <summary>Throws when a block compressed on a worker thread failed.</summary>
        /// <param name="inner">What the worker caught.</param>
        [DoesNotReturn]
        internal static void ThrowCompressionFailed(Exception inner)
        {
            throw new MessagePackSerializationException($"LZ4 compression of a block on a worker thread failed: {inner.Message}", inner);
        }
    }
}
