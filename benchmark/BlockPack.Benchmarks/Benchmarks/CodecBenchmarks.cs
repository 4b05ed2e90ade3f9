using System;
using System.Collections.Generic;
using BenchmarkDotNet.Attributes;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// Raw LZ4 block encode and decode of the same blocks of plain msgpack (about 1 MB of integer-key records), per codec
    /// and block size: 64 KB (BlockPack's segments) and 32 KB. One operation is the whole set of blocks; the report turns
    /// time into MB/s of plain data.
    /// </summary>
    [BenchmarkCategory("Codec")]
    public class CodecBenchmarks : IWireSized
    {
        private const int RecordCount = 16_000;

        private IBlockCodec? codec;
        private byte[][] plainBlocks = Array.Empty<byte[]>();
        private byte[][] compressedBlocks = Array.Empty<byte[]>();
        private byte[] encodeTarget = Array.Empty<byte>();
        private byte[] decodeTarget = Array.Empty<byte>();

        /// <summary>Gets or sets the size the plain data is cut into.</summary>
        [Params(32 * 1024, 64 * 1024)]
        public int BlockSize { get; set; } = 64 * 1024;

        /// <summary>Gets or sets the codec's name.</summary>
        [ParamsSource(nameof(Codecs))]
        public string Codec { get; set; } = "BlockPack.ManagedLz4BlockCodec";

        /// <summary>Gets the available codecs.</summary>
        public static IEnumerable<string> Codecs => CodecCatalog.Names;

        /// <inheritdoc/>
        public long WireBytes { get; private set; }

        /// <inheritdoc/>
        public long PlainBytes { get; private set; }

        /// <summary>Cuts the plain msgpack into blocks and compresses each once with the managed (K4os) codec.</summary>
        [GlobalSetup]
        public void Setup()
        {
            this.codec = CodecCatalog.Get(this.Codec);
            byte[] plain = MessagePackSerializer.Serialize(RecordFactory.IntKey(RecordCount));
            int count = (plain.Length + this.BlockSize - 1) / this.BlockSize;
            this.plainBlocks = new byte[count][];
            this.compressedBlocks = new byte[count][];
            this.encodeTarget = new byte[ManagedLz4BlockCodec.WorstCaseLength(this.BlockSize)];
            this.decodeTarget = new byte[this.BlockSize];
            long wire = 0;
            for (int i = 0; i < count; i++)
            {
                byte[] block = plain.AsSpan(i * this.BlockSize, Math.Min(this.BlockSize, plain.Length - (i * this.BlockSize))).ToArray();
                int length = ManagedLz4BlockCodec.Instance.Compress(block, this.encodeTarget);
                this.plainBlocks[i] = block;
                this.compressedBlocks[i] = this.encodeTarget.AsSpan(0, length).ToArray();
                wire += length;
            }

            this.PlainBytes = plain.Length;
            this.WireBytes = wire;
            this.Decode();
        }

        /// <summary>Compresses every block.</summary>
        /// <returns>The total compressed length.</returns>
        [Benchmark]
        public long Encode()
        {
            IBlockCodec c = this.codec!;
            long total = 0;
            foreach (byte[] block in this.plainBlocks)
            {
                total += c.Compress(block, this.encodeTarget);
            }

            return total;
        }

        /// <summary>Decompresses every block, checking each decodes to its length.</summary>
        /// <returns>The total decompressed length.</returns>
        [Benchmark]
        public long Decode()
        {
            IBlockCodec c = this.codec!;
            long total = 0;
            byte[][] plain = this.plainBlocks;
            byte[][] compressed = this.compressedBlocks;
            for (int i = 0; i < compressed.Length; i++)
            {
                int expected = plain[i].Length;
                int decoded = c.Decompress(compressed[i], this.decodeTarget.AsSpan(0, expected));
                if (decoded != expected)
                {
                    throw new InvalidOperationException($"{this.Codec} decoded block {i} to {decoded} bytes, expected {expected}.");
                }

                total += decoded;
            }

            return total;
        }
    }
}
