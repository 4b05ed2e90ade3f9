using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of the native LZ4 decoder's and encoder's selection.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowForcedNativeLz4Unavailable(string reason)
        {
            throw new MessagePackSerializationException(
                $"{Lz4Decoding.EnvironmentVariable}=native forces BlockPack's native LZ4 decoder, which is unavailable: {reason}. " +
                $"Unset {Lz4Decoding.EnvironmentVariable} (or set it to 'auto') to decode with the managed codec (K4os.Compression.LZ4).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowForcedNativeLz4EncoderUnavailable(string reason)
        {
            throw new MessagePackSerializationException(
                $"{Lz4Encoding.EnvironmentVariable}=native forces BlockPack's native LZ4 encoder, which is unavailable: {reason}. " +
                $"Unset {Lz4Encoding.EnvironmentVariable} (or set it to 'auto') to compress with the managed codec (K4os.Compression.LZ4).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNativeLz4CannotBeForced(string reason)
        {
            throw new InvalidOperationException($"BlockPack's native LZ4 decoder cannot be used: {reason}.");
        }
    }
}
