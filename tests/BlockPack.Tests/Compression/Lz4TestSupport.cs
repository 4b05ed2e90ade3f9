using System;
using System.Buffers;
using System.Collections.Generic;
using System.Globalization;
using System.Linq;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Parallel;

namespace BlockPack.Tests.Compression
{
    /// <summary>Shared helpers: hex, the framing entry points with the real codec, and spec-built LZ4 blocks.</summary>
    internal static class Lz4TestSupport
    {
        internal static byte[] Hex(string hex)
            => hex.Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(h => byte.Parse(h, NumberStyles.HexNumber, CultureInfo.InvariantCulture)).ToArray();

        internal static string ToHex(ReadOnlySpan<byte> bytes)
            => string.Join(" ", bytes.ToArray().Select(b => b.ToString("X2", CultureInfo.InvariantCulture)));

        internal static byte[] Compress(byte[] plain, MessagePackCompression mode, int minimumLength = 1, bool blockChecksums = false)
            => Compress(new ReadOnlySequence<byte>(plain), mode, minimumLength, blockChecksums);

        internal static byte[] Compress(in ReadOnlySequence<byte> plain, MessagePackCompression mode, int minimumLength = 1, bool blockChecksums = false)
        {
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(plain, output, mode, minimumLength, ManagedLz4BlockCodec.Instance, blockChecksums);
            return output.WrittenSpan.ToArray();
        }

        /// <summary>Decompresses with the managed codec unless told otherwise, returning null for plain input; the lease is disposed before returning.</summary>
        internal static byte[]? Decompress(byte[] input, long maximum = MessagePackSecurity.DefaultMaximumDecompressedSize)
            => Decompress(new ReadOnlySequence<byte>(input), maximum, out _);

        internal static byte[]? Decompress(in ReadOnlySequence<byte> input, long maximum, out long consumed, IBlockCodec? codec = null, DecodeParallelism? parallelism = null, IReadOnlyList<ZstdDictionary>? zstdDictionaries = null)
        {
            if (!Decompressor.TryDecompress(input, maximum, codec ?? ManagedLz4BlockCodec.Instance, out ReadOnlySequence<byte> decompressed, out consumed, out SegmentedBuffer? lease, parallelism, zstdDictionaries))
            {
                Assert.Null(lease);
                return null;
            }

            try
            {
                return decompressed.ToArray();
            }
            finally
            {
                lease?.Dispose();
            }
        }

        /// <summary>
        /// An LZ4 block holding only literals, built from the LZ4 block format (token: literal count in the high
        /// nibble, 15 meaning "more count bytes follow", each 255 meaning "and more"; then the literals).
        /// </summary>
        internal static byte[] LiteralBlock(byte[] data)
        {
            List<byte> block = new List<byte>();
            int length = data.Length;
            block.Add((byte)(Math.Min(length, 15) << 4));
            if (length >= 15)
            {
                int rest = length - 15;
                while (rest >= 255)
                {
                    block.Add(255);
                    rest -= 255;
                }

                block.Add((byte)rest);
            }

            block.AddRange(data);
            return block.ToArray();
        }

        /// <summary>"abcd" repeated five times (20 bytes), hand-encoded with one match; see <see cref="MatchBlock"/>.</summary>
        internal static readonly byte[] MatchBlockPlain = System.Text.Encoding.ASCII.GetBytes("abcdabcdabcdabcdabcd");

        /// <summary>
        /// A block with a real back-reference: literals "abcd", a match at offset 4 of length 11 (token low nibble
        /// 11 - 4 = 7), then the last five bytes "dabcd" as literals, as the format requires.
        /// </summary>
        internal static readonly byte[] MatchBlock = Hex("47 61 62 63 64 04 00 50 64 61 62 63 64");

        internal static byte[] Pattern(int length, int seed = 1)
        {
            // Compressible but not trivial: short runs of a few symbols.
            Random random = new Random(seed);
            byte[] result = new byte[length];
            for (int i = 0; i < length;)
            {
                byte value = (byte)random.Next(16);
                int run = random.Next(1, 12);
                for (int j = 0; j < run && i < length; j++, i++)
                {
                    result[i] = value;
                }
            }

            return result;
        }

        internal static ReadOnlySequence<byte> Segmented(byte[] data, params int[] cuts)
        {
            // Builds a multi-segment sequence cut at the given offsets, to exercise straddling reads.
            List<ReadOnlyMemory<byte>> parts = new List<ReadOnlyMemory<byte>>();
            int start = 0;
            foreach (int cut in cuts.Where(c => c > 0 && c < data.Length).Distinct().OrderBy(c => c))
            {
                parts.Add(data.AsMemory(start, cut - start));
                start = cut;
            }

            parts.Add(data.AsMemory(start));
            return SegmentedSequence.Create(parts);
        }
    }
}
