using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// <see cref="CollectionFormatterBase{TElement, TIntermediate, TCollection}"/> for collections that are filled in
    /// place while reading: <see cref="CollectionFormatterBase{TElement, TIntermediate, TEnumerator, TCollection}.Create"/>
    /// returns the collection itself.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TCollection">The collection type.</typeparam>
    public abstract class CollectionFormatterBase<TElement, TCollection> : CollectionFormatterBase<TElement, TCollection, TCollection>
        where TCollection : IEnumerable<TElement>
    {
        /// <summary>Initializes a new instance of the <see cref="CollectionFormatterBase{TElement, TCollection}"/> class.</summary>
        protected CollectionFormatterBase()
        {
        }

        /// <inheritdoc/>
        protected sealed override TCollection Complete(TCollection intermediateCollection) => intermediateCollection;
    }
}
