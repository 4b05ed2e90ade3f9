using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Sandbox.Model;
using ZstdSharp.Unsafe;

namespace BlockPack.Benchmarks.Zstd
{
    /// <summary>
    /// Whether one Zstandard frame's compression can be shared between threads without cutting the frame in two: the
    /// frame's content is compressed in jobs, each on a fresh context that has the content just before the job loaded as
    /// history and its repeat offsets cleared, and the jobs' blocks follow one frame header (Zstandard's own multithreaded
    /// form, made by hand, since ZstdSharp's workers are threads of their own). Measured on one thread over the contiguous
    /// msgpack of the sandbox's 10,000 orders and of the first 4 MB of text records (<see cref="ZstdProfile.TextRecords"/>),
    /// in 1 MiB frames with the tables of a large value's frames (hash log 14, chain log 13): the bytes and the median time
    /// of whole frames, of frames made of jobs, and of independent frames as short as the jobs. Every frame written is
    /// decoded and compared with its content. Then, for the same values, the bytes of <c>Lz4BlockArray</c> and of
    /// <c>ZstdBlockArray</c> at three frame sizes. Run by <c>BLOCKPACK_ZSTD_PROFILE=frame-jobs measure zstd N</c>.
    /// </summary>
    internal static unsafe class ZstdFrameJobs
    {
        private const int FrameSize = 1 << 20;

        /// <summary>The history a job gets: 128 KB already fills tables of hash log 14 and chain log 13.</summary>
        private const int History = 128 << 10;

        /// <summary>Zstandard's dictionary magic, read little-endian: history starting with it would be parsed as a dictionary.</summary>
        private const uint DictionaryMagic = 0xEC30A437;

        /// <summary>Measures and prints the tables.</summary>
        /// <param name="rounds">The rounds counted (after three not counted), each running every variant once.</param>
        internal static void Run(int rounds)
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard.WithMaxDegreeOfParallelism(1);
            List<Order> orders = OrderGenerator.Create(10_000);
            object?[][] text = ZstdProfile.TakeBytes(ZstdProfile.TextRecords(), 4 << 20, standard);
            var values = new (string Name, byte[] Plain, Func<MessagePackSerializerOptions, int> Serialized)[]
            {
                ("sandbox orders (10,000)", MessagePackSerializer.Serialize(orders, standard), o => MessagePackSerializer.Serialize(orders, o).Length),
                ("text records (first 4 MB)", MessagePackSerializer.Serialize(text, standard), o => MessagePackSerializer.Serialize(text, o).Length),
            };
            var variants = new (string Name, int Frame, int Job)[]
            {
                ("1 MiB frames, whole", FrameSize, FrameSize),
                ("1 MiB frames in jobs of 512 KB", FrameSize, 512 << 10),
                ("1 MiB frames in jobs of 256 KB", FrameSize, 256 << 10),
                ("independent 512 KB frames", 512 << 10, 512 << 10),
                ("independent 256 KB frames", 256 << 10, 256 << 10),
            };

