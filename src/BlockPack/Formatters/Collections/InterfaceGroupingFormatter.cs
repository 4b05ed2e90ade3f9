using System.Collections.Generic;
using System.Linq;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="IGrouping{TKey, TElement}"/> as a 2-element array [key, [elements…]], as MessagePack-CSharp
    /// does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type.</typeparam>
    public sealed class InterfaceGroupingFormatter<TKey, TElement> : IMessagePackFormatter<IGrouping<TKey, TElement>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, IGrouping<TKey, TElement>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(2);
            options.Security.DepthStep(ref writer);
            try
            {
                options.Resolver.GetFormatterWithVerify<TKey>().Serialize(ref writer, value.Key, options);
                SequenceFormatting.WriteAny(ref writer, value, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public IGrouping<TKey, TElement>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int count = reader.ReadArrayHeader();
            if (count != 2)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(IGrouping<TKey, TElement>), 2, count, position);
            }

            options.Security.DepthStep(ref reader);
            try
            {
                TKey key = options.Resolver.GetFormatterWithVerify<TKey>().Deserialize(ref reader, options);
                List<TElement>? elements = SequenceFormatting.ReadList<TElement>(ref reader, options);
                return new Grouping<TKey, TElement>(key, elements?.ToArray() ?? System.Array.Empty<TElement>());
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
