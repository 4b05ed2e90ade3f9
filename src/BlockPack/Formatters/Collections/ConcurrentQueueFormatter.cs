using System.Collections.Concurrent;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ConcurrentQueue{T}"/> as a MessagePack array from front to back and reads it back in the same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Writing takes a snapshot first (<see cref="ConcurrentQueue{T}.ToArray"/>), so other threads may keep changing
    /// the collection meanwhile: the array holds the elements of one moment and its header always matches them.
    /// </remarks>
    public sealed class ConcurrentQueueFormatter<T> : IMessagePackFormatter<ConcurrentQueue<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ConcurrentQueue<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value.ToArray(), options);
        }

        /// <inheritdoc/>
        public ConcurrentQueue<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArray<T>(ref reader, options);
            return items is null ? null : new ConcurrentQueue<T>(items);
        }
    }
}
