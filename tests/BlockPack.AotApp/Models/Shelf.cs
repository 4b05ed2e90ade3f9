using System.Collections;
using System.Collections.Generic;

namespace BlockPack.AotApp.Models
{
    /// <summary>A user collection by shape (ICollection&lt;T&gt; and a parameterless constructor, no IList): GenericCollectionFormatter.</summary>
    public sealed class Shelf : ICollection<long>
    {
        private readonly List<long> items = new();

        public int Count => this.items.Count;

        public bool IsReadOnly => false;

        public void Add(long item) => this.items.Add(item);

        public void Clear() => this.items.Clear();

        public bool Contains(long item) => this.items.Contains(item);

        public void CopyTo(long[] array, int arrayIndex) => this.items.CopyTo(array, arrayIndex);

        public bool Remove(long item) => this.items.Remove(item);

        public IEnumerator<long> GetEnumerator() => this.items.GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
