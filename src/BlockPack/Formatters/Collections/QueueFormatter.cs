using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Queue{T}"/> as a MessagePack array from front to back, and reads it back in the same
    /// order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class QueueFormatter<T> : IMessagePackFormatter<Queue<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Queue<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            int count = value.Count;
            writer.WriteArrayHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref writer);
            try
            {
                // The struct enumerator throws if the queue changes meanwhile, so the count stays true.
                foreach (T item in value)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    formatter.Serialize(ref writer, item, options);
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public Queue<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            var queue = new Queue<T>(count);
            if (count == 0)
            {
                return queue;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    queue.Enqueue(formatter.Deserialize(ref reader, options));
                }
            }
            finally
            {
                reader.Depth--;
            }

            return queue;
        }
    }
}
