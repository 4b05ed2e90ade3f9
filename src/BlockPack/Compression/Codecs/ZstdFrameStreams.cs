using System;
using System.Buffers;
using System.Collections.Generic;
using BlockPack.Buffers;
using BlockPack.Internal;
using ZstdSharp.Unsafe;

namespace BlockPack.Compression.Codecs
{
    /// <summary>
    /// Compresses a run of plain pieces into one magicless Zstandard frame and decodes such a frame, both with
    /// Zstandard's streaming API, so that neither side ever holds the frame or its content in one buffer: the plain
    /// pieces are fed one at a time, the frame is written into pooled segment arrays, and it is decoded from the input's
    /// own segments straight into the output writer's segments.
    /// </summary>
    /// <remarks>
    /// The frames carry their content size and neither a checksum nor a dictionary id (the framing has those), and no
    /// magic number (the framing says what they are): RFC 8878's frame less its first four bytes, which Zstandard calls
    /// the magicless format. Each thread keeps its own streaming contexts (<see cref="ZstdContexts"/>); their windows live
    /// in unmanaged memory and are capped at <see cref="WindowLogMax"/> when decoding.
    /// </remarks>
    internal static unsafe class ZstdFrameStreams
    {
        /// <summary>The default amount of plain msgpack one frame spans: 1 MiB, sixteen 64 KB segments.</summary>
        internal const int DefaultFrameSize = 1 << 20;

        /// <summary>The smallest frame size accepted: one segment.</summary>
        internal const int MinimumFrameSize = SegmentPool.SegmentSize;

        /// <summary>The largest frame size a writer may use and a reader accepts per frame: 8 MiB.</summary>
        internal const int MaximumFrameSize = 8 << 20;

        /// <summary>The largest window a decoded frame may ask for, log 2: <see cref="MaximumFrameSize"/>.</summary>
        internal const int WindowLogMax = 23;

        /// <summary>
        /// The hash log of the default level's frames of a large value (one and a half frames or more), when above
        /// <see cref="SmallerTablesMinimumLength"/>: Zstandard picks 17 for a frame above 256 KB (a 512 KB table), 14 keeps
        /// the table at 64 KB. See <see cref="LargeValueChainLog"/>.
        /// </summary>
        internal const int LargeValueHashLog = 14;

        /// <summary>
        /// The chain log (for level 3's double-fast finder, its second hash table) of the default level's frames of a large
        /// value, when above <see cref="SmallerTablesMinimumLength"/>: 13 (32 KB) where Zstandard picks 16 (256 KB) for a
        /// frame above 256 KB. With both tables in a core's cache the finder compresses 1 MiB frames of orders and of text
        /// 12–15 % faster for 1.3–2.3 % more bytes (docs/measurements/2026-12-07-zstd-frames.md, "Pace" and "Large values").
        /// A value shorter than one and a half frames keeps Zstandard's own tables in every frame: it is mostly one frame,
        /// and compresses as one whole frame at the level would (a value up to one frame, exactly).
        /// </summary>
        internal const int LargeValueChainLog = 13;

        /// <summary>
        /// The length a large value's frame must exceed to get the smaller tables: 256 KB. On 1 MiB frames (Zstandard's own
        /// tables 17 and 16) the smaller tables make the finder faster; on 64 KB frames (its own 16 and 15) they make it
        /// about 17 % slower for the same instruction count, since a table that small is full of live entries that send
        /// the finder to compare bytes that do not match (docs/measurements/2026-12-07-zstd-frames.md, "Per frame").
        /// The line between the two measured sizes is a choice; frame lengths between them were not measured.
        /// </summary>
        internal const int SmallerTablesMinimumLength = 256 * 1024;

