using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes any <see cref="IImmutableSet{T}"/> as a MessagePack array and reads it back as an <see cref="ImmutableHashSet{T}"/> keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> (repeated elements are dropped); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceImmutableSetFormatter<T> : IMessagePackFormatter<IImmutableSet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IImmutableSet<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IImmutableSet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
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
