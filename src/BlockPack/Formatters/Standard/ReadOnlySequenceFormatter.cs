using System;
using System.Buffers;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlySequence{T}"/> as one array of all its elements, across every segment, as
    /// MessagePack-CSharp does.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Reading returns a single-segment sequence over a new array. Nil is a
    /// <see cref="MessagePackSerializationException"/> (MessagePack-CSharp fails on it too). Byte sequences are bin
    /// (<see cref="ByteReadOnlySequenceFormatter"/>).
    /// </remarks>
    public sealed class ReadOnlySequenceFormatter<T> : IMessagePackFormatter<ReadOnlySequence<T>>
    {
        private static readonly ArrayFormatter<T> Elements = new ArrayFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlySequence<T> value, MessagePackSerializerOptions options)
        {
            if (value.IsSingleSegment)
            {
                SequenceFormatting.WriteSpan<T>(ref writer, value.First.Span, options);
                return;
            }

            if (value.Length > int.MaxValue)
            {
                ThrowHelper.ThrowInvalidValue(typeof(ReadOnlySequence<T>), $"its {value.Length} elements are more than an array holds", -1);
            }

            writer.WriteArrayHeader((int)value.Length);
            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (ReadOnlyMemory<T> segment in value)
                {
                    ReadOnlySpan<T> items = segment.Span;
                    for (int i = 0; i < items.Length; i++)
                    {
                        writer.CancellationToken.ThrowIfCancellationRequested();
                        formatter.Serialize(ref writer, items[i], options);
                    }
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public ReadOnlySequence<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            T[]? array = Elements.Deserialize(ref reader, options);
            if (array is null)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(ReadOnlySequence<T>), position);
            }

            return new ReadOnlySequence<T>(array);
        }
    }
}