        /// <summary>Compresses <paramref name="plain"/> into one frame, appended to <paramref name="output"/> in pooled arrays.</summary>
        /// <param name="plain">The plain pieces, in order; together <paramref name="plainLength"/> bytes, at least one.</param>
        /// <param name="plainLength">Their total length (the frame's content size).</param>
        /// <param name="output">Where the rented arrays go, in order; every one is full except the last.</param>
        /// <param name="dictionary">The trained dictionary, or null.</param>
        /// <param name="level">The Zstandard level.</param>
        /// <param name="largeValue">Whether the frame is one of a value at least one and a half frames long; at the default
        /// level such frames above <see cref="SmallerTablesMinimumLength"/> use smaller tables (<see cref="LargeValueHashLog"/>,
        /// <see cref="LargeValueChainLog"/>).</param>
        /// <returns>The frame's length.</returns>
        /// <exception cref="InvalidOperationException">Zstandard reported an error.</exception>
        internal static long Compress(IReadOnlyList<ReadOnlyMemory<byte>> plain, long plainLength, List<byte[]> output, ZstdDictionary? dictionary, int level, bool largeValue = false)
        {
            ZSTD_CCtx_s* context = ZstdContexts.FrameCompression;
            Check(Methods.ZSTD_CCtx_reset(context, ZSTD_ResetDirective.ZSTD_reset_session_and_parameters));
            Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_experimentalParam2, (int)ZSTD_format_e.ZSTD_f_zstd1_magicless));
            Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_compressionLevel, level));
            Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_contentSizeFlag, 1));
            Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_checksumFlag, 0));
            Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_dictIDFlag, 0));
            if (dictionary is not null)
            {
                Check(Methods.ZSTD_CCtx_refCDict(context, dictionary.CompressionDictionary(level)));
            }
            else if (largeValue && level == ZstdLevels.Default && plainLength > SmallerTablesMinimumLength)
            {
                // Only where Zstandard's own tables would be larger still.
                Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_hashLog, LargeValueHashLog));
                Check(Methods.ZSTD_CCtx_setParameter(context, ZSTD_cParameter.ZSTD_c_chainLog, LargeValueChainLog));
            }

            // The pledged size goes into the frame header and lets Zstandard size its window to the frame.
            Check(Methods.ZSTD_CCtx_setPledgedSrcSize(context, (ulong)plainLength));
            byte[]? current = output.Count == 0 ? null : output[output.Count - 1];
            int written = 0;
            long total = 0;
            for (int p = 0; p < plain.Count; p++)
            {
                bool last = p == plain.Count - 1;
                ReadOnlySpan<byte> piece = plain[p].Span;
                fixed (byte* from = piece)
                {
                    ZSTD_inBuffer_s input = new ZSTD_inBuffer_s { src = from, size = (nuint)piece.Length, pos = 0 };
                    while (true)
                    {
                        if (current is null || written == current.Length)
                        {
                            current = SegmentPool.Rent();
                            output.Add(current);
                            written = 0;
                        }

                        nuint remaining;
                        fixed (byte* to = current)
                        {
                            ZSTD_outBuffer_s destination = new ZSTD_outBuffer_s { dst = to, size = (nuint)current.Length, pos = (nuint)written };
                            remaining = Methods.ZSTD_compressStream2(context, &destination, &input, last ? ZSTD_EndDirective.ZSTD_e_end : ZSTD_EndDirective.ZSTD_e_continue);
                            total += (long)destination.pos - written;
                            written = (int)destination.pos;
                        }

                        Check(remaining);
                        if (last ? remaining == 0 : input.pos == input.size)
                        {
                            break;
                        }
                    }
                }
            }

            GC.KeepAlive(dictionary);
            return total;
        }

        /// <summary>
        /// Decodes exactly one frame that must fill <paramref name="declared"/> bytes and end exactly at the end of
        /// <paramref name="source"/>, writing to <paramref name="output"/> through spans of whatever size it hands out.
        /// </summary>
        /// <param name="source">The frame's bytes, in any number of segments.</param>
        /// <param name="declared">The decompressed size the framing declares (checked against the limits already).</param>
        /// <param name="output">The destination; never asked for more than <paramref name="declared"/> bytes in all.</param>
        /// <param name="dictionary">The dictionary the framing names, or null.</param>
        /// <returns>
        /// <paramref name="declared"/> on success; otherwise a negative number (malformed, another dictionary, a window
        /// above <see cref="WindowLogMax"/>, trailing bytes, or content that does not end at the declared size) or the
        /// short count the frame ended at.
        /// </returns>
        internal static long Decompress(in ReadOnlySequence<byte> source, long declared, IBufferWriter<byte> output, ZstdDictionary? dictionary)
        {
            ZSTD_DCtx_s* context = ZstdContexts.FrameDecompression;
            if (Methods.ZSTD_isError(Methods.ZSTD_DCtx_reset(context, ZSTD_ResetDirective.ZSTD_reset_session_and_parameters))
                || Methods.ZSTD_isError(Methods.ZSTD_DCtx_setParameter(context, ZSTD_dParameter.ZSTD_d_experimentalParam1, (int)ZSTD_format_e.ZSTD_f_zstd1_magicless))
                || Methods.ZSTD_isError(Methods.ZSTD_DCtx_setParameter(context, ZSTD_dParameter.ZSTD_d_windowLogMax, WindowLogMax))
                || (dictionary is not null && Methods.ZSTD_isError(Methods.ZSTD_DCtx_refDDict(context, dictionary.DecompressionDictionary))))
            {
                return -1;
            }

            try
            {
                return DecompressStream(context, source, declared, output);
            }
            finally
            {
                GC.KeepAlive(dictionary);
            }
        }

        private static long DecompressStream(ZSTD_DCtx_s* context, in ReadOnlySequence<byte> source, long declared, IBufferWriter<byte> output)
        {
            ReadOnlySequence<byte>.Enumerator segments = source.GetEnumerator();
            ReadOnlyMemory<byte> chunk = default;
            int consumed = 0;
            bool moreInput = true;
            long produced = 0;
            while (true)
            {
                if (consumed == chunk.Length && moreInput)
                {
                    moreInput = segments.MoveNext();
                    if (moreInput)
                    {
                        chunk = segments.Current;
                        consumed = 0;
                        continue;
                    }

                    chunk = default;
                    consumed = 0;
                }

                // Never more room than the declared size leaves: a frame that would write past it stalls and fails.
                Span<byte> room = produced < declared ? output.GetSpan(1) : Span<byte>.Empty;
                if (room.Length > declared - produced)
                {
                    room = room.Slice(0, (int)(declared - produced));
                }

                nuint result;
                int before = consumed;
                int wrote;
                ReadOnlySpan<byte> from = chunk.Span;
                fixed (byte* input = from)
                fixed (byte* destination = room)
                {
                    ZSTD_inBuffer_s inBuffer = new ZSTD_inBuffer_s { src = input, size = (nuint)from.Length, pos = (nuint)consumed };
                    ZSTD_outBuffer_s outBuffer = new ZSTD_outBuffer_s { dst = destination, size = (nuint)room.Length, pos = 0 };
                    result = Methods.ZSTD_decompressStream(context, &outBuffer, &inBuffer);
                    consumed = (int)inBuffer.pos;
                    wrote = (int)outBuffer.pos;
                }

                if (Methods.ZSTD_isError(result))
                {
                    return -1;
                }

                if (wrote > 0)
                {
                    output.Advance(wrote);
                    produced += wrote;
                }

                if (result == 0)
                {
                    // The frame ended: it must be the last byte of the source and have filled the declared size.
                    if (consumed != chunk.Length || HasMore(ref segments))
                    {
                        return -1;
                    }

                    return produced;
                }

                if (consumed == before && wrote == 0 && !(consumed == chunk.Length && moreInput))
                {
                    // No progress: the input ended inside the frame, or the frame holds more than declared.
                    return -1;
                }
            }
        }

        private static bool HasMore(ref ReadOnlySequence<byte>.Enumerator segments)
        {
            while (segments.MoveNext())
            {
                if (!segments.Current.IsEmpty)
                {
                    return true;
                }
            }

            return false;
        }

        private static void Check(nuint result)
        {
            if (Methods.ZSTD_isError(result))
            {
                throw new InvalidOperationException($"Zstandard failed: {Methods.ZSTD_getErrorName(result)}.");
            }
        }
    }
}
