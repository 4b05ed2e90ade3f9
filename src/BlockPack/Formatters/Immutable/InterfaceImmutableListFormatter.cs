using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes any <see cref="IImmutableList{T}"/> as a MessagePack array and reads it back as an <see cref="ImmutableList{T}"/> in the same order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceImmutableListFormatter<T> : IMessagePackFormatter<IImmutableList<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IImmutableList<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IImmutableList<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            ImmutableList<T>.Builder builder = ImmutableList.CreateBuilder<T>();
            CollectionReading.ReadElements<T, ImmutableList<T>.Builder>(ref reader, count, builder, options);
            return builder.ToImmutable();
        }
    }
}
