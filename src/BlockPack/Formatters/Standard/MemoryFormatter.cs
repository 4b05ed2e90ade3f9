using System;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Memory{T}"/> as an array of its elements, as MessagePack-CSharp does (an empty memory is an
    /// empty array).
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>Reading returns memory over a new array; nil reads as empty memory. Byte memory is bin (<see cref="ByteMemoryFormatter"/>).</remarks>
    public sealed class MemoryFormatter<T> : IMessagePackFormatter<Memory<T>>
    {
        private static readonly ArrayFormatter<T> Elements = new ArrayFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Memory<T> value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteSpan<T>(ref writer, value.Span, options);

        /// <inheritdoc/>
        public Memory<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            Elements.Deserialize(ref reader, options);
    }
}
