using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="ValueTuple{T1}"/> as an array of its 1 item in order, as MessagePack-CSharp
    /// does.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class ValueTupleFormatter<T1> : IMessagePackFormatter<ValueTuple<T1>>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ValueTuple<T1> value, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(1);
            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref writer);
            try
            {
                resolver.GetFormatterWithVerify<T1>().Serialize(ref writer, value.Item1, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public ValueTuple<T1> Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            if (reader.IsNil)
            {
                ThrowHelper.ThrowUnexpectedNil(typeof(ValueTuple<T1>), position);
            }

            int count = reader.ReadArrayHeader();
            if (count != 1)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(ValueTuple<T1>), 1, count, position);
            }

            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref reader);
            try
            {
                T1 item1 = resolver.GetFormatterWithVerify<T1>().Deserialize(ref reader, options);
                return new ValueTuple<T1>(item1);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