            ZSTD_CCtx_s* compression = Methods.ZSTD_createCCtx();
            ZSTD_DCtx_s* decompression = Methods.ZSTD_createDCtx();
            try
            {
                ZSTD_compressionParameters tables = Methods.ZSTD_getCParams(3, FrameSize, 0);
                tables.windowLog = 20;
                tables.hashLog = 14;
                tables.chainLog = 13;
                var parameters = new ZSTD_parameters { cParams = tables, fParams = new ZSTD_frameParameters { contentSizeFlag = 0, checksumFlag = 0, noDictIDFlag = 1 } };
                Console.WriteLine($"Zstandard frames compressed whole and in jobs, level 3, hash log 14, chain log 13, {History >> 10} KB of history per job, one thread, {rounds} rounds (medians); ZstdSharp {typeof(ZstdSharp.Compressor).Assembly.GetName().Version}");
                foreach ((string name, byte[] plain, Func<MessagePackSerializerOptions, int> serialized) in values)
                {
                    byte[] destination = new byte[(int)Methods.ZSTD_compressBound((nuint)plain.Length) + (plain.Length / (256 << 10) + 2) * 64];
                    long[] lengths = variants.Select(v => Compress(compression, parameters, plain, destination, v.Frame, v.Job, decompression)).ToArray();
                    double[][] samples = variants.Select(_ => new double[rounds]).ToArray();
                    for (int round = -3; round < rounds; round++)
                    {
                        for (int step = 0; step < variants.Length; step++)
                        {
                            int v = (step + Math.Max(round, 0)) % variants.Length;
                            long start = Stopwatch.GetTimestamp();
                            Compress(compression, parameters, plain, destination, variants[v].Frame, variants[v].Job, null);
                            if (round >= 0)
                            {
                                samples[v][round] = Stopwatch.GetElapsedTime(start).TotalMilliseconds;
                            }
                        }
                    }

                    Console.WriteLine();
                    Console.WriteLine($"JOBS {name}: {plain.Length:N0} bytes of msgpack");
                    Console.WriteLine("| form | bytes | ÷ whole frames | ms (median) | ÷ whole frames |");
                    Console.WriteLine("| --- | ---: | ---: | ---: | ---: |");
                    double wholeTime = Stats.Median(samples[0]);
                    for (int v = 0; v < variants.Length; v++)
                    {
                        double time = Stats.Median(samples[v]);
                        Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "| {0} | {1:N0} | {2:0.0000}× | {3:0.00} | {4:0.000}× |", variants[v].Name, lengths[v], (double)lengths[v] / lengths[0], time, time / wholeTime));
                    }

