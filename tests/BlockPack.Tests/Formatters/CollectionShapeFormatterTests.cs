using System;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;
using System.Dynamic;
using System.Linq;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// The collections added for issue 20 (immutable, sorted, concurrent, observable, frozen, priority queue, user
    /// collection shapes, non-generic collections, ExpandoObject): known bytes both ways, and the safety rules every
    /// collection reader follows (repeated and nil keys rejected, security comparers, depth, counts checked).
    /// </summary>
    public class CollectionShapeFormatterTests
    {
        private static readonly MessagePackSerializerOptions Untrusted = Options.WithSecurity(MessagePackSecurity.UntrustedData);

        // User types are chosen by shape in DynamicGenericResolver, which the standard resolver asks after the
        // attribute resolver; BuiltinResolver (the kit's default) serves standard-library types only.
        private static readonly MessagePackSerializerOptions Standard = new MessagePackSerializerOptions(StandardResolver.Instance);

        [Fact]
        public void Immutable_array_is_an_array_and_its_default_is_nil()
        {
            Assert.Equal("93010203", Hex(Serialize(ImmutableArray.Create(1, 2, 3))));
            Assert.Equal("C0", Hex(Serialize(default(ImmutableArray<int>))));
            Assert.Equal("90", Hex(Serialize(ImmutableArray<int>.Empty)));
            Assert.Equal(new[] { 1, 2, 3 }, Deserialize<ImmutableArray<int>>(Bytes("93010203")));
            Assert.True(Deserialize<ImmutableArray<int>>(Bytes("C0")).IsDefault);
            Assert.True(Deserialize<ImmutableArray<int>>(Bytes("90")).IsEmpty);
            Assert.Equal("9107", Hex(Serialize<ImmutableArray<int>?>(ImmutableArray.Create(7))));
            Assert.Null(Deserialize<ImmutableArray<int>?>(Bytes("C0")));
        }

        [Fact]
        public void Immutable_sequences_and_sets()
        {
            Assert.Equal("93010203", Hex(Serialize(ImmutableList.Create(1, 2, 3))));
            Assert.Equal(new[] { 1, 2, 3 }, Deserialize<ImmutableList<int>>(Bytes("93010203")));
            Assert.Equal(new[] { 1, 2 }, Deserialize<IImmutableList<int>>(Bytes("920102")));
            Assert.Equal("93010203", Hex(Serialize(ImmutableSortedSet.Create(3, 1, 2))));
            Assert.Equal(new[] { 1, 3 }, Deserialize<ImmutableSortedSet<int>>(Bytes("93030101")));
            Assert.Equal(new[] { 5 }, Deserialize<ImmutableHashSet<int>>(Bytes("920505")));
            Assert.IsType<ImmutableHashSet<int>>(Deserialize<IImmutableSet<int>>(Bytes("9105")));
            Assert.Null(Deserialize<ImmutableList<int>?>(Bytes("C0")));
            Assert.Equal("C0", Hex(Serialize<IImmutableList<int>?>(null)));
        }

        [Fact]
        public void Immutable_stacks_are_written_top_first_and_read_back_with_the_same_top()
        {
            Assert.Equal("93030201", Hex(Serialize(ImmutableStack.Create(1, 2, 3))));
            Assert.Equal(3, Deserialize<ImmutableStack<int>>(Bytes("93030201")).Peek());
            Assert.Equal(new[] { 3, 2, 1 }, Deserialize<IImmutableStack<int>>(Bytes("93030201")));
            Assert.Equal("93010203", Hex(Serialize(ImmutableQueue.Create(1, 2, 3))));
            Assert.Equal(1, Deserialize<ImmutableQueue<int>>(Bytes("93010203")).Peek());
            Assert.Equal(new[] { 4, 5 }, Deserialize<IImmutableQueue<int>>(Bytes("920405")));
        }

        [Fact]
        public void Immutable_dictionaries()
        {
            Assert.Equal("810102", Hex(Serialize(ImmutableDictionary<int, int>.Empty.Add(1, 2))));
            Assert.Equal("8201020201", Hex(Serialize(ImmutableSortedDictionary<int, int>.Empty.Add(2, 1).Add(1, 2))));
            Assert.Equal(2, Deserialize<ImmutableDictionary<int, int>>(Bytes("810102"))[1]);
            Assert.Equal(new[] { 1, 2 }, Deserialize<ImmutableSortedDictionary<int, int>>(Bytes("8202010102")).Keys);
            Assert.Equal(2, Deserialize<IImmutableDictionary<int, int>>(Bytes("810102"))[1]);
            AssertRejected<ImmutableDictionary<int, int>>("82 0102 0103");
            AssertRejected<ImmutableSortedDictionary<int, int>>("82 0102 0103");
            AssertRejected<IImmutableDictionary<string, int>>("81 C0 01");
        }

        [Fact]
        public void Hashed_readers_take_the_security_comparer()
        {
            IEqualityComparer<long> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<long>();
            Assert.Same(secure, Deserialize<ImmutableDictionary<long, int>>(Bytes("810102"), Untrusted).KeyComparer);
            Assert.Same(secure, Deserialize<ImmutableHashSet<long>>(Bytes("9101"), Untrusted).KeyComparer);
            Assert.Same(secure, ((ImmutableDictionary<long, int>)Deserialize<IImmutableDictionary<long, int>>(Bytes("810102"), Untrusted)).KeyComparer);
#if NET9_0_OR_GREATER && !LIBRARY_NETSTANDARD
            Assert.Same(secure, Deserialize<OrderedDictionary<long, int>>(Bytes("810102"), Untrusted)!.Comparer);
#endif
        }

        [Fact]
        public void Linked_observable_and_read_only_collections_keep_their_order()
        {
            Assert.Equal("920102", Hex(Serialize(new LinkedList<int>(new[] { 1, 2 }))));
            Assert.Equal(new[] { 2, 1 }, Deserialize<LinkedList<int>>(Bytes("920201")));
            Assert.Equal(new[] { 2, 1 }, Deserialize<ObservableCollection<int>>(Bytes("920201")));
            Assert.Equal(new[] { 2, 1 }, Deserialize<ReadOnlyCollection<int>>(Bytes("920201")));
            Assert.Equal(new[] { 2, 1 }, Deserialize<ReadOnlyObservableCollection<int>>(Bytes("920201")));
            Assert.Equal(new[] { 2, 1 }, Deserialize<Collection<int>>(Bytes("920201")));
            Assert.Equal("920102", Hex(Serialize(new ReadOnlyObservableCollection<int>(new ObservableCollection<int> { 1, 2 }))));
            Assert.Null(Deserialize<LinkedList<int>?>(Bytes("C0")));
        }

        [Fact]
        public void Sorted_collections()
        {
            Assert.Equal("920102", Hex(Serialize(new SortedSet<int> { 2, 1 })));
            Assert.Equal(new[] { 1, 3 }, Deserialize<SortedSet<int>>(Bytes("93030101")));
            Assert.Equal("8201020201", Hex(Serialize(new SortedDictionary<int, int> { [2] = 1, [1] = 2 })));
            Assert.Equal("8201020201", Hex(Serialize(new SortedList<int, int> { [2] = 1, [1] = 2 })));
            Assert.Equal(new[] { 1, 2 }, Deserialize<SortedDictionary<int, int>>(Bytes("8202010102")).Keys);
            Assert.Equal(new[] { 1, 2 }, Deserialize<SortedList<int, int>>(Bytes("8202010102")).Keys);
            AssertRejected<SortedDictionary<int, int>>("82 0101 0102");
            AssertRejected<SortedList<int, int>>("82 0101 0102");
            AssertRejected<SortedDictionary<string, int>>("81 C0 01");
        }

        [Fact]
        public void Sorted_list_reads_keys_in_reverse_order_without_quadratic_cost()
        {
            // 20 000 keys written in descending order: inserting them one by one would shift the arrays each time.
            int count = 20_000;
            var source = new SortedList<int, int>(Enumerable.Range(0, count).ToDictionary(i => i, i => i));
            byte[] bytes = Serialize(new SortedDictionary<int, int>(source, Comparer<int>.Create((a, b) => b.CompareTo(a))));
            SortedList<int, int> back = Deserialize<SortedList<int, int>>(bytes);
            Assert.Equal(count, back.Count);
            Assert.Equal(0, back.Keys[0]);
        }

        [Fact]
        public void Concurrent_collections()
        {
            Assert.Equal("920102", Hex(Serialize(new ConcurrentQueue<int>(new[] { 1, 2 }))));
            Assert.Equal("920201", Hex(Serialize(new ConcurrentStack<int>(new[] { 1, 2 }))));
            Assert.Equal(new[] { 1, 2 }, Deserialize<ConcurrentQueue<int>>(Bytes("920102")));
            Assert.Equal(new[] { 2, 1 }, Deserialize<ConcurrentStack<int>>(Bytes("920201")));

            // A bag has no order; MessagePack-CSharp adds in array order, and a bag enumerates the last added first.
            Assert.Equal(new[] { 2, 1 }, Deserialize<ConcurrentBag<int>>(Bytes("920102")));
            Assert.Equal("C0", Hex(Serialize<ConcurrentBag<int>?>(null)));
        }

        [Fact]
        public async System.Threading.Tasks.Task Concurrent_collections_changed_by_other_threads_are_written_as_one_consistent_snapshot()
        {
            var queue = new ConcurrentQueue<int>(Enumerable.Range(0, 100));
            var bag = new ConcurrentBag<int>(Enumerable.Range(0, 100));
            using var stop = new System.Threading.CancellationTokenSource();
            var writer = System.Threading.Tasks.Task.Run(() =>
            {
                int i = 0;
                while (!stop.IsCancellationRequested)
                {
                    queue.Enqueue(i);
                    queue.TryDequeue(out _);
                    bag.Add(i++);
                    bag.TryTake(out _);
                }
            });
            try
            {
                for (int round = 0; round < 300; round++)
                {
                    // Every output must be a whole array whose header matches its elements.
                    Assert.InRange(Deserialize<int[]>(Serialize(queue)).Length, 100, 101);
                    Assert.InRange(Deserialize<int[]>(Serialize(bag)).Length, 100, 101);
                }
            }
            finally
            {
                stop.Cancel();
                await writer;
            }
        }

#if NET9_0_OR_GREATER && !LIBRARY_NETSTANDARD
        [Fact]
        public void Priority_queue_frozen_ordered_and_read_only_set()
        {
            var queue = new PriorityQueue<string, int>();
            queue.Enqueue("a", 2);
            queue.Enqueue("b", 1);
            Assert.Equal("92 92A16201 92A16102".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize(queue)));
            PriorityQueue<string, int> back = Deserialize<PriorityQueue<string, int>>(Bytes("92 92A16102 92A16201"));
            Assert.Equal("b", back.Dequeue());
            Assert.Equal("a", back.Dequeue());
            AssertRejected<PriorityQueue<string, int>>("91 93A1610101");

            Assert.Equal("9101", Hex(Serialize(System.Collections.Frozen.FrozenSet.ToFrozenSet(new[] { 1 }))));
            Assert.True(Deserialize<System.Collections.Frozen.FrozenSet<int>>(Bytes("93010201")).SetEquals(new[] { 1, 2 }));
            Assert.Equal(2, Deserialize<System.Collections.Frozen.FrozenDictionary<int, int>>(Bytes("810102"))[1]);
            AssertRejected<System.Collections.Frozen.FrozenDictionary<int, int>>("82 0102 0103");

            Assert.Equal("8202010102", Hex(Serialize(new OrderedDictionary<int, int> { [2] = 1, [1] = 2 })));
            Assert.Equal(new[] { 2, 1 }, Deserialize<OrderedDictionary<int, int>>(Bytes("8202010102")).Keys);
            AssertRejected<OrderedDictionary<int, int>>("82 0102 0103");
            Assert.True(Deserialize<ReadOnlySet<int>>(Bytes("920101")).SetEquals(new[] { 1 }));
        }
