using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Tuple{T1, T2, T3}"/> as an array of its 3 items in order, as MessagePack-CSharp
    /// does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <typeparam name="T2">The type of item 2.</typeparam>
    /// <typeparam name="T3">The type of item 3.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class TupleFormatter<T1, T2, T3> : IMessagePackFormatter<Tuple<T1, T2, T3>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Tuple<T1, T2, T3>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(3);
            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref writer);
            try
            {
                resolver.GetFormatterWithVerify<T1>().Serialize(ref writer, value.Item1, options);
                resolver.GetFormatterWithVerify<T2>().Serialize(ref writer, value.Item2, options);
                resolver.GetFormatterWithVerify<T3>().Serialize(ref writer, value.Item3, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public Tuple<T1, T2, T3>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int count = reader.ReadArrayHeader();
            if (count != 3)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(Tuple<T1, T2, T3>), 3, count, position);
            }

            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref reader);
            try
            {
                T1 item1 = resolver.GetFormatterWithVerify<T1>().Deserialize(ref reader, options);
                T2 item2 = resolver.GetFormatterWithVerify<T2>().Deserialize(ref reader, options);
                T3 item3 = resolver.GetFormatterWithVerify<T3>().Deserialize(ref reader, options);
                return new Tuple<T1, T2, T3>(item1, item2, item3);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
