using System;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ArraySegment{T}"/> as an array of the elements in the segment, as MessagePack-CSharp does;
    /// a segment over no array (<c>default</c>) is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>Reading returns a segment over a new array; nil reads as <c>default</c>. Byte segments are bin (<see cref="ByteArraySegmentFormatter"/>).</remarks>
    public sealed class ArraySegmentFormatter<T> : IMessagePackFormatter<ArraySegment<T>>
    {
        private static readonly ArrayFormatter<T> Elements = new ArrayFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ArraySegment<T> value, MessagePackSerializerOptions options)
        {
            if (value.Array is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value.AsSpan(), options);
        }

        /// <inheritdoc/>
        public ArraySegment<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? array = Elements.Deserialize(ref reader, options);
            return array is null ? default : new ArraySegment<T>(array);
        }
    }
}
