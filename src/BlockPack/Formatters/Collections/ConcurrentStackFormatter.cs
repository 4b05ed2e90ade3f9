using System.Collections.Concurrent;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ConcurrentStack{T}"/> as a MessagePack array from the top down (its enumeration order), as MessagePack-CSharp does, and reads it back with the same top; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Writing takes a snapshot first (<see cref="ConcurrentStack{T}.ToArray"/>), so other threads may keep changing
    /// the collection meanwhile: the array holds the elements of one moment and its header always matches them.
    /// </remarks>
    public sealed class ConcurrentStackFormatter<T> : IMessagePackFormatter<ConcurrentStack<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ConcurrentStack<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value.ToArray(), options);
        }

        /// <inheritdoc/>
        public ConcurrentStack<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArrayReversed<T>(ref reader, options);
            return items is null ? null : new ConcurrentStack<T>(items);
        }
    }
}
