using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IList{T}"/> as a MessagePack array of its elements and reads it as a
    /// <see cref="List{T}"/>; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceListFormatter<T> : IMessagePackFormatter<IList<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IList<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public IList<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            SequenceFormatting.ReadList<T>(ref reader, options);
    }
}
