using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Formatters.Collections
{
    /// <summary>An immutable <see cref="IGrouping{TKey, TElement}"/>: a key and its elements, as read from MessagePack.</summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type.</typeparam>
    internal sealed class Grouping<TKey, TElement> : IGrouping<TKey, TElement>
    {
        private readonly TElement[] elements;

        internal Grouping(TKey key, TElement[] elements)
        {
            this.Key = key;
            this.elements = elements;
        }

        /// <inheritdoc/>
        public TKey Key { get; }

        /// <inheritdoc/>
        public IEnumerator<TElement> GetEnumerator() => ((IEnumerable<TElement>)this.elements).GetEnumerator();

        /// <inheritdoc/>
        IEnumerator IEnumerable.GetEnumerator() => this.elements.GetEnumerator();
    }
}
