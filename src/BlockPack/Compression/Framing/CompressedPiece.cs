using System;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Plain msgpack and, once compressed, its block, in pooled segment-pool arrays so that nothing reaches the Large
    /// Object Heap: up to 64 KB compressed whole into one array (an LZ4 block, whose worst case one array holds), or a run
    /// of pieces of up to 64 KB, together up to a codec's frame size, streamed into one frame over as many arrays as it
    /// needs (<see cref="IBlockCodec.FrameSize"/>). Whoever compresses a piece owns its arrays until <see cref="ReturnArray"/>.
    /// </summary>
    internal sealed class CompressedPiece
    {
        /// <summary>The run's pieces once a second joined it (a frame), else null.</summary>
        private List<ReadOnlyMemory<byte>>? runs;

        /// <summary>The frame's arrays after the first, or null.</summary>
        private List<byte[]>? arrays;

        /// <summary>Initializes a new instance of the <see cref="CompressedPiece"/> class.</summary>
        /// <param name="plain">The plain bytes; at most <see cref="SegmentPool.SegmentSize"/>, not empty.</param>
        internal CompressedPiece(ReadOnlyMemory<byte> plain)
        {
            this.Plain = plain;
            this.PlainLength = plain.Length;
        }

        /// <summary>Gets the plain bytes (the first piece of a frame's run).</summary>
        internal ReadOnlyMemory<byte> Plain { get; }

        /// <summary>Gets the plain length of the whole run.</summary>
        internal int PlainLength { get; private set; }

        /// <summary>Gets how many pooled arrays hold the compressed block.</summary>
        internal int ArrayCount => this.Compressed is null ? 0 : 1 + (this.arrays?.Count ?? 0);

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

        /// <summary>Gets the block when it is in one array (always for a codec without frames).</summary>
        internal ReadOnlySpan<byte> Block => this.Compressed.AsSpan(0, this.CompressedLength);

        /// <summary>Gets the compressed bytes held by one of the arrays, in order.</summary>
        /// <param name="index">The array's index, below <see cref="ArrayCount"/>.</param>
        /// <returns>The bytes of that array that belong to the block.</returns>
        internal ReadOnlySpan<byte> CompressedPart(int index)
        {
            if (this.arrays is null)
            {
                return this.Block;
            }

            byte[] array = index == 0 ? this.Compressed! : this.arrays[index - 1];
            int before = 0;
            for (int i = 0; i < index; i++)
            {
                before += (i == 0 ? this.Compressed! : this.arrays[i - 1]).Length;
            }

            return array.AsSpan(0, Math.Min(array.Length, this.CompressedLength - before));
        }

        /// <summary>Gets whether this run spans <paramref name="frameSize"/> bytes, so that no more can join it.</summary>
        /// <param name="frameSize">The most plain bytes one frame spans.</param>
        /// <returns>Whether the run is full.</returns>
        internal bool IsFull(int frameSize) => this.PlainLength >= frameSize;

        /// <summary>
        /// Adds as much of a piece to this run as fits within <paramref name="frameSize"/>, so that runs are cut at exact
        /// multiples of the frame size whatever the lengths of the serializer's segments.
        /// </summary>
        /// <param name="plain">The next plain piece, at most <see cref="SegmentPool.SegmentSize"/>.</param>
        /// <param name="frameSize">The most plain bytes one frame spans.</param>
        /// <returns>How many of its bytes joined the run (0 when the run is full); the rest starts the next run.</returns>
        internal int Append(ReadOnlyMemory<byte> plain, int frameSize)
        {
            int count = (int)Math.Min(plain.Length, Math.Max(0L, (long)frameSize - this.PlainLength));
            if (count > 0)
            {
                this.runs ??= new List<ReadOnlyMemory<byte>> { this.Plain };
                this.runs.Add(plain.Slice(0, count));
                this.PlainLength += count;
            }

            return count;
        }

        /// <summary>
        /// Moves this run's bytes after the first <paramref name="firstLength"/> into a run of their own, before either
        /// is compressed, cutting the piece that straddles the point.
        /// </summary>
        /// <param name="firstLength">The plain bytes this run keeps: more than 0 and less than <see cref="PlainLength"/>.</param>
        /// <returns>The new run, which follows this one; null when the run was compressed already.</returns>
        internal CompressedPiece? SplitRun(int firstLength)
        {
            if (this.runs is null || this.Compressed is not null || firstLength <= 0 || firstLength >= this.PlainLength)
            {
                return null;
            }

            int kept = 0;
            int index = 0;
            while (kept + this.runs[index].Length <= firstLength)
            {
                kept += this.runs[index].Length;
                index++;
            }

            // this.runs[index] holds the cut: its first (firstLength - kept) bytes stay, possibly none.
            ReadOnlyMemory<byte> straddling = this.runs[index];
            int stay = firstLength - kept;
            CompressedPiece second = new CompressedPiece(straddling.Slice(stay));
            for (int i = index + 1; i < this.runs.Count; i++)
            {
                second.Append(this.runs[i], int.MaxValue);
            }

            this.runs.RemoveRange(index, this.runs.Count - index);
            if (stay > 0)
            {
                this.runs.Add(straddling.Slice(0, stay));
            }

            // The list stays even when it holds one piece: that piece may be a slice of Plain.
            this.PlainLength = firstLength;
            return second;
        }

        /// <summary>Rents an array and compresses the piece into it.</summary>
        /// <param name="codec">The codec.</param>
        /// <param name="findFinalSequence">Whether to find where the final literals start, for joining pieces into one block.</param>
        /// <param name="level">The encoder's level.</param>
        /// <param name="computeChecksum">Whether to compute <see cref="Checksum"/>.</param>
        /// <param name="asFrame">Whether the run is streamed into one frame (<see cref="IBlockCodec.CompressFrame"/>, the frames form) rather than compressed whole into one array.</param>
        /// <param name="largeValue">For a frame: whether the value is a large one (<see cref="ZstdFramesWriter.IsLargeValue"/>).</param>
        /// <exception cref="InvalidOperationException">The codec failed, or wrote a block that does not end in literals.</exception>
        internal void Compress(IBlockCodec codec, bool findFinalSequence, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal, bool computeChecksum = false, bool asFrame = false, bool largeValue = false)
        {
            if (asFrame)
            {
                this.CompressFrame(codec, level, computeChecksum, largeValue);
                return;
            }

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

        /// <summary>Gives the arrays back to the pool, if any were rented.</summary>
        /// <returns>Whether arrays were returned.</returns>
        internal bool ReturnArray()
        {
            byte[]? array = this.Compressed;
            if (array is null)
            {
                return false;
            }

            this.Compressed = null;
            SegmentPool.Return(array);
            if (this.arrays is not null)
            {
                foreach (byte[] more in this.arrays)
                {
                    SegmentPool.Return(more);
                }

                this.arrays = null;
            }

            return true;
        }

        /// <summary>Streams the run into one frame over pooled arrays, and checksums the frame's bytes when asked.</summary>
        private void CompressFrame(IBlockCodec codec, MessagePackCompressionLevel level, bool computeChecksum, bool largeValue)
        {
            List<byte[]> output = new List<byte[]>(2);
            long length;
            try
            {
                length = codec.CompressFrame(this.runs ?? (IReadOnlyList<ReadOnlyMemory<byte>>)new[] { this.Plain }, this.PlainLength, output, level, largeValue);
            }
            finally
            {
                // Held here from the first array on, so that ReturnArray gives them back whatever happened.
                if (output.Count > 0)
                {
                    this.Compressed = output[0];
                    output.RemoveAt(0);
                    this.arrays = output.Count > 0 ? output : null;
                }
            }

            if (length <= 0 || length > int.MaxValue)
            {
                throw new InvalidOperationException($"The codec wrote a {length}-byte frame for {this.PlainLength} bytes.");
            }

            this.CompressedLength = (int)length;
            if (computeChecksum)
            {
                uint crc = 0;
                for (int i = 0; i < this.ArrayCount; i++)
                {
                    crc = Crc32C.Append(crc, this.CompressedPart(i));
                }

                this.Checksum = crc;
            }
        }
    }
}
