using System;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlyMemory{T}"/> as an array of its elements, as MessagePack-CSharp does (empty memory is an
    /// empty array).
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>Reading returns read-only memory over a new array; nil reads as empty memory. Read-only byte memory is bin (<see cref="ByteReadOnlyMemoryFormatter"/>).</remarks>
    public sealed class ReadOnlyMemoryFormatter<T> : IMessagePackFormatter<ReadOnlyMemory<T>>
    {
        private static readonly ArrayFormatter<T> Elements = new ArrayFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlyMemory<T> value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteSpan<T>(ref writer, value.Span, options);

        /// <inheritdoc/>
        public ReadOnlyMemory<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            Elements.Deserialize(ref reader, options);
    }
}