#endif

        [Fact]
        public void User_collections_are_chosen_by_shape()
        {
            Assert.Equal("920102", Hex(Serialize(new AddCollection<int> { 1, 2 }, Standard)));
            Assert.Equal(new[] { 2, 1 }, Deserialize<AddCollection<int>>(Bytes("920201"), Standard));
            Assert.Equal("920102", Hex(Serialize(new BuiltSequence(new[] { 1, 2 }), Standard)));
            Assert.Equal(new[] { 2, 1 }, Deserialize<BuiltSequence>(Bytes("920201"), Standard));
            Assert.Equal("81A16101", Hex(Serialize(new BuiltNames(new Dictionary<string, int> { ["a"] = 1 }), Standard)));
            Assert.Equal(1, Deserialize<BuiltNames>(Bytes("81A16101"), Standard)["a"]);
            Assert.Equal("81A16101", Hex(Serialize(new AddDictionary<string, int> { ["a"] = 1 }, Standard)));
            Assert.Equal(1, Deserialize<AddDictionary<string, int>>(Bytes("81A16101"), Standard)["a"]);
            AssertRejected<AddDictionary<string, int>>("82 A16101 A16102", Standard);
        }

        [Fact]
        public void A_user_collection_reaches_its_own_formatter_attribute_before_the_shape_rules()
        {
            // BuiltinResolver serves standard-library types only, so the attribute resolver still comes first for a
            // user type, as in MessagePack-CSharp; the shape rules apply after it, in DynamicGenericResolver.
            Assert.Null(BuiltinResolver.Instance.GetFormatter<AddCollection<int>>());
            Assert.Null(BuiltinResolver.Instance.GetFormatter<NumberList>());
            Assert.NotNull(BuiltinResolver.Instance.GetFormatter<SortedSet<int>>());
            Assert.NotNull(BuiltinResolver.Instance.GetFormatter<ArrayList>());
            Assert.NotNull(DynamicGenericResolver.Instance.GetFormatter<AddCollection<int>>());
            Assert.Equal("A3616263", Hex(MessagePackSerializer.Serialize(new AttributedList { 1, 2 })));
            Assert.Equal(new[] { 7 }, MessagePackSerializer.Deserialize<AttributedList>(Bytes("A3616263")));
        }

        [Fact]
        public void Constructors_that_are_not_public()
        {
            // MessagePack-CSharp counts a private parameterless constructor as one and then fails to build the
            // formatter (TypeInitializationException, e.g. for ImmutableList<int> itself without its own resolver);
            // BlockPack only takes public parameterless constructors, so such a type is left to the other resolvers.
            Assert.Null(DynamicGenericResolver.Instance.GetFormatter<PrivatelyCreatedCollection>());
            Assert.NotNull(DynamicGenericResolver.Instance.GetFormatter<ImmutableList<int>>());

            // A constructor taking the elements is called whatever its visibility; MessagePack-CSharp picks the
            // formatter by the same rule but then fails to read (Activator finds public constructors only).
            Assert.Equal(new[] { 1, 2 }, Deserialize<PrivatelyBuiltSequence>(Bytes("920102"), Standard));
        }

        [Fact]
        public void Immutable_collection_resolver_serves_only_the_immutable_and_frozen_types()
        {
            Assert.IsType<ImmutableCollection.ImmutableListFormatter<int>>(ImmutableCollection.ImmutableCollectionResolver.Instance.GetFormatter<ImmutableList<int>>());
            Assert.IsType<BlockPack.Formatters.NullableFormatter<ImmutableArray<int>>>(ImmutableCollection.ImmutableCollectionResolver.Instance.GetFormatter<ImmutableArray<int>?>());
            Assert.Null(ImmutableCollection.ImmutableCollectionResolver.Instance.GetFormatter<List<int>>());
            Assert.Null(ImmutableCollection.ImmutableCollectionResolver.Instance.GetFormatter<int?>());
#if NET8_0_OR_GREATER && !LIBRARY_NETSTANDARD
            Assert.IsType<ImmutableCollection.FrozenSetFormatter<int>>(ImmutableCollection.ImmutableCollectionResolver.Instance.GetFormatter<System.Collections.Frozen.FrozenSet<int>>());
#endif
            var options = new MessagePackSerializerOptions(CompositeResolver.Create(ImmutableCollection.ImmutableCollectionResolver.Instance, BuiltinResolver.Instance));
            Assert.Equal(new[] { 3, 2, 1 }, Deserialize<ImmutableStack<int>>(Bytes("93030201"), options));
        }

        [Fact]
        public void Non_generic_classes_deriving_from_generic_collections_write_boxed_elements()
        {
            // MessagePack-CSharp's rule: a non-generic IList or IDictionary class goes element by element as object.
            Assert.Equal("91D200000001", Hex(Serialize(new NumberList { 1 }, Standard)));
            Assert.Equal(new[] { 1 }, Deserialize<NumberList>(Bytes("91D200000001"), Standard));
            Assert.Equal("81A161D200000001", Hex(Serialize(new NameCounts { ["a"] = 1 }, Standard)));
            Assert.Equal(1, Deserialize<NameCounts>(Bytes("81A161D200000001"), Standard)["a"]);
        }

        [Fact]
        public void Non_generic_collections()
        {
            Assert.Equal("92D200000001A161", Hex(Serialize(new ArrayList { 1, "a" })));
            Assert.Equal(new object[] { 1, "a" }, Deserialize<ArrayList>(Bytes("92D200000001A161")).ToArray());
            Assert.Equal("81D200000001A161", Hex(Serialize(new Hashtable { [1] = "a" })));
            Assert.Equal("a", Deserialize<Hashtable>(Bytes("81D200000001A161"))[1]);
            AssertRejected<Hashtable>("82 01A161 01A162");
            AssertRejected<Hashtable>("81 C0A161");

            Assert.Equal("92D200000001A161", Hex(Serialize<IList>(new ArrayList { 1, "a" })));
            Assert.Equal("91CC01", Hex(Serialize<ICollection>(new ArrayList { (byte)1 })));
            Assert.Equal("93CB3FF8000000000000C0C3", Hex(Serialize<IEnumerable>(Enumerable.Empty<object?>().Append(1.5).Append(null).Append(true))));
            Assert.IsType<object[]>(Deserialize<IList>(Bytes("9101")));
            Assert.IsType<object[]>(Deserialize<ICollection>(Bytes("9101")));
            Assert.IsType<object[]>(Deserialize<IEnumerable>(Bytes("9101")));
            var map = Assert.IsType<Dictionary<object, object?>>(Deserialize<IDictionary>(Bytes("81A16101")));
            Assert.Equal((byte)1, map["a"]);
            AssertRejected<IDictionary>("82 A16101 A16102");
            Assert.Null(Deserialize<IList?>(Bytes("C0")));
        }

        [Fact]
        public void Expando_objects_are_maps_of_member_names()
        {
            dynamic expando = new ExpandoObject();
            expando.A = 1;
            expando.B = "x";
            Assert.Equal("82A141D200000001A142A178", Hex(Serialize((ExpandoObject)expando)));
            var back = (IDictionary<string, object?>)Deserialize<ExpandoObject>(Bytes("82A141D200000001A14281A17801"));
            Assert.Equal(1, back["A"]);
            Assert.IsType<Dictionary<object, object?>>(back["B"]);
            AssertRejected<ExpandoObject>("82 A14101 A14102");
            AssertRejected<ExpandoObject>("81 C0 01");

            // ExpandoObjectResolver reads every map as an ExpandoObject, also inside arrays.
            var dynamicBack = (IDictionary<string, object?>)MessagePackSerializer.Deserialize<ExpandoObject>(Bytes("81A14291 81A17801"), ExpandoObjectResolver.Options)!;
            var nested = (IDictionary<string, object?>)Assert.IsType<ExpandoObject>(Assert.IsType<object[]>(dynamicBack["B"])[0]);
            Assert.Equal((byte)1, nested["x"]);
            Assert.Same(MessagePackSecurity.UntrustedData, ExpandoObjectResolver.Options.Security);
        }

        [Fact]
        public void Counts_are_checked_and_depth_is_limited()
        {
            // A header announcing two billion elements over a few bytes is rejected before anything is allocated.
            AssertRejected<ImmutableArray<int>>("DD7FFFFFFF01");
            AssertRejected<ImmutableList<int>>("DD7FFFFFFF01");
            AssertRejected<LinkedList<int>>("DD7FFFFFFF01");
            AssertRejected<SortedDictionary<int, int>>("DF7FFFFFFF0101");
            AssertRejected<ArrayList>("DD7FFFFFFF01");
            AssertRejected<ExpandoObject>("DF7FFFFFFF0101");

            MessagePackSerializerOptions shallow = Options.WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(2));
            Assert.Single(Deserialize<ImmutableList<ImmutableList<int>>>(Bytes("919101"), shallow));
            AssertRejected<ImmutableList<ImmutableList<ImmutableList<int>>>>("91919101", shallow);
            AssertRejected<LinkedList<LinkedList<LinkedList<int>>>>("91919101", shallow);
            AssertRejected<ArrayList>("91919191", shallow);
        }

        [MessagePackFormatter(typeof(AttributedListFormatter))]
        public class AttributedList : List<int>
        {
        }

        public sealed class AttributedListFormatter : IMessagePackFormatter<AttributedList>
        {
            public void Serialize(ref MessagePackWriter writer, AttributedList value, MessagePackSerializerOptions options) => writer.Write("abc");

            public AttributedList Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            {
                reader.Skip();
                return new AttributedList { 7 };
            }
        }

        public class PrivatelyCreatedCollection : Collection<int>
        {
            private PrivatelyCreatedCollection()
            {
            }
        }

        public class PrivatelyBuiltSequence : IEnumerable<int>
        {
            private readonly int[] items;

            private PrivatelyBuiltSequence(IEnumerable<int> items) => this.items = items.ToArray();

            public IEnumerator<int> GetEnumerator() => ((IEnumerable<int>)this.items).GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
        }

        public class AddCollection<T> : Collection<T>
        {
        }

        public class NumberList : List<int>
        {
        }

        public class NameCounts : Dictionary<string, int>
        {
        }

        public class BuiltSequence : IEnumerable<int>
        {
            private readonly int[] items;

            public BuiltSequence(IEnumerable<int> items) => this.items = items.ToArray();

            public IEnumerator<int> GetEnumerator() => ((IEnumerable<int>)this.items).GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
        }

        public class BuiltNames : ReadOnlyDictionary<string, int>
        {
            public BuiltNames(IDictionary<string, int> entries)
                : base(entries)
            {
            }
        }

        public class AddDictionary<TKey, TValue> : SortedDictionary<TKey, TValue>
            where TKey : notnull
        {
        }
    }
}
