using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A generic user dictionary with a parameterless constructor: read by Add.</summary>
    public class WrappingDictionary<TKey, TValue> : IDictionary<TKey, TValue>
        where TKey : notnull
    {
        private readonly Dictionary<TKey, TValue> entries = new Dictionary<TKey, TValue>();

        public int Count => this.entries.Count;

        public bool IsReadOnly => false;

        public ICollection<TKey> Keys => this.entries.Keys;

        public ICollection<TValue> Values => this.entries.Values;

        public TValue this[TKey key]
        {
            get => this.entries[key];
            set => this.entries[key] = value;
        }

        public void Add(TKey key, TValue value) => this.entries.Add(key, value);

        public void Add(KeyValuePair<TKey, TValue> item) => this.entries.Add(item.Key, item.Value);

        public void Clear() => this.entries.Clear();

        public bool Contains(KeyValuePair<TKey, TValue> item) => ((ICollection<KeyValuePair<TKey, TValue>>)this.entries).Contains(item);

        public bool ContainsKey(TKey key) => this.entries.ContainsKey(key);

        public void CopyTo(KeyValuePair<TKey, TValue>[] array, int arrayIndex) => ((ICollection<KeyValuePair<TKey, TValue>>)this.entries).CopyTo(array, arrayIndex);

        public bool Remove(TKey key) => this.entries.Remove(key);

        public bool Remove(KeyValuePair<TKey, TValue> item) => ((ICollection<KeyValuePair<TKey, TValue>>)this.entries).Remove(item);

        public bool TryGetValue(TKey key, [MaybeNullWhen(false)] out TValue value) => this.entries.TryGetValue(key, out value);

        public IEnumerator<KeyValuePair<TKey, TValue>> GetEnumerator() => this.entries.GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
