using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A read-only collection built from its elements by its constructor.</summary>
    public class CountedSequence : IReadOnlyCollection<int>
    {
        private readonly int[] items;

        public CountedSequence(IEnumerable<int> items) => this.items = items.ToArray();

        public int Count => this.items.Length;

        public IEnumerator<int> GetEnumerator() => ((IEnumerable<int>)this.items).GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
