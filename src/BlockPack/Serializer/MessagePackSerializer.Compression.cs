using System;
using System.Buffers;
using BlockPack.Buffers;
using BlockPack.Compression;

namespace BlockPack
{
    /// <content>The LZ4 hooks: the serializer hands over plain msgpack to frame, or input that may be framed.</content>
    public static partial class MessagePackSerializer
    {
        /// <summary>
        /// Writes a plainly serialized value to <paramref name="output"/> in the framing
        /// <see cref="MessagePackSerializerOptions.Compression"/> asks for, or unchanged when it is shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/>.
        /// </summary>
        private static void WriteCompressed(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackSerializerOptions options)
            => Lz4Compressor.Write(plain, output, options.Compression, options.CompressionMinLength, Lz4CodecProvider.Current);

        /// <summary>
        /// Decodes <paramref name="input"/> when it starts with an <c>Lz4Block</c> or <c>Lz4BlockArray</c> framing,
        /// after checking every declared size against <see cref="MessagePackSecurity.MaximumDecompressedSize"/>.
        /// </summary>
        /// <returns>False when the input is plain msgpack.</returns>
        private static bool TryDecompress(in ReadOnlySequence<byte> input, MessagePackSerializerOptions options, out ReadOnlySequence<byte> decompressed, out long consumed, out IDisposable? lease)
        {
            bool compressed = Lz4Decompressor.TryDecompress(
                input, options.Security.MaximumDecompressedSize, Lz4CodecProvider.Current, out decompressed, out consumed, out SegmentedBuffer? buffer);
            lease = buffer;
            return compressed;
        }
    }
}
