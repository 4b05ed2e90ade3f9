using System;
using BlockPack.Formatters.Collections;
using BlockPack.Serializer;

namespace BlockPack.Formatters
{
    /// <summary>Writes a one-dimensional array as a MessagePack array of its elements; <see langword="null"/> is nil.</summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class ArrayFormatter<T> : IMessagePackFormatter<T[]?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            SequenceFormatting.WriteSpan<T>(ref writer, value, options);
        }

        /// <inheritdoc/>
        public T[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<T>();
            }

            IMessagePackFormatter<T> formatter = FirstResolverFormatter<T>.GetWithVerify(options.Resolver);
            var array = new T[count];
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < array.Length; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    array[i] = formatter.Deserialize(ref reader, options);
                }
            }
            finally
            {
                reader.Depth--;
            }

            return array;
        }
    }
}
