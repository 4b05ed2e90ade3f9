using System;
using System.Buffers;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Memory{T}"/> of bytes as bin (an empty memory is empty bin). Reading copies the bytes into
    /// a new array; nil reads as an empty memory.
    /// </summary>
    public sealed class ByteMemoryFormatter : IMessagePackFormatter<Memory<byte>>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteMemoryFormatter Instance = new ByteMemoryFormatter();

        private ByteMemoryFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Memory<byte> value, MessagePackSerializerOptions options) => writer.Write(value.Span);

        /// <inheritdoc/>
        public Memory<byte> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            ReadOnlySequence<byte>? bytes = reader.ReadBytes();
            return bytes.HasValue ? bytes.GetValueOrDefault().ToArray() : default(Memory<byte>);
        }
    }
}
