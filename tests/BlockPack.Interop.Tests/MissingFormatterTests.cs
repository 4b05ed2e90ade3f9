using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;
using System.Linq;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Types MessagePack-CSharp's StandardResolver writes and BlockPack has no formatter for yet (docs/design.md,
    /// "Types BlockPack has no formatter for"). Writing or reading one is a serialization error naming the type, never
    /// other bytes. When a formatter is added, its type fails here: move it to the plain-bytes tests and the docs.
    /// </summary>
    public class MissingFormatterTests
    {
        [Fact]
        public void Collections_of_the_base_class_library()
        {
            AssertOnlyTheReferenceWrites(new LinkedList<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new SortedSet<int> { 1 });
            AssertOnlyTheReferenceWrites(new SortedDictionary<int, int> { [1] = 1 });
            AssertOnlyTheReferenceWrites(new SortedList<int, int> { [1] = 1 });
            AssertOnlyTheReferenceWrites(new Collection<int> { 1 });
            AssertOnlyTheReferenceWrites(new ReadOnlyCollection<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new ObservableCollection<int> { 1 });
            AssertOnlyTheReferenceWrites(new ReadOnlyObservableCollection<int>(new ObservableCollection<int> { 1 }));
            AssertOnlyTheReferenceWrites(new ConcurrentQueue<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new ConcurrentStack<int>(new[] { 1 }));
            AssertOnlyTheReferenceWrites(new ConcurrentBag<int>(new[] { 1 }));
        }

        [Fact]
        public void Immutable_collections()
        {
            AssertOnlyTheReferenceWrites(ImmutableArray.Create(1));
            AssertOnlyTheReferenceWrites(ImmutableList.Create(1));
            AssertOnlyTheReferenceWrites(ImmutableDictionary.Create<int, int>().Add(1, 1));
            AssertOnlyTheReferenceWrites(ImmutableHashSet.Create(1));
        }

        [Fact]
        public void Non_generic_collections_typed_as_such()
        {
            // Typed as object they are written like MessagePack-CSharp writes them (BoxedObjectTests).
            AssertOnlyTheReferenceWrites(new ArrayList { 1 });
            AssertOnlyTheReferenceWrites(new Hashtable { [1] = 1 });
            AssertOnlyTheReferenceWrites<IList>(new ArrayList { 1 });
            AssertOnlyTheReferenceWrites<IDictionary>(new Hashtable { [1] = 1 });
            AssertOnlyTheReferenceWrites<ICollection>(new ArrayList { 1 });
            AssertOnlyTheReferenceWrites<IEnumerable>(new ArrayList { 1 });
        }

        [Fact]
        public void Other_standard_types()
        {
            AssertOnlyTheReferenceWrites(new System.Dynamic.ExpandoObject());
#if MESSAGEPACK_V3
            AssertOnlyTheReferenceWrites(new PriorityQueue<int, int>());
            AssertOnlyTheReferenceWrites(System.Collections.Frozen.FrozenSet.ToFrozenSet(new[] { 1 }));
            AssertOnlyTheReferenceWrites(System.Collections.Frozen.FrozenDictionary.ToFrozenDictionary(new Dictionary<int, int> { [1] = 1 }));
#endif
        }

        private static void AssertOnlyTheReferenceWrites<T>(T value)
        {
            byte[] reference = Peers.ReferenceWrite(value);
            Assert.NotEmpty(reference);
            var writeError = Assert.ThrowsAny<B.MessagePackSerializationException>(() => Peers.BlockPackWrite(value));
            Assert.Contains(typeof(T).Name, writeError.ToString(), StringComparison.Ordinal);
            var readError = Assert.ThrowsAny<B.MessagePackSerializationException>(() => Peers.BlockPackRead<T>(reference));
            Assert.Contains(typeof(T).Name, readError.ToString(), StringComparison.Ordinal);
        }
    }
}
