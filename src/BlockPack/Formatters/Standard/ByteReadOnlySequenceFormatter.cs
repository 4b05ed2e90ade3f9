using System.Buffers;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlySequence{T}"/> of bytes as one bin, across every segment, as MessagePack-CSharp
    /// does (an empty sequence is empty bin).
    /// </summary>
    /// <remarks>Reading copies the bytes into a new array, so the result does not depend on the input buffer; nil reads as an empty sequence.</remarks>
    public sealed class ByteReadOnlySequenceFormatter : IMessagePackFormatter<ReadOnlySequence<byte>>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ByteReadOnlySequenceFormatter Instance = new ByteReadOnlySequenceFormatter();

        private ByteReadOnlySequenceFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlySequence<byte> value, MessagePackSerializerOptions options) =>
            writer.Write(value);

        /// <inheritdoc/>
        public ReadOnlySequence<byte> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            ReadOnlySequence<byte>? bytes = reader.ReadBytes();
            return bytes.HasValue ? new ReadOnlySequence<byte>(bytes.GetValueOrDefault().ToArray()) : default;
        }
    }
}
