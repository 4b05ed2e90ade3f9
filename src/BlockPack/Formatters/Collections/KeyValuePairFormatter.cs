using System.Collections.Generic;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>Writes a <see cref="KeyValuePair{TKey, TValue}"/> as a 2-element array [key, value], as MessagePack-CSharp does.</summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TValue">The value type.</typeparam>
    /// <remarks>An array of another length, or nil, is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class KeyValuePairFormatter<TKey, TValue> : IMessagePackFormatter<KeyValuePair<TKey, TValue>>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, KeyValuePair<TKey, TValue> value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(2);
            options.Security.DepthStep(ref writer);
            try
            {
                options.Resolver.GetFormatterWithVerify<TKey>().Serialize(ref writer, value.Key, options);
                options.Resolver.GetFormatterWithVerify<TValue>().Serialize(ref writer, value.Value, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public KeyValuePair<TKey, TValue> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            if (reader.IsNil)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(KeyValuePair<TKey, TValue>), position);
            }

            int count = reader.ReadArrayHeader();
            if (count != 2)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(KeyValuePair<TKey, TValue>), 2, count, position);
            }

            options.Security.DepthStep(ref reader);
            try
            {
                TKey key = options.Resolver.GetFormatterWithVerify<TKey>().Deserialize(ref reader, options);
                TValue value = options.Resolver.GetFormatterWithVerify<TValue>().Deserialize(ref reader, options);
                return new KeyValuePair<TKey, TValue>(key, value);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
