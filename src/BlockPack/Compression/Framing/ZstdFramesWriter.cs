using System;
using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Integrity;
using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes <c>ZstdBlockArray</c>'s frames form (format version 2; docs/format.md): one ext (93, or 92 checked) whose
    /// payload holds the version, the dictionary id, each frame's plain and compressed size, and the frames, each a
    /// magicless Zstandard frame over a run of 64 KB pieces up to the codec's <see cref="IBlockCodec.FrameSize"/>.
    /// </summary>
    /// <remarks>
    /// The header lists every compressed size, so every frame is compressed (into pooled arrays, here or by the
    /// compression pipeline's workers) before the header is written; the frames are then copied out a segment at a
    /// time. Runs are cut by <see cref="AddPieces"/>, whoever compresses them, so the bytes do not depend on threads.
    /// </remarks>
    internal static class ZstdFramesWriter
    {
        /// <summary>The format version the payload's first byte holds.</summary>
        internal const byte Version = 2;

        /// <summary>The fixed part of the unchecked payload before the table: the version and the dictionary id.</summary>
        internal const int UncheckedPrefixSize = 1 + 4;

        /// <summary>The fixed part of the checked payload before the rows: the version, the dictionary id and the frame count.</summary>
        internal const int CheckedPrefixSize = 1 + 4 + 4;

        /// <summary>Compresses <paramref name="plain"/> frame by frame on the calling thread and writes the framing.</summary>
        /// <param name="plain">The plain msgpack; not empty.</param>
        /// <param name="output">The destination.</param>
        /// <param name="codec">The codec; its <see cref="IBlockCodec.FrameSize"/> is not 0.</param>
        /// <param name="isChecked">Whether to write the checked form (ext 92).</param>
        /// <param name="level">The encoder's level.</param>
        internal static void Write(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, IBlockCodec codec, bool isChecked, MessagePackCompressionLevel level)
        {
            List<CompressedPiece> pieces = new List<CompressedPiece>();
            try
            {
                foreach (ReadOnlyMemory<byte> memory in plain)
                {
                    AddPieces(memory, pieces, codec.FrameSize);
                }

                EndRuns(pieces, codec.FrameSize);

                bool largeValue = IsLargeValue(plain.Length, codec.FrameSize);
                foreach (CompressedPiece piece in pieces)
                {
                    try
                    {
                        piece.Compress(codec, findFinalSequence: false, level, computeChecksum: isChecked, asFrame: true, largeValue);
                    }
                    catch (InvalidOperationException)
                    {
                        ThrowHelper.ThrowCompressionFailed(codec.Name, piece.PlainLength);
                    }
                }

                WritePieces(output, isChecked, codec.DictionaryId, pieces);
            }
            finally
            {
                foreach (CompressedPiece piece in pieces)
                {
                    piece.ReturnArray();
                }
            }
        }

        /// <summary>
        /// Cuts plain bytes into pieces of up to 64 KB and adds them to the runs that become frames: every run but the last
        /// spans exactly <paramref name="frameSize"/> bytes, a piece that crosses that line being cut there, so the runs
        /// depend on the value's length alone and not on where the serializer's segments end (a segment ends short
        /// when a string needs more contiguous room than it has left, docs/measurements/2026-12-08-zstd-two-threads.md).
        /// </summary>
        /// <param name="plain">A run of plain msgpack (one segment of the serializer's buffer).</param>
        /// <param name="pieces">The runs so far.</param>
        /// <param name="frameSize">The most plain bytes one frame spans.</param>
        internal static void AddPieces(ReadOnlyMemory<byte> plain, List<CompressedPiece> pieces, int frameSize)
        {
            for (int offset = 0; offset < plain.Length; offset += SegmentPool.SegmentSize)
            {
                ReadOnlyMemory<byte> piece = plain.Slice(offset, Math.Min(SegmentPool.SegmentSize, plain.Length - offset));
                if (pieces.Count > 0)
                {
                    piece = piece.Slice(pieces[pieces.Count - 1].Append(piece, frameSize));
                }

                if (!piece.IsEmpty)
                {
                    // A frame size is at least a segment (ZstdFrameStreams.MinimumFrameSize), so the rest fits a new run.
                    pieces.Add(new CompressedPiece(piece));
                }
            }
        }

        /// <summary>
        /// Cuts the last run in two once the value has ended, when the value has more than one run and its last run holds
        /// at least half a frame but 64 KB or more less than a whole one: the value then ends in two frames of about half
        /// a frame, which two threads can share (the last run can only be compressed once the serializer has finished,
        /// and a reader decodes the frames of a value in parallel), instead of one that the other frames wait for.
        /// </summary>
        /// <param name="pieces">Every run of the value; only the last is changed, and it was not compressed (not being
        /// full, it was not complete, <see cref="CompleteRuns"/>).</param>
        /// <param name="frameSize">The frame size.</param>
        /// <remarks>
        /// The first half takes the larger half of the 64 KB pieces the last run's length would fill
        /// (<see cref="FirstHalfLength"/>). The length alone decides, so the frames are the same whoever compresses them.
        /// A value of one run is left whole, so a value up to the frame size is one frame; so is a last run below half a
        /// frame, where two halves would cost ratio for little work to share.
        /// </remarks>
        internal static void EndRuns(List<CompressedPiece> pieces, int frameSize)
        {
            if (pieces.Count < 2)
            {
                return;
            }

            CompressedPiece last = pieces[pieces.Count - 1];
            if (last.PlainLength + SegmentPool.SegmentSize > frameSize || last.PlainLength < frameSize / 2)
            {
                return;
            }

            CompressedPiece? second = last.SplitRun(FirstHalfLength(last.PlainLength));
            if (second is not null)
            {
                pieces.Add(second);
            }
        }

        /// <summary>
        /// Gets where <see cref="EndRuns"/> cuts a last run of <paramref name="length"/> bytes: after the larger half of
        /// the 64 KB pieces that length fills, the last of them partial.
        /// </summary>
        /// <param name="length">The last run's length.</param>
        /// <returns>The first half's length; <paramref name="length"/> itself when the run fills one piece.</returns>
        internal static int FirstHalfLength(int length)
        {
            long pieceCount = ((long)length + SegmentPool.SegmentSize - 1) / SegmentPool.SegmentSize;
            return (int)Math.Min(length, (pieceCount + 1) / 2 * SegmentPool.SegmentSize);
        }

        /// <summary>
        /// Gets whether a value of <paramref name="length"/> plain bytes is a large one, whose frames a codec may compress
        /// with other parameters (<see cref="IBlockCodec.CompressFrame"/>): one and a half frames or more. A shorter value
        /// is mostly one frame, so it keeps the parameters that make it compress as one whole frame would.
        /// </summary>
        /// <param name="length">The value's plain length (while it is written: its length so far, which only grows).</param>
        /// <param name="frameSize">The frame size.</param>
        /// <returns>Whether the value is large.</returns>
        internal static bool IsLargeValue(long length, int frameSize) => length >= frameSize + (frameSize / 2L);

        /// <summary>
        /// Gets how many of the runs of a value still being written can be compressed now: those complete (all but the
        /// last, and the last too once it is full), and none until the value is known to be large
        /// (<see cref="IsLargeValue"/>), since that decides how each frame is compressed.
        /// </summary>
        /// <param name="pieces">The runs.</param>
        /// <param name="frameSize">The frame size.</param>
        /// <param name="written">The plain bytes written so far.</param>
        /// <returns>The number of leading runs that can be compressed.</returns>
        internal static int CompleteRuns(List<CompressedPiece> pieces, int frameSize, long written)
            => pieces.Count == 0 || !IsLargeValue(written, frameSize) ? 0
                : pieces[pieces.Count - 1].IsFull(frameSize) ? pieces.Count : pieces.Count - 1;

        /// <summary>Writes the framing of frames already compressed, in order.</summary>
        /// <param name="output">The destination.</param>
        /// <param name="isChecked">Whether to write the checked form; then every piece carries its checksum.</param>
        /// <param name="dictionaryId">The dictionary id, 0 for none.</param>
        /// <param name="pieces">The frames.</param>
        internal static void WritePieces(IBufferWriter<byte> output, bool isChecked, uint dictionaryId, IReadOnlyList<CompressedPiece> pieces)
        {
            long frames = 0;
            long table = 0;
            foreach (CompressedPiece piece in pieces)
            {
                frames += piece.CompressedLength;
                table += isChecked
                    ? CheckedFraming.TableEntrySize
                    : FramingHeaders.CompactUInt32Size((uint)piece.PlainLength) + FramingHeaders.CompactUInt32Size((uint)piece.CompressedLength);
            }

            long prefix = isChecked
                ? CheckedPrefixSize + table + CheckedFraming.ChecksumSize
                : UncheckedPrefixSize + FramingHeaders.CompactUInt32Size((uint)pieces.Count) + table;
            if (prefix + frames > uint.MaxValue)
            {
                ThrowHelper.ThrowCompressionFailed("Zstandard", new InvalidOperationException($"{prefix + frames} bytes of frames do not fit one ext payload."));
            }

            sbyte code = isChecked ? ReservedExtensionTypeCodes.CheckedZstdFrames : ReservedExtensionTypeCodes.ZstdFrames;
            Span<byte> header = output.GetSpan(FramingHeaders.MaxExtensionHeaderSize + CheckedPrefixSize);
            // The checked form's ext header is always ext32 (C9): one bit from ext16's C8 is nil (C0), which a damaged
            // payload would otherwise turn into a plain value; every single-bit change of C9 leaves no plain value that
            // reads as the payload did, or leaves a header whose checksum fails.
            int written;
            if (isChecked)
            {
                header[0] = MessagePackCode.Ext32;
                BinaryPrimitives.WriteUInt32BigEndian(header.Slice(1), (uint)(prefix + frames));
                header[5] = unchecked((byte)code);
                written = 6;
            }
            else
            {
                written = FramingHeaders.WriteExtensionHeader(header, code, (uint)(prefix + frames));
            }

            header[written++] = Version;
            BinaryPrimitives.WriteUInt32BigEndian(header.Slice(written), dictionaryId);
            written += 4;
            if (isChecked)
            {
                BinaryPrimitives.WriteUInt32BigEndian(header.Slice(written), (uint)pieces.Count);
                written += 4;
                uint crc = Crc32C.Compute(header.Slice(0, written));
                output.Advance(written);
                foreach (CompressedPiece piece in pieces)
                {
                    Span<byte> row = output.GetSpan(CheckedFraming.TableEntrySize).Slice(0, CheckedFraming.TableEntrySize);
                    BinaryPrimitives.WriteUInt32BigEndian(row, (uint)piece.PlainLength);
                    BinaryPrimitives.WriteUInt32BigEndian(row.Slice(4), (uint)piece.CompressedLength);
                    BinaryPrimitives.WriteUInt32BigEndian(row.Slice(8), piece.Checksum);
                    crc = Crc32C.Append(crc, row);
                    output.Advance(CheckedFraming.TableEntrySize);
                }

                BinaryPrimitives.WriteUInt32BigEndian(output.GetSpan(CheckedFraming.ChecksumSize), crc);
                output.Advance(CheckedFraming.ChecksumSize);
            }
            else
            {
                written += FramingHeaders.WriteCompactUInt32(header.Slice(written), (uint)pieces.Count);
                output.Advance(written);
                foreach (CompressedPiece piece in pieces)
                {
                    Span<byte> sizes = output.GetSpan(2 * FramingHeaders.MaxCompactUInt32Size);
                    int length = FramingHeaders.WriteCompactUInt32(sizes, (uint)piece.PlainLength);
                    length += FramingHeaders.WriteCompactUInt32(sizes.Slice(length), (uint)piece.CompressedLength);
                    output.Advance(length);
                }
            }

            foreach (CompressedPiece piece in pieces)
            {
                for (int i = 0; i < piece.ArrayCount; i++)
                {
                    ReadOnlySpan<byte> part = piece.CompressedPart(i);
                    while (!part.IsEmpty)
                    {
                        Span<byte> destination = output.GetSpan(Math.Min(part.Length, SegmentPool.SegmentSize));
                        int count = Math.Min(destination.Length, part.Length);
                        part.Slice(0, count).CopyTo(destination);
                        output.Advance(count);
                        part = part.Slice(count);
                    }
                }
            }
        }
    }
}
