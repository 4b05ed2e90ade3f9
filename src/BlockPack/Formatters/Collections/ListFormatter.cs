using System.Collections.Generic;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="List{T}"/> as a MessagePack array of its elements; <see langword="null"/> is nil.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ListFormatter<T> : IMessagePackFormatter<List<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteList(ref writer, value, options);
        }

        /// <inheritdoc/>
        public List<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => SequenceFormatting.ReadList<T>(ref reader, options);
    }
}
