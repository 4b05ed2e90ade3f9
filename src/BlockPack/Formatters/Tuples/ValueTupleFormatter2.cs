using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ValueTuple{T1, T2}"/> as an array of its 2 items in order, as MessagePack-CSharp
    /// does.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <typeparam name="T2">The type of item 2.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class ValueTupleFormatter<T1, T2> : IMessagePackFormatter<ValueTuple<T1, T2>>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ValueTuple<T1, T2> value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(2);
            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref writer);
            try
            {
                resolver.GetFormatterWithVerify<T1>().Serialize(ref writer, value.Item1, options);
                resolver.GetFormatterWithVerify<T2>().Serialize(ref writer, value.Item2, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public ValueTuple<T1, T2> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            if (reader.IsNil)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(ValueTuple<T1, T2>), position);
            }

            int count = reader.ReadArrayHeader();
            if (count != 2)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(ValueTuple<T1, T2>), 2, count, position);
            }

            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref reader);
            try
            {
                T1 item1 = resolver.GetFormatterWithVerify<T1>().Deserialize(ref reader, options);
                T2 item2 = resolver.GetFormatterWithVerify<T2>().Deserialize(ref reader, options);
                return new ValueTuple<T1, T2>(item1, item2);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
