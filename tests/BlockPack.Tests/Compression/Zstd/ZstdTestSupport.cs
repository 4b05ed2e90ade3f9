using System;
using System.Buffers;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Parallel;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>Shared helpers of the Zstandard tests: the framing's entry points and sample messages.</summary>
    internal static class ZstdTestSupport
    {
        internal static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(CompressionTestResolver.Instance)
            .WithCompression(MessagePackCompression.ZstdBlockArray);

        /// <summary>
        /// Frames plain msgpack in ZstdBlockArray's version-1 form (ext 95, or 94 with checksums: one standard frame per
        /// 64 KB block), which BlockPack no longer writes but still reads: the block-array writer still produces it, so the
        /// reader's tests of that form keep a writer that follows its rules.
        /// </summary>
        internal static byte[] Compress(byte[] plain, bool checksums = false, ZstdDictionary? dictionary = null, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
            => Compress(new ReadOnlySequence<byte>(plain), checksums, dictionary, level);

        internal static byte[] Compress(in ReadOnlySequence<byte> plain, bool checksums = false, ZstdDictionary? dictionary = null, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            ZstdBlockCodec codec = dictionary is null ? ZstdBlockCodec.Plain : new ZstdBlockCodec(dictionary, null);
            BlockArrayWriter.Write(plain, output, BlockArrayFraming.For(zstd: true, checksums), codec, codec.DictionaryId, level);
            return output.WrittenSpan.ToArray();
        }

        /// <summary>Frames plain msgpack as BlockPack writes ZstdBlockArray now: the frames form (ext 93, or 92 with checksums), on the calling thread.</summary>
        internal static byte[] CompressFrames(byte[] plain, bool checksums = false, ZstdDictionary? dictionary = null, int frameSize = MessagePackSerializerOptions.DefaultZstdFrameSize, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
            => CompressFrames(new ReadOnlySequence<byte>(plain), checksums, dictionary, frameSize, level);

        internal static byte[] CompressFrames(in ReadOnlySequence<byte> plain, bool checksums = false, ZstdDictionary? dictionary = null, int frameSize = MessagePackSerializerOptions.DefaultZstdFrameSize, MessagePackCompressionLevel level = MessagePackCompressionLevel.Optimal)
        {
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(plain, output, MessagePackCompression.ZstdBlockArray, 1, new ZstdBlockCodec(dictionary, null, frameSize), checksums, level);
            return output.WrittenSpan.ToArray();
        }

        /// <summary>Decodes a framed input (null when it is plain), with the dictionaries given; the lease is disposed before returning.</summary>
        internal static byte[]? Decompress(in ReadOnlySequence<byte> input, long maximum, out long consumed, IReadOnlyList<ZstdDictionary>? dictionaries = null, DecodeParallelism? parallelism = null)
            => Lz4TestSupport.Decompress(input, maximum, out consumed, parallelism: parallelism, zstdDictionaries: dictionaries);

        internal static byte[]? Decompress(byte[] input, IReadOnlyList<ZstdDictionary>? dictionaries = null, long maximum = MessagePackSecurity.DefaultMaximumDecompressedSize)
            => Decompress(new ReadOnlySequence<byte>(input), maximum, out _, dictionaries);

        /// <summary>The sample orders of the dictionary tests: deterministic, each 100–300 bytes of msgpack.</summary>
        internal static List<ZstdSampleOrder> Orders(int count, int seed)
        {
            Random random = new Random(seed);
            string[] customers = { "Acme Corporation", "Globex", "Initech", "Umbrella Ltd", "Stark Industries", "Wayne Enterprises", "Hooli", "Vandelay Imports" };
            string[] statuses = { "pending", "paid", "shipped", "delivered", "cancelled" };
            string[] skus = { "SKU-100234", "SKU-100871", "SKU-200019", "SKU-300442", "SKU-401113", "SKU-500090" };
            List<ZstdSampleOrder> orders = new List<ZstdSampleOrder>(count);
            for (int i = 0; i < count; i++)
            {
                ZstdSampleOrder order = new ZstdSampleOrder
                {
                    Id = 1_000_000 + random.Next(1_000_000),
                    Customer = customers[random.Next(customers.Length)],
                    Email = "customer" + random.Next(10_000) + "@example.com",
                    Status = statuses[random.Next(statuses.Length)],
                    CreatedUtc = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddSeconds(random.Next(30_000_000)),
                    Lines = Enumerable.Range(0, 1 + random.Next(4))
                        .Select(_ => new ZstdSampleOrderLine { Sku = skus[random.Next(skus.Length)], Quantity = 1 + random.Next(9), UnitPrice = Math.Round(random.NextDouble() * 200, 2) })
                        .ToList(),
                };
                orders.Add(order);
            }

            return orders;
        }

        internal static byte[] Pattern(int length, int seed) => Lz4TestSupport.Pattern(length, seed);

        internal static byte[] Hex(string hex) => Lz4TestSupport.Hex(hex);
    }
}
