using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableSortedSet{T}"/> as a MessagePack array in sort order and reads it back with the default comparer of <typeparamref name="T"/> (repeated elements are dropped); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ImmutableSortedSetFormatter<T> : IMessagePackFormatter<ImmutableSortedSet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableSortedSet<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ImmutableSortedSet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            ImmutableSortedSet<T>.Builder builder = ImmutableSortedSet.CreateBuilder<T>();
            CollectionReading.ReadElements<T, ImmutableSortedSet<T>.Builder>(ref reader, count, builder, options);
            return builder.ToImmutable();
        }
    }
}
