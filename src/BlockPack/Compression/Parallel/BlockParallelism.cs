using System;
using System.Threading;

namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// The process-wide degree of parallelism of the block framings, in both directions: how many threads may compress
    /// the blocks of one value (<see cref="BlockCompressionPipeline"/>) and how many may decode the blocks of one payload
    /// (<see cref="ParallelBlockDecoder"/>). Public as <see cref="Lz4Decoding.MaxDegreeOfParallelism"/>; options
    /// override it per call with MessagePackSerializerOptions.MaxDegreeOfParallelism.
    /// </summary>
    internal static class BlockParallelism
    {
        private static int maxDegreeToEncodeAndDecode = Environment.ProcessorCount;

        /// <summary>Gets or sets the most threads that compress one value or decode one payload, the caller's included.</summary>
        internal static int MaxDegreeToEncodeAndDecode
        {
            get => Volatile.Read(ref maxDegreeToEncodeAndDecode);
            set => Volatile.Write(ref maxDegreeToEncodeAndDecode, value);
        }
    }
}
