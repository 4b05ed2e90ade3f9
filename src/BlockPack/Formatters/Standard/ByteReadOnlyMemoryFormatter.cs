using System;
using System.Buffers;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlyMemory{T}"/> of bytes as bin (an empty memory is empty bin). Reading copies the
    /// bytes into a new array; nil reads as an empty memory.
    /// </summary>
    public sealed class ByteReadOnlyMemoryFormatter : IMessagePackFormatter<ReadOnlyMemory<byte>>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteReadOnlyMemoryFormatter Instance = new ByteReadOnlyMemoryFormatter();

        private ByteReadOnlyMemoryFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlyMemory<byte> value, MessagePackSerializerOptions options) => writer.Write(value.Span);

        /// <inheritdoc/>
        public ReadOnlyMemory<byte> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            ReadOnlySequence<byte>? bytes = reader.ReadBytes();
            return bytes.HasValue ? bytes.GetValueOrDefault().ToArray() : default(ReadOnlyMemory<byte>);
        }
    }
}
