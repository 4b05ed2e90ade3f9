using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;
using System.Dynamic;
using System.Linq;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Plain mode, issue 20: the collections MessagePack-CSharp's StandardResolver handles beyond the common ones
    /// (immutable, frozen, sorted, concurrent, observable, priority queue, ordered), user collection types chosen by
    /// shape, the non-generic collections and <see cref="ExpandoObject"/>. Each is written to MessagePack-CSharp's
    /// bytes and reads MessagePack-CSharp's bytes to the value it reads. Hash-ordered collections hold one element
    /// where the two libraries' comparers (and so their enumeration orders) may differ after reading.
    /// </summary>
    public class PlainCollectionShapesTests
    {
        [Fact]
        public void Immutable_collections()
        {
            PlainBytes.AssertSame(ImmutableArray.Create(1, 2, 3));
            PlainBytes.AssertSame(ImmutableArray<string>.Empty);
            PlainBytes.AssertSame(default(ImmutableArray<int>));
            PlainBytes.AssertSame((ImmutableArray<int>?)ImmutableArray.Create(7));
            PlainBytes.AssertSame((ImmutableArray<int>?)null);
            PlainBytes.AssertSame(ImmutableList.Create("a", null, "c"));
            PlainBytes.AssertSame(ImmutableDictionary.Create<string, int>().Add("k", 1));
            PlainBytes.AssertSame(ImmutableHashSet.Create(5));
            PlainBytes.AssertSame(ImmutableSortedSet.Create(3, 1, 2));
            PlainBytes.AssertSame(ImmutableSortedDictionary.Create<int, string>().Add(2, "b").Add(1, "a"));
            PlainBytes.AssertSame(ImmutableQueue.Create(1, 2, 3));
            PlainBytes.AssertSame(ImmutableStack.Create(1, 2, 3));
            PlainBytes.AssertSame<IImmutableList<int>>(ImmutableList.Create(1, 2));
            PlainBytes.AssertSame<IImmutableDictionary<int, int>>(ImmutableDictionary.Create<int, int>().Add(1, 2));
            PlainBytes.AssertSame<IImmutableQueue<int>>(ImmutableQueue.Create(4, 5));
            PlainBytes.AssertSame<IImmutableSet<int>>(ImmutableHashSet.Create(9));
            PlainBytes.AssertSame<IImmutableStack<int>>(ImmutableStack.Create(1, 2, 3));
            PlainBytes.AssertSame((ImmutableList<int>?)null);
            PlainBytes.AssertSame((IImmutableStack<int>?)null);
        }

        [Fact]
        public void Immutable_stack_and_queue_keep_their_order_when_read()
        {
            // Written top first; both libraries read the top back on top.
            byte[] bytes = Peers.ReferenceWrite(ImmutableStack.Create(1, 2, 3));
            Assert.Equal("93030201", Peers.Hex(bytes));
            Assert.Equal(new[] { 3, 2, 1 }, Peers.BlockPackRead<ImmutableStack<int>>(bytes));
            Assert.Equal(new[] { 3, 2, 1 }, Peers.ReferenceRead<ImmutableStack<int>>(bytes));
            Assert.Equal(new[] { 3, 2, 1 }, Peers.BlockPackRead<ConcurrentStack<int>>(bytes));
            Assert.Equal(new[] { 3, 2, 1 }, Peers.BlockPackRead<ImmutableQueue<int>>(bytes));
        }

        [Fact]
        public void Collections_of_the_base_class_library()
        {
            PlainBytes.AssertSame(new LinkedList<int>(new[] { 1, 2 }));
            PlainBytes.AssertSame(new ObservableCollection<string> { "x", "y" });
            PlainBytes.AssertSame(new ReadOnlyCollection<int>(new[] { 1, 2 }));
            PlainBytes.AssertSame(new ReadOnlyObservableCollection<int>(new ObservableCollection<int> { 1, 2 }));
            PlainBytes.AssertSame(new Collection<int> { 1, 2 });
            PlainBytes.AssertSame(new SortedSet<int> { 2, 1, 3 });
            PlainBytes.AssertSame(new ConcurrentQueue<int>(new[] { 1, 2 }));
            PlainBytes.AssertSame(new ConcurrentStack<int>(new[] { 1, 2 }));
            PlainBytes.AssertSame(new ConcurrentBag<int>(new[] { 1, 2 }));
            PlainBytes.AssertSame(new SortedDictionary<int, string> { [2] = "b", [1] = "a" });
            PlainBytes.AssertSame(new SortedList<string, int> { ["b"] = 2, ["a"] = 1 });
            PlainBytes.AssertSame((LinkedList<int>?)null);
            PlainBytes.AssertSame((SortedDictionary<int, int>?)null);
            PlainBytes.AssertSame((ConcurrentBag<int>?)null);
            PlainBytes.AssertSame(new LinkedList<int>());
        }

#if MESSAGEPACK_V3
        [Fact]
        public void Collections_of_newer_frameworks()
        {
            var queue = new PriorityQueue<string, int>();
            queue.Enqueue("low", 5);
            queue.Enqueue("high", 1);
            queue.Enqueue("mid", 3);
            PlainBytes.AssertSame(queue);
            Assert.Equal("high", Peers.BlockPackRead<PriorityQueue<string, int>>(Peers.ReferenceWrite(queue)).Peek());
            PlainBytes.AssertSame((PriorityQueue<string, int>?)null);
            PlainBytes.AssertSame(System.Collections.Frozen.FrozenSet.ToFrozenSet(new[] { 1 }));
            PlainBytes.AssertSame(System.Collections.Frozen.FrozenDictionary.ToFrozenDictionary(new Dictionary<string, int> { ["a"] = 1 }));
            PlainBytes.AssertSame(new OrderedDictionary<int, string> { [2] = "b", [1] = "a" });
            PlainBytes.AssertSame(new ReadOnlySet<int>(new HashSet<int> { 4 }));
        }
#endif

        [Fact]
        public void User_collections_chosen_by_shape()
        {
            PlainBytes.AssertSame(new AddOnlyCollection<int> { 1, 2 });
            PlainBytes.AssertSame(new IntBag { 3, 4 });
            PlainBytes.AssertSame(new CountedSequence(new[] { 5, 6 }));
            PlainBytes.AssertSame(new PlainSequence(new[] { 7, 8 }));
            PlainBytes.AssertSame(new WrappingDictionary<string, int> { ["a"] = 1 });
            PlainBytes.AssertSame(new ReadOnlyNames(new Dictionary<string, int> { ["n"] = 2 }));

            // Non-generic classes deriving from generic collections are non-generic lists and dictionaries to both
            // libraries: elements are written as boxed objects (int32 for an int).
            PlainBytes.AssertSame(new IntList { 1 });
            PlainBytes.AssertSame(new NameCounts { ["a"] = 1 });
            Assert.Equal("91D200000001", Peers.Hex(Peers.BlockPackWrite(new IntList { 1 })));
        }

        [Fact]
        public void Non_generic_collections()
        {
            PlainBytes.AssertSame(new ArrayList { 1, "a", null });
            PlainBytes.AssertSame(new Hashtable { [1] = "a" });
            PlainBytes.AssertSame<IList>(new ArrayList { 1, "a" });
            PlainBytes.AssertSame<IDictionary>(new Hashtable { ["k"] = 2L });
            PlainBytes.AssertSame<ICollection>(new ArrayList { 1.5 });
            PlainBytes.AssertSame<IEnumerable>(new ArrayList { true });
            PlainBytes.AssertSame<IEnumerable>(Enumerable.Range(1, 3).Select(i => (object)i));
            PlainBytes.AssertSame((ArrayList?)null);
            PlainBytes.AssertSame((IDictionary?)null);

            byte[] bytes = Peers.ReferenceWrite<IList>(new ArrayList { 1 });
            Assert.IsType<object[]>(Peers.BlockPackRead<IList>(bytes));
            Assert.IsType<object[]>(Peers.ReferenceRead<IList>(bytes));
            Assert.IsType<Dictionary<object, object>>(Peers.BlockPackRead<IDictionary>(Peers.ReferenceWrite<IDictionary>(new Hashtable { [1] = 1 })));
        }

        [Fact]
        public void Expando_objects()
        {
            dynamic expando = new ExpandoObject();
            expando.Id = 1;
            expando.Name = "x";
            expando.Items = new object[] { 1, "two" };
            PlainBytes.AssertSame((ExpandoObject)expando);
            PlainBytes.AssertSame((ExpandoObject?)null);

            // Through the resolvers named ExpandoObjectResolver, nested maps read as ExpandoObject too.
            byte[] bytes = Peers.ReferenceWrite(new Dictionary<string, object> { ["A"] = 1, ["N"] = new Dictionary<string, object> { ["x"] = 2 } });
            var ours = (IDictionary<string, object?>)B.MessagePackSerializer.Deserialize<ExpandoObject>(bytes, B.Resolvers.ExpandoObjectResolver.Options)!;
            var theirs = (IDictionary<string, object?>)M.MessagePackSerializer.Deserialize<ExpandoObject>(bytes, M.Resolvers.ExpandoObjectResolver.Options);
            Assert.IsType<ExpandoObject>(ours["N"]);
            Assert.IsType<ExpandoObject>(theirs["N"]);
            Assert.Equal(Peers.Hex(Peers.ReferenceWrite((ExpandoObject)theirs)), Peers.Hex(Peers.ReferenceWrite((ExpandoObject)ours)));
        }
    }
}
