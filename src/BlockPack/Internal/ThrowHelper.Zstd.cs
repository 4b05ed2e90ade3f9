using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of the Zstandard block-array framings (ext 95 and 94) and of trained dictionaries.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdDictionaryMissing(uint dictionaryId, int registered, long position)
        {
            string known = registered == 0
                ? "no Zstandard dictionary is registered on the options"
                : $"none of the {registered} Zstandard dictionaries registered on the options has that id";
            throw new MessagePackSerializationException(
                $"The ZstdBlockArray payload{At(position)} was compressed with the trained dictionary 0x{dictionaryId:X8} ({dictionaryId}), but {known}. " +
                "Register it with MessagePackSerializerOptions.WithZstdDictionary or WithZstdReadDictionaries.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdHeaderLength(string framing, long payloadLength, string rule, long position)
        {
            throw new MessagePackSerializationException(
                $"The {framing} header{At(position)} is malformed: its ext payload is {payloadLength} bytes, where the format requires {rule}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdBlockCountMismatch(long arrayCount, long blockCount, long position)
        {
            throw new MessagePackSerializationException(
                $"The ZstdBlockArray{At(position)} is malformed: its array holds {arrayCount} elements but its header describes {blockCount} blocks (the array must hold one more).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdCompressionFailed(int inputLength, string reason)
        {
            throw new MessagePackSerializationException($"Zstandard compression of a {inputLength}-byte block failed: {reason}.");
        }

        /// <summary>Throws for a block that did not decode to its declared size, in the words of its codec.</summary>
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCorruptBlock(BlockPack.Compression.Codecs.ILz4BlockCodec codec, long blockIndex, int result, long declared, long position)
        {
            if (codec is not BlockPack.Compression.Codecs.ZstdBlockCodec)
            {
                ThrowCorruptLz4Block(blockIndex, result, declared, position);
            }

            string outcome = result < 0
                ? "is not a valid Zstandard frame (a bad header or block, a frame that needs another dictionary, or bytes after its end)"
                : $"decoded to {result} bytes";
            throw new MessagePackSerializationException(
                $"Zstandard block {blockIndex}{At(position)} {outcome}; it declares {declared} decompressed bytes. The data is corrupt.");
        }

        /// <summary>Throws for a size no Zstandard frame of that length can hold.</summary>
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdDeclaredSizeImpossible(long declared, long compressed, long position)
        {
            throw new MessagePackSerializationException(
                $"The Zstandard block{At(position)} declares {declared} decompressed bytes from {compressed} compressed bytes; " +
                "a Zstandard frame cannot expand data more than 32,768 times (plus 16 bytes), so the size is a lie and the data is corrupt.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdOutOfMemory(string what)
        {
            throw new System.OutOfMemoryException($"Zstandard could not allocate {what}.");
        }
    }
}
