using System;
using System.Buffers;

namespace BlockPack
{
    /// <content>The LZ4 framing hooks. Until the compression work lands, compressed modes are not supported.</content>
    public static partial class MessagePackSerializer
    {
        private static void WriteCompressed(in ReadOnlySequence<byte> plain, IBufferWriter<byte> output, MessagePackSerializerOptions options)
            => throw new NotSupportedException($"Compression mode {options.Compression} is not supported yet.");

        private static bool TryDecompress(in ReadOnlySequence<byte> input, MessagePackSerializerOptions options, out ReadOnlySequence<byte> decompressed, out long consumed, out IDisposable? lease)
        {
            decompressed = default;
            consumed = 0;
            lease = null;
            return false;
        }
    }
}
