using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableHashSet{T}"/> as a MessagePack array and reads it back keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> (repeated elements are dropped, as a set does); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ImmutableHashSetFormatter<T> : IMessagePackFormatter<ImmutableHashSet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableHashSet<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ImmutableHashSet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            ImmutableHashSet<T>.Builder builder = ImmutableHashSet.CreateBuilder<T>(options.Security.GetEqualityComparer<T>());
            CollectionReading.ReadElements<T, ImmutableHashSet<T>.Builder>(ref reader, count, builder, options);
            return builder.ToImmutable();
        }
    }
}
