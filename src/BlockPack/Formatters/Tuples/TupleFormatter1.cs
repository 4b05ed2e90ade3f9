using System;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Tuple{T1}"/> as an array of its 1 item in order, as MessagePack-CSharp
    /// does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T1">The type of item 1.</typeparam>
    /// <remarks>An array of another length is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class TupleFormatter<T1> : IMessagePackFormatter<Tuple<T1>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Tuple<T1>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

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
        public Tuple<T1>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int count = reader.ReadArrayHeader();
            if (count != 1)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(Tuple<T1>), 1, count, position);
            }

            IFormatterResolver resolver = options.Resolver;
            options.Security.DepthStep(ref reader);
            try
            {
                T1 item1 = resolver.GetFormatterWithVerify<T1>().Deserialize(ref reader, options);
                return new Tuple<T1>(item1);
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
