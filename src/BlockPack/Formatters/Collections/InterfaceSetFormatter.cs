using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="ISet{T}"/> as a MessagePack array of its elements and reads it as a
    /// <see cref="HashSet{T}"/> (repeated elements are dropped, as a set does); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceSetFormatter<T> : IMessagePackFormatter<ISet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ISet<T>? value, MessagePackSerializerOptions options) =>
            HashSetFormatter<T>.WriteAnySet(ref writer, value, options);

        /// <inheritdoc/>
        public ISet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => HashSetFormatter<T>.ReadSet(ref reader, options);
    }
}
