using System.Buffers;
using MemoryPack;
using MemoryPack.Compression;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>
    /// MemoryPack through its <see cref="BrotliCompressor"/> with its default settings: the compression MemoryPack
    /// offers (it has no LZ4), shown beside the LZ4 rows for context.
    /// </summary>
    /// <typeparam name="T">The value's type.</typeparam>
    internal sealed class MemoryPackBrotliCase<T> : SerializerCase
    {
        private readonly T value;
        private T? sink;

        internal MemoryPackBrotliCase(T value) => this.value = value;

        public override byte[] Serialize()
        {
            using var compressor = new BrotliCompressor();
            MemoryPackSerializer.Serialize(compressor, this.value);
            return compressor.ToArray();
        }

        public override void Deserialize()
        {
            using var decompressor = new BrotliDecompressor();
            ReadOnlySequence<byte> plain = decompressor.Decompress(this.Payload);
            this.sink = MemoryPackSerializer.Deserialize<T>(plain);
        }

        public override void Verify()
        {
            this.Deserialize();
            using var compressor = new BrotliCompressor();
            MemoryPackSerializer.Serialize(compressor, this.sink);
            SameBytes(compressor.ToArray(), this.Payload);
        }
    }
}
