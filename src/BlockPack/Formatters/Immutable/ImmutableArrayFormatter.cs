using System.Collections.Immutable;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes an <see cref="ImmutableArray{T}"/> as a MessagePack array; the default (uninitialized) value is nil and
    /// nil reads back as it, as MessagePack-CSharp does.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ImmutableArrayFormatter<T> : IMessagePackFormatter<ImmutableArray<T>>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ImmutableArray<T> value, MessagePackSerializerOptions options)
        {
            if (value.IsDefault)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value.AsSpan(), options);
        }

        /// <inheritdoc/>
        public ImmutableArray<T> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return default;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return ImmutableArray<T>.Empty;
            }

            ImmutableArray<T>.Builder builder = ImmutableArray.CreateBuilder<T>(count);
            CollectionReading.ReadElements<T, ImmutableArray<T>.Builder>(ref reader, count, builder, options);
            return builder.MoveToImmutable();
        }
    }
}
