using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes the <c>Lz4Block</c> framing of a value from LZ4 blocks compressed independently from its consecutive
    /// pieces, joined into the one LZ4 block the framing carries.
    /// </summary>
    /// <remarks>
    /// An LZ4 block is a list of sequences (literals, then a match reaching back at most 64 KB into what was decoded
    /// before) and ends with one sequence of literals only. Two blocks in a row are therefore one block once the first
    /// one's final literals are moved into the second one's first sequence: every match still points at the same
    /// decoded bytes, and the end-of-block rules hold because the last piece's encoder kept them. Joining costs one
    /// token rewrite per piece and loses only the matches that would have crossed a piece boundary; in exchange the
    /// pieces can be compressed by the native 64 KB encoder, on several threads, while the value is still being written.
    /// Any standard LZ4 decoder (MessagePack-CSharp's K4os among them) reads the result.
    /// </remarks>
    internal static class Lz4BlockJoiner
    {
        /// <summary>Writes the ext 99 header (or the checked ext 96 one) and the joined block.</summary>
        /// <param name="pieces">The compressed pieces in order, each with its final sequence found; not empty.</param>
        /// <param name="plain">The plain msgpack the pieces were cut from, in order.</param>
        /// <param name="output">The destination.</param>
        /// <param name="checksums">Whether to write the checked framing, whose header holds the joined block's CRC-32C.</param>
        internal static void Write(IReadOnlyList<CompressedPiece> pieces, in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, bool checksums = false)
        {
            long plainLength = plain.Length;
            long joinedLength = JoinedLength(pieces);
            if (plainLength > ManagedLz4BlockCodec.MaxInputSize || joinedLength > int.MaxValue - CheckedFraming.BlockPrefixSize)
            {
                ThrowHelper.ThrowTooLargeForLz4Block(plainLength);
            }

            if (!checksums)
            {
                output.Advance(Lz4BlockWriter.WriteHeader(output.GetSpan(Lz4BlockWriter.MaxHeaderSize), (int)plainLength, (int)joinedLength));
                WriteBlock(pieces, output);
                return;
            }

            // The checked header carries the block's CRC before the block: the block is joined into pooled segments first.
            using SegmentedBuffer joined = SegmentedBuffer.Rent();
            WriteBlock(pieces, joined);
            uint checksum = BlockChecksum.Compute(plain, joined.AsReadOnlySequence());
            output.Advance(CheckedFraming.WriteBlockHeader(output.GetSpan(CheckedFraming.MaxBlockHeaderSize), (int)plainLength, (int)joinedLength, checksum));
            PlainCopy.Write(joined.AsReadOnlySequence(), output);
        }

        /// <summary>Writes the joined block alone.</summary>
        private static void WriteBlock(IReadOnlyList<CompressedPiece> pieces, IBufferWriter<byte> output)
        {

            int pending = 0;
            for (int index = 0; index < pieces.Count; index++)
            {
                CompressedPiece piece = pieces[index];
                if (piece.BodyLength == 0)
                {
                    pending += piece.TailLiterals;
                    continue;
                }

                ReadOnlySpan<byte> block = piece.Block;
                int literals = FirstLiterals(block, out int literalsStart);
                WriteToken(output, block[0] & 0x0F, pending + (long)literals);
                CopyPendingLiterals(pieces, index, pending, output);
                Copy(block.Slice(literalsStart, piece.BodyLength - literalsStart), output);
                pending = piece.TailLiterals;
            }

            WriteToken(output, 0, pending);
            CopyPendingLiterals(pieces, pieces.Count, pending, output);
        }

        /// <summary>The joined block's exact length, needed first for the header.</summary>
        private static long JoinedLength(IReadOnlyList<CompressedPiece> pieces)
        {
            long length = 0;
            long pending = 0;
            foreach (CompressedPiece piece in pieces)
            {
                if (piece.BodyLength == 0)
                {
                    pending += piece.TailLiterals;
                    continue;
                }

                int literals = FirstLiterals(piece.Block, out int literalsStart);
                length += TokenLength(pending + literals) + pending + (piece.BodyLength - literalsStart);
                pending = piece.TailLiterals;
            }

            return length + TokenLength(pending) + pending;
        }

        /// <summary>Reads the first sequence's literal count and where its literals start (after the token and length bytes).</summary>
        private static int FirstLiterals(ReadOnlySpan<byte> block, out int literalsStart)
        {
            int position = 1;
            int literals = block[0] >> 4;
            if (literals == 15)
            {
                byte next;
                do
                {
                    next = block[position++];
                    literals += next;
                }
                while (next == 255);
            }

            literalsStart = position;
            return literals;
        }

        /// <summary>A token plus the bytes continuing its literal length.</summary>
        private static long TokenLength(long literals) => literals < 15 ? 1 : 2 + ((literals - 15) / 255);

        private static void WriteToken(IBufferWriter<byte> output, int matchNibble, long literals)
        {
            Span<byte> token = output.GetSpan(1);
            if (literals < 15)
            {
                token[0] = (byte)((literals << 4) | (uint)matchNibble);
                output.Advance(1);
                return;
            }

            token[0] = (byte)(0xF0 | matchNibble);
            output.Advance(1);
            long rest = literals - 15;
            while (rest >= 255)
            {
                Span<byte> run = output.GetSpan((int)Math.Min(rest / 255, SegmentPool.SegmentSize));
                int count = (int)Math.Min(run.Length, rest / 255);
                run.Slice(0, count).Fill(255);
                output.Advance(count);
                rest -= 255L * count;
            }

            output.GetSpan(1)[0] = (byte)rest;
            output.Advance(1);
        }

        /// <summary>
        /// Copies the <paramref name="count"/> plain bytes that end where piece <paramref name="before"/> starts: the
        /// final literals of the piece before it, and of earlier pieces too when those compressed to literals only.
        /// </summary>
        private static void CopyPendingLiterals(IReadOnlyList<CompressedPiece> pieces, int before, int count, IBufferWriter<byte> output)
        {
            int first = before;
            int skip = 0;
            for (int remaining = count; remaining > 0;)
            {
                first--;
                int length = pieces[first].Plain.Length;
                skip = Math.Max(0, length - remaining);
                remaining -= length - skip;
            }

            for (int index = first; index < before; index++)
            {
                Copy(pieces[index].Plain.Span.Slice(index == first ? skip : 0), output);
            }
        }

        private static void Copy(ReadOnlySpan<byte> source, IBufferWriter<byte> output)
        {
            while (!source.IsEmpty)
            {
                Span<byte> destination = output.GetSpan(Math.Min(source.Length, SegmentPool.SegmentSize));
                int count = Math.Min(destination.Length, source.Length);
                source.Slice(0, count).CopyTo(destination);
                output.Advance(count);
                source = source.Slice(count);
            }
        }
    }
}
