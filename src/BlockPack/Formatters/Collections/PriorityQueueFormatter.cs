#if NET6_0_OR_GREATER
using System.Collections.Generic;

using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="PriorityQueue{TElement, TPriority}"/> as MessagePack-CSharp 3 does: an array of
    /// two-element arrays <c>[element, priority]</c> in the queue's internal (heap) order,
    /// <see cref="PriorityQueue{TElement, TPriority}.UnorderedItems"/>. Reading enqueues each pair with the default
    /// comparer of <typeparamref name="TPriority"/>, so the queue dequeues in the same priority order;
    /// <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TPriority">The priority type.</typeparam>
    public sealed class PriorityQueueFormatter<TElement, TPriority> : IMessagePackFormatter<PriorityQueue<TElement, TPriority>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, PriorityQueue<TElement, TPriority>? value, MessagePackSerializerOptions options)
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

            IMessagePackFormatter<TElement> elementFormatter = options.Resolver.GetFormatterWithVerify<TElement>();
            IMessagePackFormatter<TPriority> priorityFormatter = options.Resolver.GetFormatterWithVerify<TPriority>();
            options.Security.DepthStep(ref writer);
            try
            {
                // The struct enumerator throws if the queue changes meanwhile, so the count stays true.
                foreach ((TElement element, TPriority priority) in value.UnorderedItems)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    writer.WriteArrayHeader(2);
                    elementFormatter.Serialize(ref writer, element, options);
                    priorityFormatter.Serialize(ref writer, priority, options);
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public PriorityQueue<TElement, TPriority>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader has checked the count against the bytes left, so it is safe to pre-size with.
            int count = reader.ReadArrayHeader();
            var queue = new PriorityQueue<TElement, TPriority>(count);
            if (count == 0)
            {
                return queue;
            }

            IMessagePackFormatter<TElement> elementFormatter = options.Resolver.GetFormatterWithVerify<TElement>();
            IMessagePackFormatter<TPriority> priorityFormatter = options.Resolver.GetFormatterWithVerify<TPriority>();
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long position = reader.Consumed;
                    int length = reader.ReadArrayHeader();
                    if (length != 2)
                    {
                        ThrowHelper.ThrowInvalidArrayLength(typeof(PriorityQueue<TElement, TPriority>), 2, length, position);
                    }

                    TElement element = elementFormatter.Deserialize(ref reader, options);
                    TPriority priority = priorityFormatter.Deserialize(ref reader, options);
                    queue.Enqueue(element, priority);
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
#endif
