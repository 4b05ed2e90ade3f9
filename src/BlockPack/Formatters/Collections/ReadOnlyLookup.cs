using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// The <see cref="ILookup{TKey, TElement}"/> <see cref="InterfaceLookupFormatter{TKey, TElement}"/> reads: groupings in
    /// wire order, found by key through a dictionary with the security settings' comparer. A missing key gives an
    /// empty sequence, as <see cref="Lookup{TKey, TElement}"/> does.
    /// </summary>
    /// <typeparam name="TKey">The key type.</typeparam>
    /// <typeparam name="TElement">The element type.</typeparam>
    internal sealed class ReadOnlyLookup<TKey, TElement> : ILookup<TKey, TElement>
        where TKey : notnull
    {
        private readonly Dictionary<TKey, IGrouping<TKey, TElement>> groupings;

        internal ReadOnlyLookup(Dictionary<TKey, IGrouping<TKey, TElement>> groupings)
        {
            this.groupings = groupings;
        }

        /// <inheritdoc/>
        public int Count => this.groupings.Count;

        /// <summary>Gets the comparer the groupings are found with (for tests and diagnostics).</summary>
        internal IEqualityComparer<TKey> Comparer => this.groupings.Comparer;

        /// <inheritdoc/>
        public IEnumerable<TElement> this[TKey key] => this.groupings.TryGetValue(key, out IGrouping<TKey, TElement>? grouping) ? grouping : Array.Empty<TElement>();

        /// <inheritdoc/>
        public bool Contains(TKey key) => this.groupings.ContainsKey(key);

        /// <inheritdoc/>
        public IEnumerator<IGrouping<TKey, TElement>> GetEnumerator() => this.groupings.Values.GetEnumerator();

        /// <inheritdoc/>
        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