                    // What a user gets for the frame size: the serializer cuts frames at its segments' ends, which a
                    // value of long strings leaves short of 64 KB, so its frames hold less than the frame size.
                    MessagePackSerializerOptions zstd = standard.WithCompression(MessagePackCompression.ZstdBlockArray);
                    int lz4 = serialized(standard.WithCompression(MessagePackCompression.Lz4BlockArray));
                    Console.WriteLine($"Lz4BlockArray: {lz4:N0} bytes; ZstdBlockArray by frame size (bytes, LZ4 ÷ Zstandard):");
                    foreach (int frameSize in new[] { FrameSize, 512 << 10, 256 << 10 })
                    {
                        int bytes = serialized(zstd.WithZstdFrameSize(frameSize));
                        Console.WriteLine(string.Format(CultureInfo.InvariantCulture, "  {0} KB: {1:N0} ({2:0.00}×)", frameSize >> 10, bytes, (double)lz4 / bytes));
                    }
                }
            }
            finally
            {
                Methods.ZSTD_freeCCtx(compression);
                Methods.ZSTD_freeDCtx(decompression);
            }
        }

        /// <summary>
        /// Compresses <paramref name="plain"/> into magicless frames of <paramref name="frameSize"/> bytes, each made of
        /// jobs of <paramref name="jobSize"/> bytes, into <paramref name="destination"/>; when <paramref name="check"/> is
        /// given, decodes every frame with it and throws unless the frame gives back its content.
        /// </summary>
        /// <returns>The bytes written.</returns>
        private static long Compress(ZSTD_CCtx_s* context, ZSTD_parameters parameters, byte[] plain, byte[] destination, int frameSize, int jobSize, ZSTD_DCtx_s* check)
        {
            fixed (byte* source = plain)
            fixed (byte* output = destination)
            {
                byte* to = output;
                byte* end = output + destination.Length;
                for (int frame = 0; frame < plain.Length; frame += frameSize)
                {
                    int frameLength = Math.Min(frameSize, plain.Length - frame);
                    byte* frameStart = to;
                    to += WriteHeader(to, frameLength);
                    for (int job = 0; job < frameLength; job += jobSize)
                    {
                        int jobLength = Math.Min(jobSize, frameLength - job);
                        byte* history = source + frame + Math.Max(0, job - History);
                        int historyLength = (int)(source + frame + job - history);
                        if (historyLength >= 4 && *(uint*)history == DictionaryMagic)
                        {
                            history++;
                            historyLength--;
                        }

                        Check(Methods.ZSTD_compressBegin_advanced(context, historyLength > 0 ? history : null, (nuint)historyLength, parameters, ulong.MaxValue));

                        // The first call writes the context's own frame header and returns its length; what follows
                        // overwrites it, so only blocks are kept.
                        Check(Methods.ZSTD_compressContinue(context, to, (nuint)(end - to), source, 0));
                        if (job > 0)
                        {
                            // The decoder arrives here with the repeat offsets of the job before, which this context
                            // does not know: cleared, they are never used (what Zstandard's multithreaded jobs do).
                            uint* repeats = context->blockState.prevCBlock->rep;
                            repeats[0] = 0;
                            repeats[1] = 0;
                            repeats[2] = 0;
                        }

                        byte* jobSource = source + frame + job;
                        nuint written = job + jobLength == frameLength
                            ? Methods.ZSTD_compressEnd(context, to, (nuint)(end - to), jobSource, (nuint)jobLength)
                            : Methods.ZSTD_compressContinue(context, to, (nuint)(end - to), jobSource, (nuint)jobLength);
                        Check(written);
                        to += written;
                    }

                    if (check is not null)
                    {
                        Verify(check, frameStart, (int)(to - frameStart), new ReadOnlySpan<byte>(source + frame, frameLength));
                    }
                }

                return to - output;
            }
        }

        /// <summary>A magicless single-segment frame header that declares <paramref name="contentSize"/> (RFC 8878, 3.1.1.1).</summary>
        private static int WriteHeader(byte* to, int contentSize)
        {
            // Frame header descriptor: the content size field's size in bits 7-6, single segment in bit 5 (the window is
            // the content), no checksum, no dictionary id.
            if (contentSize < 256)
            {
                to[0] = 0x20;
                to[1] = (byte)contentSize;
                return 2;
            }

            if (contentSize < 65536 + 256)
            {
                int stored = contentSize - 256;
                to[0] = 0x60;
                to[1] = (byte)stored;
                to[2] = (byte)(stored >> 8);
                return 3;
            }

            to[0] = 0xA0;
            to[1] = (byte)contentSize;
            to[2] = (byte)(contentSize >> 8);
            to[3] = (byte)(contentSize >> 16);
            to[4] = (byte)(contentSize >> 24);
            return 5;
        }

        private static void Verify(ZSTD_DCtx_s* context, byte* frame, int frameLength, ReadOnlySpan<byte> content)
        {
            byte[] decoded = new byte[content.Length];
            Check(Methods.ZSTD_DCtx_reset(context, ZSTD_ResetDirective.ZSTD_reset_session_and_parameters));
            Check(Methods.ZSTD_DCtx_setParameter(context, ZSTD_dParameter.ZSTD_d_experimentalParam1, (int)ZSTD_format_e.ZSTD_f_zstd1_magicless));
            nuint result;
            fixed (byte* to = decoded)
            {
                result = Methods.ZSTD_decompressDCtx(context, to, (nuint)decoded.Length, frame, (nuint)frameLength);
            }

            Check(result);
            if ((int)result != content.Length || !content.SequenceEqual(decoded))
            {
                throw new InvalidOperationException($"A frame made of jobs did not decode to its content ({result} of {content.Length} bytes, first difference at {content.CommonPrefixLength(decoded)}).");
            }
        }

        private static void Check(nuint result)
        {
            if (Methods.ZSTD_isError(result))
            {
                throw new InvalidOperationException(Methods.ZSTD_getErrorName(result));
            }
        }
    }
}
