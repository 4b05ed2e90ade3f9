using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Tuple{T1, T2, T3, T4, T5, T6, T7, TRest}"/> as an array of its 8 items in order, as MessagePack-CSharp
    /// does; <see langword="null"/> is nil. The eighth element is the nested tuple <c>Rest</c>, itself an array, so longer tuples nest as they do in .NET.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <typeparam name="T2">The type of item 2.</typeparam>
    /// <typeparam name="T3">The type of item 3.</typeparam>
    /// <typeparam name="T4">The type of item 4.</typeparam>
    /// <typeparam name="T5">The type of item 5.</typeparam>
    /// <typeparam name="T6">The type of item 6.</typeparam>
    /// <typeparam name="T7">The type of item 7.</typeparam>
    /// <typeparam name="TRest">The type of the remaining items, a nested tuple.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class TupleFormatter<T1, T2, T3, T4, T5, T6, T7, TRest> : IMessagePackFormatter<Tuple<T1, T2, T3, T4, T5, T6, T7, TRest>?>
        where TRest : notnull
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Tuple<T1, T2, T3, T4, T5, T6, T7, TRest>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(8);
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
                resolver.GetFormatterWithVerify<T7>().Serialize(ref writer, value.Item7, options);
                resolver.GetFormatterWithVerify<TRest>().Serialize(ref writer, value.Rest, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public Tuple<T1, T2, T3, T4, T5, T6, T7, TRest>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int count = reader.ReadArrayHeader();
            if (count != 8)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(Tuple<T1, T2, T3, T4, T5, T6, T7, TRest>), 8, count, position);
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
                T7 item7 = resolver.GetFormatterWithVerify<T7>().Deserialize(ref reader, options);
                TRest item8 = resolver.GetFormatterWithVerify<TRest>().Deserialize(ref reader, options);
                if (item8 is null)
                {
                    // Tuple's constructor rejects a missing Rest with an ArgumentException; report it as bad data.
                    ThrowHelper.ThrowUnexpectedNil(typeof(TRest), position);
                }

                return new Tuple<T1, T2, T3, T4, T5, T6, T7, TRest>(item1, item2, item3, item4, item5, item6, item7, item8);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
