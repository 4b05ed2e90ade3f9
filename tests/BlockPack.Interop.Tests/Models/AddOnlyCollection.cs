using System.Collections;
using System.Collections.Generic;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A generic user collection with a parameterless constructor: read by Add.</summary>
    public class AddOnlyCollection<T> : ICollection<T>
    {
        private readonly List<T> items = new List<T>();

        public int Count => this.items.Count;

        public bool IsReadOnly => false;

        public void Add(T item) => this.items.Add(item);

        public void Clear() => this.items.Clear();

        public bool Contains(T item) => this.items.Contains(item);

        public void CopyTo(T[] array, int arrayIndex) => this.items.CopyTo(array, arrayIndex);

        public bool Remove(T item) => this.items.Remove(item);

        public IEnumerator<T> GetEnumerator() => this.items.GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
