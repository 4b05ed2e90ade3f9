using System.Collections.Generic;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// A base for formatters of custom collection types written as a MessagePack array, with MessagePack-CSharp's
    /// shape so formatters written for it carry over: a derived class says how to enumerate the collection
    /// (<see cref="GetSourceEnumerator"/>) and how to build one while reading (<see cref="Create"/>, <see cref="Add"/>,
    /// <see cref="Complete"/>); this class writes the header, the elements, nil for <see langword="null"/>, and
    /// tracks depth and cancellation.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TIntermediate">What the elements are collected into while reading.</typeparam>
    /// <typeparam name="TEnumerator">The enumerator type (a struct enumerator avoids boxing).</typeparam>
    /// <typeparam name="TCollection">The collection type.</typeparam>
    /// <remarks>
    /// <see cref="Create"/> is given the element count from the header, which the reader has already checked against
    /// the bytes left (at least one byte per element), so pre-sizing with it cannot be made to allocate beyond the
    /// input's size. Rejecting repeated or otherwise invalid elements is up to <see cref="Add"/>.
    /// </remarks>
    public abstract class CollectionFormatterBase<TElement, TIntermediate, TEnumerator, TCollection> : IMessagePackFormatter<TCollection?>
        where TEnumerator : IEnumerator<TElement>
        where TCollection : IEnumerable<TElement>
    {
        /// <summary>Initializes a new instance of the <see cref="CollectionFormatterBase{TElement, TIntermediate, TEnumerator, TCollection}"/> class.</summary>
        protected CollectionFormatterBase()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, TCollection? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            int? count = this.GetCount(value);
            if (count is null)
            {
                // No count to write the header with: enumerate once into a buffer first.
                var buffered = new List<TElement>();
                TEnumerator source = this.GetSourceEnumerator(value);
                try
                {
                    while (source.MoveNext())
                    {
                        buffered.Add(source.Current);
                    }
                }
                finally
                {
                    source.Dispose();
                }

                SequenceFormatting.WriteList(ref writer, buffered, options);
                return;
            }

            this.WriteCounted(ref writer, value, count.Value, options);
        }

        /// <inheritdoc/>
        public TCollection? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return default;
            }

            int count = reader.ReadArrayHeader();
            TIntermediate collection = this.Create(count, options);
            if (count > 0)
            {
                IMessagePackFormatter<TElement> formatter = options.Resolver.GetFormatterWithVerify<TElement>();
                options.Security.DepthStep(ref reader);
                try
                {
                    for (int i = 0; i < count; i++)
                    {
                        reader.CancellationToken.ThrowIfCancellationRequested();
                        this.Add(collection, i, formatter.Deserialize(ref reader, options), options);
                    }
                }
                finally
                {
                    reader.Depth--;
                }
            }

            return this.Complete(collection);
        }

        /// <summary>
        /// Gets the number of elements, or <see langword="null"/> if it is not known without enumerating (the
        /// elements are then buffered once). The default asks <see cref="ICollection{T}"/> and
        /// <see cref="IReadOnlyCollection{T}"/>.
        /// </summary>
        /// <param name="sequence">The collection being written.</param>
        /// <returns>The element count, or <see langword="null"/>.</returns>
        protected virtual int? GetCount(TCollection sequence) => sequence switch
        {
            ICollection<TElement> collection => collection.Count,
            IReadOnlyCollection<TElement> readOnlyCollection => readOnlyCollection.Count,
            _ => null,
        };

        /// <summary>Gets an enumerator over the elements to write, in the order they are to be written.</summary>
        /// <param name="source">The collection being written.</param>
        /// <returns>The enumerator.</returns>
        protected abstract TEnumerator GetSourceEnumerator(TCollection source);

        /// <summary>Creates what the elements are collected into while reading.</summary>
        /// <param name="count">The number of elements that follow (checked against the input's length).</param>
        /// <param name="options">The options of the read.</param>
        /// <returns>The empty intermediate collection.</returns>
        protected abstract TIntermediate Create(int count, MessagePackSerializerOptions options);

        /// <summary>Adds one element read.</summary>
        /// <param name="collection">The intermediate collection.</param>
        /// <param name="index">The element's position in the array.</param>
        /// <param name="value">The element.</param>
        /// <param name="options">The options of the read.</param>
        protected abstract void Add(TIntermediate collection, int index, TElement value, MessagePackSerializerOptions options);

        /// <summary>Turns the intermediate collection into the result.</summary>
        /// <param name="intermediateCollection">The intermediate collection, with every element added.</param>
        /// <returns>The collection read.</returns>
        protected abstract TCollection Complete(TIntermediate intermediateCollection);

        private void WriteCounted(ref MessagePackWriter writer, TCollection value, int count, MessagePackSerializerOptions options)
        {
            writer.WriteArrayHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<TElement> formatter = options.Resolver.GetFormatterWithVerify<TElement>();
            int written = 0;
            TEnumerator source = this.GetSourceEnumerator(value);
            options.Security.DepthStep(ref writer);
            try
            {
                while (source.MoveNext())
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        // Counted before the write so no element beyond the header ever reaches the output.
                        ThrowHelper.ThrowCollectionCountChanged(value.GetType(), count, count + 1);
                    }

                    formatter.Serialize(ref writer, source.Current, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
                source.Dispose();
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(value.GetType(), count, written);
            }
        }
    }
}
