using System;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Up to 64 KB of plain msgpack and, once compressed, its block (an LZ4 block or a Zstandard frame) in a pooled segment-pool array (which holds a
    /// 64 KB block's worst case, so nothing reaches the Large Object Heap). Whoever compresses a piece owns the array
    /// until <see cref="ReturnArray"/>.
    /// </summary>
    internal sealed class CompressedPiece
    {
        /// <summary>Initializes a new instance of the <see cref="CompressedPiece"/> class.</summary>
        /// <param name="plain">The plain bytes; at most <see cref="SegmentPool.SegmentSize"/>, not empty.</param>
        internal CompressedPiece(ReadOnlyMemory<byte> plain) => this.Plain = plain;

        /// <summary>Gets the plain bytes.</summary>
        internal ReadOnlyMemory<byte> Plain { get; }

        /// <summary>Gets the pooled array holding the block, or null before compression.</summary>
        internal byte[]? Compressed { get; private set; }

        /// <summary>Gets the block's length.</summary>
        internal int CompressedLength { get; private set; }

        /// <summary>
        /// Gets the length of the block without its final literals-only sequence (see <see cref="Lz4FinalSequence"/>);
        /// set only when <see cref="Compress"/> was asked to find it.
        /// </summary>
        internal int BodyLength { get; private set; }

        /// <summary>Gets how many plain bytes the final literals-only sequence carries (the piece's last bytes).</summary>
        internal int TailLiterals { get; private set; }

        /// <summary>Gets the block's CRC-32C (checked block arrays only), computed by the thread that compressed it.</summary>
        internal uint Checksum { get; private set; }

        /// <summary>Gets the block.</summary>
        internal ReadOnlySpan<byte> Block => this.Compressed.AsSpan(0, this.CompressedLength);

        /// <summary>Rents an array and compresses the piece into it.</summary>
        /// <param name="codec">The codec.</param>
        /// <param name="findFinalSequence">Whether to find where the final literals start, for joining pieces into one block.</param>
        /// <param name="level">The encoder's level.</param>
        /// <param name="computeChecksum">Whether to compute <see cref="Checksum"/>.</param>
        /// <exception cref="InvalidOperationException">The codec failed, or wrote a block that does not end in literals.</exception>
        internal void Compress(IBlockCodec codec, bool findFinalSequence, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal, bool computeChecksum = false)
        {
            this.Compressed = SegmentPool.Rent();
            this.CompressedLength = codec.Compress(this.Plain.Span, this.Compressed, level);
            if (this.CompressedLength <= 0)
            {
                throw new InvalidOperationException($"The codec could not compress a {this.Plain.Length}-byte block into {this.Compressed.Length} bytes.");
            }

            if (computeChecksum)
            {
                this.Checksum = BlockChecksum.Compute(this.Plain.Span, this.Block);
            }

            if (findFinalSequence)
            {
                this.BodyLength = Lz4FinalSequence.Find(this.Block, this.Plain.Length, out int tailLiterals);
                this.TailLiterals = tailLiterals;
            }
        }

        /// <summary>Gives the array back to the pool, if one was rented.</summary>
        /// <returns>Whether an array was returned.</returns>
        internal bool ReturnArray()
        {
            byte[]? array = this.Compressed;
            if (array is null)
            {
                return false;
            }

            this.Compressed = null;
            SegmentPool.Return(array);
            return true;
        }
    }
}
