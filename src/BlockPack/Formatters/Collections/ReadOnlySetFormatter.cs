#if NET9_0_OR_GREATER
using System.Collections.Generic;
using System.Collections.ObjectModel;

using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ReadOnlySet{T}"/> as a MessagePack array of its elements and reads it back around a
    /// <see cref="HashSet{T}"/> keyed by <see cref="MessagePackSecurity.GetEqualityComparer{T}"/> (repeated elements
    /// are dropped, as a set does); <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ReadOnlySetFormatter<T> : IMessagePackFormatter<ReadOnlySet<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ReadOnlySet<T>? value, MessagePackSerializerOptions options) =>
            SequenceFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public ReadOnlySet<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            HashSet<T>? set = HashSetFormatter<T>.ReadSet(ref reader, options);
            return set is null ? null : new ReadOnlySet<T>(set);
        }
    }
}
#endif
