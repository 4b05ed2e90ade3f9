using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    public class CollectionFormatterTests
    {
        [Fact]
        public void Arrays_are_arrays_of_their_elements()
        {
            Assert.Equal("93010203", Hex(Serialize(new[] { 1, 2, 3 })));
            Assert.Equal("90", Hex(Serialize(Array.Empty<int>())));
            Assert.Equal("C0", Hex(Serialize<int[]?>(null)));
            Assert.Equal(new[] { 1, 2, 3 }, Deserialize<int[]>(Bytes("93010203")));
            Assert.Empty(Deserialize<int[]>(Bytes("90"))!);
            Assert.Null(Deserialize<int[]?>(Bytes("C0")));
            Assert.Equal(new[] { "a", null, "b" }, RoundTrip(new[] { "a", null, "b" }));
        }

        [Fact]
        public void Array16_and_array32_headers()
        {
            int[] sixteen = Enumerable.Range(0, 16).ToArray();
            Assert.Equal("DC0010", Hex(Serialize(sixteen).AsSpan(0, 3).ToArray()));
            int[] big = Enumerable.Range(0, 70_000).ToArray();
            byte[] bytes = Serialize(big);
            Assert.Equal("DD00011170", Hex(bytes.AsSpan(0, 5).ToArray()));
            Assert.Equal(big, Deserialize<int[]>(bytes));
        }

        [Fact]
        public void Nested_collections_round_trip()
        {
            int[][] jagged = { new[] { 1 }, Array.Empty<int>(), new[] { 2, 3 } };
            Assert.Equal("93 9101 90 920203".Replace(" ", string.Empty, StringComparison.Ordinal), Hex(Serialize(jagged)));
            Assert.Equal(jagged, RoundTrip(jagged));

            var nested = new List<Dictionary<string, int[]>>
            {
                new Dictionary<string, int[]> { ["a"] = new[] { 1, 2 }, ["b"] = Array.Empty<int>() },
                new Dictionary<string, int[]>(),
            };
            List<Dictionary<string, int[]>> back = RoundTrip(nested)!;
            Assert.Equal(2, back.Count);
            Assert.Equal(new[] { 1, 2 }, back[0]["a"]);
            Assert.Empty(back[0]["b"]);
            Assert.Empty(back[1]);

            var listOfLists = new List<List<string?>?> { new List<string?> { "x", null }, null, new List<string?>() };
            List<List<string?>?> listBack = RoundTrip(listOfLists)!;
            Assert.Equal(new[] { "x", null }, listBack[0]);
            Assert.Null(listBack[1]);
            Assert.Empty(listBack[2]!);
        }

        [Fact]
        public void Lists_hash_sets_and_queues()
        {
            var list = new List<int> { 5, -1, 300 };
            Assert.Equal("9305FFCD012C", Hex(Serialize(list)));
            Assert.Equal(list, RoundTrip(list));
            Assert.Null(RoundTrip<List<int>?>(null));

            var set = new HashSet<string> { "a", "b", "c" };
            Assert.True(set.SetEquals(RoundTrip(set)!));
            Assert.Null(RoundTrip<HashSet<int>?>(null));

            var queue = new Queue<int>(new[] { 1, 2, 3 });
            queue.Dequeue();
            queue.Enqueue(4);
            Assert.Equal("93020304", Hex(Serialize(queue)));
            Assert.Equal(new[] { 2, 3, 4 }, RoundTrip(queue)!.ToArray());
            Assert.Null(RoundTrip<Queue<int>?>(null));
        }

        [Fact]
        public void Hash_sets_drop_repeated_elements_on_read()
        {
            HashSet<int> set = Deserialize<HashSet<int>>(Bytes("93 01 02 01"))!;
            Assert.Equal(2, set.Count);
            Assert.True(set.SetEquals(new[] { 1, 2 }));
        }

        [Fact]
        public void Stacks_are_written_top_first_and_keep_their_top()
        {
            var stack = new Stack<int>();
            stack.Push(1);
            stack.Push(2);
            stack.Push(3);
            Assert.Equal("93030201", Hex(Serialize(stack)));

            Stack<int> back = Deserialize<Stack<int>>(Bytes("93030201"))!;
            Assert.Equal(3, back.Pop());
            Assert.Equal(2, back.Pop());
            Assert.Equal(1, back.Pop());
            Assert.Empty(RoundTrip(new Stack<int>())!);
            Assert.Null(RoundTrip<Stack<int>?>(null));
        }

        [Fact]
        public void Interfaces_are_written_as_arrays_and_read_as_lists_or_sets()
        {
            IList<int> list = new[] { 1, 2 };
            Assert.Equal("920102", Hex(Serialize(list)));
            Assert.IsType<List<int>>(RoundTrip(list));
            Assert.Equal(new[] { 1, 2 }, RoundTrip(list));

            Assert.IsType<List<int>>(RoundTrip<IEnumerable<int>>(new[] { 1 }));
            Assert.IsType<List<int>>(RoundTrip<ICollection<int>>(new List<int> { 1 }));
            Assert.IsType<List<int>>(RoundTrip<IReadOnlyList<int>>(new[] { 1 }));
            Assert.IsType<List<int>>(RoundTrip<IReadOnlyCollection<int>>(new[] { 1 }));
            ISet<int> set = RoundTrip<ISet<int>>(new SortedSet<int> { 3, 1, 2 })!;
            Assert.IsType<HashSet<int>>(set);
            Assert.True(set.SetEquals(new[] { 1, 2, 3 }));

            Assert.Equal("C0", Hex(Serialize<IEnumerable<int>?>(null)));
            Assert.Null(Deserialize<IReadOnlyList<int>?>(Bytes("C0")));
        }

        [Fact]
        public void A_lazy_sequence_without_a_count_is_buffered_and_written_whole()
        {
            IEnumerable<int> Generate()
            {
                for (int i = 1; i <= 3; i++)
                {
                    yield return i * 10;
                }
            }

            Assert.Equal("930A141E", Hex(Serialize(Generate())));
            Assert.Equal("920A14", Hex(Serialize<IEnumerable<int>>(Generate().Take(2))));
        }

        [Fact]
        public void A_collection_whose_count_lies_is_an_error_not_corrupt_output()
        {
            Assert.Throws<MessagePackSerializationException>(() => Serialize<ICollection<int>>(new LyingCollection(announced: 3, actual: 2)));
            Assert.Throws<MessagePackSerializationException>(() => Serialize<ICollection<int>>(new LyingCollection(announced: 1, actual: 2)));
        }

        [Fact]
        public void Key_value_pair_is_a_two_element_array()
        {
            Assert.Equal("920102", Hex(Serialize(new KeyValuePair<int, int>(1, 2))));
            KeyValuePair<string, int?> back = RoundTrip(new KeyValuePair<string, int?>("k", null));
            Assert.Equal("k", back.Key);
            Assert.Null(back.Value);
            AssertRejected<KeyValuePair<int, int>>("93010203");
            AssertRejected<KeyValuePair<int, int>>("9101");
            AssertRejected<KeyValuePair<int, int>>("C0");
            AssertRejected<KeyValuePair<int, int>>("810102");
        }

        [Theory]
        [InlineData("810102")] // map
        [InlineData("A0")] // str
        [InlineData("01")] // integer
        [InlineData("C403010203")] // bin
        public void Sequences_reject_other_families(string hex)
        {
            AssertRejected<int[]>(hex);
            AssertRejected<List<int>>(hex);
            AssertRejected<HashSet<int>>(hex);
            AssertRejected<Queue<int>>(hex);
            AssertRejected<Stack<int>>(hex);
            AssertRejected<IList<int>>(hex);
        }

        [Fact]
        public void Elements_of_the_wrong_family_and_truncated_arrays_are_rejected()
        {
            AssertRejected<int[]>("9201A0");
            AssertRejected<List<string>>("920101");
            AssertRejected<int[]>("930102");
            AssertRejected<List<int>>("DD7FFFFFFF01");
        }

        [Fact]
        public void A_cycle_is_an_error_not_a_stack_overflow()
        {
            var cycle = new List<object?>();
            cycle.Add(cycle);
            Assert.Throws<InsufficientExecutionStackException>(() => Serialize(cycle));
            Assert.Throws<InsufficientExecutionStackException>(() => Serialize<object>(cycle));
        }

        [Fact]
        public void Nesting_deeper_than_the_limit_is_rejected_on_read()
        {
            MessagePackSerializerOptions shallow = Options.WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(3));
            int[][][] ok = { new[] { new[] { 1 } } };
            Assert.Equal(1, Deserialize<int[][][]>(Serialize(ok), shallow)![0][0][0]);

            int[][][][] tooDeep = { new[] { new[] { new[] { 1 } } } };
            Assert.Throws<InsufficientExecutionStackException>(() => Deserialize<int[][][][]>(Serialize(tooDeep), shallow));
            Assert.Throws<InsufficientExecutionStackException>(() => Serialize(tooDeep, shallow));
        }

        private sealed class LyingCollection : ICollection<int>
        {
            private readonly int announced;
            private readonly int actual;

            internal LyingCollection(int announced, int actual)
            {
                this.announced = announced;
                this.actual = actual;
            }

            public int Count => this.announced;

            public bool IsReadOnly => true;

            public IEnumerator<int> GetEnumerator() => Enumerable.Range(0, this.actual).GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();

            public void Add(int item) => throw new NotSupportedException();

            public void Clear() => throw new NotSupportedException();

            public bool Contains(int item) => throw new NotSupportedException();

            public void CopyTo(int[] array, int arrayIndex) => throw new NotSupportedException();

            public bool Remove(int item) => throw new NotSupportedException();
        }
    }
}
