using System.Collections.Concurrent;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ConcurrentBag{T}"/> as a MessagePack array in its enumeration order and reads the elements back by adding them in array order, as MessagePack-CSharp does (a bag has no order; enumerating the result gives them in reverse); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Writing takes a snapshot first (<see cref="ConcurrentBag{T}.ToArray"/>), so other threads may keep changing
    /// the collection meanwhile: the array holds the elements of one moment and its header always matches them.
    /// </remarks>
    public sealed class ConcurrentBagFormatter<T> : IMessagePackFormatter<ConcurrentBag<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ConcurrentBag<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value.ToArray(), options);
        }

        /// <inheritdoc/>
        public ConcurrentBag<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            T[]? items = CollectionReading.ReadArray<T>(ref reader, options);
            return items is null ? null : new ConcurrentBag<T>(items);
        }
    }
}
