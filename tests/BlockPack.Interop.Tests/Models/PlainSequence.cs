using System.Collections;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A sequence without a count, built from its elements by its constructor.</summary>
    public class PlainSequence : IEnumerable<int>
    {
        private readonly int[] items;

        public PlainSequence(IEnumerable<int> items) => this.items = items.ToArray();

        public IEnumerator<int> GetEnumerator() => ((IEnumerable<int>)this.items).GetEnumerator();

        IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
    }
}
