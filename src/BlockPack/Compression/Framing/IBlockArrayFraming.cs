using System.Buffers;
using System.Collections.Generic;
using BlockPack.Compression.Parallel;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes a block array's header and blocks once <see cref="BlockCompressionPipeline"/> has compressed every block,
    /// for framings other than the LZ4 ones the pipeline writes itself (the Zstandard block arrays).
    /// </summary>
    internal interface IBlockArrayFraming
    {
        /// <summary>Writes the framing of the compressed blocks, in order.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="blocks">The blocks, each compressed (and with its checksum when <paramref name="checksums"/> is set).</param>
        /// <param name="checksums">Whether to write the checked form.</param>
        void Write(IBufferWriter<byte> output, IReadOnlyList<CompressedPiece> blocks, bool checksums);
    }
}
