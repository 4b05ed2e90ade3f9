using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of the checked LZ4 framings (ext 96 and 97).</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowBlockChecksumMismatch(long blockIndex, uint expected, uint actual, long position)
        {
            throw new MessagePackSerializationException(
                $"LZ4 block {blockIndex}{At(position)} fails its CRC-32C check: the header says 0x{expected:X8}, the block gives " +
                $"0x{actual:X8}. The data was damaged after it was written.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowHeaderChecksumMismatch(string framing, uint expected, uint actual, long position)
        {
            throw new MessagePackSerializationException(
                $"The header of the checked {framing}{At(position)} fails its CRC-32C check: it says 0x{expected:X8}, its bytes give " +
                $"0x{actual:X8}. The data was damaged after it was written.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowFramingHeaderLength(string framing, long payloadLength, string rule, long position)
        {
            throw new MessagePackSerializationException(
                $"The {framing} header{At(position)} is malformed: its ext payload is {payloadLength} bytes, but must be {rule}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowBlockCountMismatch(string framing, long arrayCount, long blockCount, long position)
        {
            throw new MessagePackSerializationException(
                $"The {framing}{At(position)} is malformed: its array holds {arrayCount} elements, but its header " +
                $"lists {blockCount} blocks (the array must hold the header and one element per block).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowCheckedBlockLengthMismatch(long blockIndex, long binLength, long tableLength, long position)
        {
            throw new MessagePackSerializationException(
                $"LZ4 block {blockIndex}{At(position)} is {binLength} bytes long, but the checked table says {tableLength}. The data is corrupt.");
        }
    }
}
