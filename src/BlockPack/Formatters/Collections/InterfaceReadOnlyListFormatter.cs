using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IReadOnlyList{T}"/> as a MessagePack array of its elements and reads it as a
    /// <see cref="List{T}"/>; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceReadOnlyListFormatter<T> : IMessagePackFormatter<IReadOnlyList<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IReadOnlyList<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IReadOnlyList<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            SequenceFormatting.ReadList<T>(ref reader, options);
    }
}
