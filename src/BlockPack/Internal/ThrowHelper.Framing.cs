using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of the framing dispatcher (Compression/Lz4Compressor.cs).</summary>
    internal static partial class ThrowHelper
    {
        /// <summary>A ZstdBlockArray was asked for with an LZ4 codec: a bug in BlockPack's caller, never in user input.</summary>
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowFramingCodecMismatch(string framing, string codec)
        {
            throw new InvalidOperationException($"The {framing} framing cannot be written with the codec {codec}: it needs its own codec.");
        }
    }
}
