using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// <see cref="CollectionFormatterBase{TElement, TIntermediate, TEnumerator, TCollection}"/> for collections
    /// enumerated through <see cref="IEnumerable{T}.GetEnumerator"/>.
    /// </summary>
    /// <typeparam name="TElement">The element type.</typeparam>
    /// <typeparam name="TIntermediate">What the elements are collected into while reading.</typeparam>
    /// <typeparam name="TCollection">The collection type.</typeparam>
    public abstract class CollectionFormatterBase<TElement, TIntermediate, TCollection> : CollectionFormatterBase<TElement, TIntermediate, IEnumerator<TElement>, TCollection>
        where TCollection : IEnumerable<TElement>
    {
        /// <summary>Initializes a new instance of the <see cref="CollectionFormatterBase{TElement, TIntermediate, TCollection}"/> class.</summary>
        protected CollectionFormatterBase()
        {
        }

        /// <inheritdoc/>
        protected override IEnumerator<TElement> GetSourceEnumerator(TCollection source) => source.GetEnumerator();
    }
}
