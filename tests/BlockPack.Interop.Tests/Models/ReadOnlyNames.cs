using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A read-only dictionary built from its entries by its constructor.</summary>
    public class ReadOnlyNames : IReadOnlyDictionary<string, int>
    {
        private readonly Dictionary<string, int> entries;

        public ReadOnlyNames(IDictionary<string, int> entries) => this.entries = new Dictionary<string, int>(entries);

        public int Count => this.entries.Count;

        public IEnumerable<string> Keys => this.entries.Keys;

        public IEnumerable<int> Values => this.entries.Values;

        public int this[string key] => this.entries[key];

        public bool ContainsKey(string key) => this.entries.ContainsKey(key);

        public bool TryGetValue(string key, [MaybeNullWhen(false)] out int value) => this.entries.TryGetValue(key, out value);

        public IEnumerator<KeyValuePair<string, int>> GetEnumerator() => this.entries.GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
