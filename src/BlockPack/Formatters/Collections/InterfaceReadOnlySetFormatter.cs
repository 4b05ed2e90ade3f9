#if NET5_0_OR_GREATER
using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes any <see cref="IReadOnlySet{T}"/> as a MessagePack array of its elements and reads it as a
    /// <see cref="HashSet{T}"/> keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> (repeated elements
    /// are dropped, as a set does); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class InterfaceReadOnlySetFormatter<T> : IMessagePackFormatter<IReadOnlySet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IReadOnlySet<T>? value, MessagePackSerializerOptions options) =>
            HashSetFormatter<T>.WriteAnySet(ref writer, value, options);

        /// <inheritdoc/>
        public IReadOnlySet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => HashSetFormatter<T>.ReadSet(ref reader, options);
    }
}
#endif
