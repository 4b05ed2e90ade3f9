using System;
using System.Buffers;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ArraySegment{T}"/> of bytes as bin; a default segment (no array) is nil, as in
    /// MessagePack-CSharp. Reading copies the bytes into a new array.
    /// </summary>
    public sealed class ByteArraySegmentFormatter : IMessagePackFormatter<ArraySegment<byte>>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteArraySegmentFormatter Instance = new ByteArraySegmentFormatter();

        private ByteArraySegmentFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ArraySegment<byte> value, MessagePackSerializerOptions options)
        {
            if (value.Array is null)
            {
                writer.WriteNil();
                return;
            }

            writer.Write(value.AsSpan());
        }

        /// <inheritdoc/>
        public ArraySegment<byte> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            ReadOnlySequence<byte>? bytes = reader.ReadBytes();
            return bytes.HasValue ? new ArraySegment<byte>(bytes.GetValueOrDefault().ToArray()) : default;
        }
    }
}
