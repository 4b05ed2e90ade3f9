using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ValueTuple{T1, T2, T3, T4, T5, T6}"/> as an array of its 6 items in order, as MessagePack-CSharp
    /// does.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <typeparam name="T2">The type of item 2.</typeparam>
    /// <typeparam name="T3">The type of item 3.</typeparam>
    /// <typeparam name="T4">The type of item 4.</typeparam>
    /// <typeparam name="T5">The type of item 5.</typeparam>
    /// <typeparam name="T6">The type of item 6.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class ValueTupleFormatter<T1, T2, T3, T4, T5, T6> : IMessagePackFormatter<ValueTuple<T1, T2, T3, T4, T5, T6>>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ValueTuple<T1, T2, T3, T4, T5, T6> value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(6);
            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref writer);
            try
            {
                resolver.GetFormatterWithVerify<T1>().Serialize(ref writer, value.Item1, options);
                resolver.GetFormatterWithVerify<T2>().Serialize(ref writer, value.Item2, options);
                resolver.GetFormatterWithVerify<T3>().Serialize(ref writer, value.Item3, options);
                resolver.GetFormatterWithVerify<T4>().Serialize(ref writer, value.Item4, options);
                resolver.GetFormatterWithVerify<T5>().Serialize(ref writer, value.Item5, options);
                resolver.GetFormatterWithVerify<T6>().Serialize(ref writer, value.Item6, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public ValueTuple<T1, T2, T3, T4, T5, T6> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            if (reader.IsNil)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(ValueTuple<T1, T2, T3, T4, T5, T6>), position);
            }

            int count = reader.ReadArrayHeader();
            if (count != 6)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(ValueTuple<T1, T2, T3, T4, T5, T6>), 6, count, position);
            }

            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref reader);
            try
            {
                T1 item1 = resolver.GetFormatterWithVerify<T1>().Deserialize(ref reader, options);
                T2 item2 = resolver.GetFormatterWithVerify<T2>().Deserialize(ref reader, options);
                T3 item3 = resolver.GetFormatterWithVerify<T3>().Deserialize(ref reader, options);
                T4 item4 = resolver.GetFormatterWithVerify<T4>().Deserialize(ref reader, options);
                T5 item5 = resolver.GetFormatterWithVerify<T5>().Deserialize(ref reader, options);
                T6 item6 = resolver.GetFormatterWithVerify<T6>().Deserialize(ref reader, options);
                return new ValueTuple<T1, T2, T3, T4, T5, T6>(item1, item2, item3, item4, item5, item6);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
