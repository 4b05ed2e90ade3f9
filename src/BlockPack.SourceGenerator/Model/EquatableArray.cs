using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// An immutable array compared by its elements. Incremental generator steps are cached by equality of their
    /// outputs, and plain arrays compare by reference, which would re-run every later step on each keystroke.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    internal readonly struct EquatableArray<T> : IEquatable<EquatableArray<T>>, IEnumerable<T>
        where T : IEquatable<T>
    {
        private readonly T[]? items;

        public EquatableArray(IEnumerable<T> items)
        {
            this.items = items.ToArray();
        }

        public int Count => this.items?.Length ?? 0;

        public T this[int index] => this.items![index];

        public bool Equals(EquatableArray<T> other) =>
            this.Count == other.Count && (this.Count == 0 || this.items!.SequenceEqual(other.items!));

        public override bool Equals(object? obj) => obj is EquatableArray<T> other && this.Equals(other);

        public override int GetHashCode()
        {
            int hash = 17;
            foreach (T item in this)
            {
                hash = (hash * 31) + item.GetHashCode();
            }

            return hash;
        }

        public IEnumerator<T> GetEnumerator() => ((IEnumerable<T>)(this.items ?? Array.Empty<T>())).GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
