#if NET8_0_OR_GREATER
using System.Collections.Frozen;
using System.Collections.Generic;
using BlockPack.Formatters;

using BlockPack.Formatters.Collections;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Writes a <see cref="FrozenSet{T}"/> as a MessagePack array of its elements and reads it back frozen with
    /// <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> (repeated elements are dropped, as a set does);
    /// <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class FrozenSetFormatter<T> : IMessagePackFormatter<FrozenSet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, FrozenSet<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public FrozenSet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            HashSet<T>? set = HashSetFormatter<T>.ReadSet(ref reader, options);
            return set?.ToFrozenSet(set.Comparer);
        }
    }
}
#endif
