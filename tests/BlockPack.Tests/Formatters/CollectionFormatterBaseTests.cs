using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// CollectionFormatterBase and DictionaryFormatterBase, the bases MessagePack-CSharp users derive their own
    /// collection formatters from: a formatter written against them works unchanged.
    /// </summary>
    public class CollectionFormatterBaseTests
    {
        private static readonly MessagePackSerializerOptions WithCustom = new MessagePackSerializerOptions(
            CompositeResolver.Create(new IMessagePackFormatter[] { new RingFormatter(), new UncountedFormatter(), new NamesFormatter() }, new IFormatterResolver[] { BuiltinResolver.Instance }));

        [Fact]
        public void A_derived_collection_formatter_writes_an_array_and_reads_through_create_add_complete()
        {
            var ring = new Ring(new[] { 1, 2, 3 });
            Assert.Equal("93010203", Hex(Serialize(ring, WithCustom)));
            Assert.Equal("C0", Hex(Serialize<Ring?>(null, WithCustom)));
            Ring back = Deserialize<Ring>(Bytes("93030201"), WithCustom);
            Assert.Equal(new[] { 3, 2, 1 }, back);
            Assert.Null(Deserialize<Ring?>(Bytes("C0"), WithCustom));
            Assert.Empty(Deserialize<Ring>(Bytes("90"), WithCustom));
        }

        [Fact]
        public void A_collection_without_a_count_is_buffered_to_learn_its_length()
        {
            Assert.Equal("93010203", Hex(Serialize(new Uncounted(new[] { 1, 2, 3 }), WithCustom)));
            Assert.Equal(new[] { 4, 5 }, Deserialize<Uncounted>(Bytes("920405"), WithCustom));
        }

        [Fact]
        public void A_derived_dictionary_formatter_writes_a_map()
        {
            var names = new Names { ["a"] = 1 };
            Assert.Equal("81A16101", Hex(Serialize(names, WithCustom)));
            Assert.Equal(1, Deserialize<Names>(Bytes("81A16101"), WithCustom)["a"]);
            Assert.Null(Deserialize<Names?>(Bytes("C0"), WithCustom));

            // The dictionary's own Add rejects a repeated key; the serializer wraps the failure.
            Assert.ThrowsAny<Exception>(() => Deserialize<Names>(Bytes("82A16101A16102"), WithCustom));
        }

        [Fact]
        public void Depth_and_counts_are_checked()
        {
            MessagePackSerializerOptions shallow = WithCustom.WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(1));
            Assert.Single(Deserialize<Ring>(Bytes("9101"), shallow));
            AssertRejected<List<Ring>>("919101", shallow);
            AssertRejected<List<Names>>("9181A16101", shallow);
            AssertRejected<Ring>("DD7FFFFFFF01", WithCustom);
        }

        public sealed class Ring : IEnumerable<int>
        {
            private readonly List<int> items;

            public Ring(IEnumerable<int> items) => this.items = items.ToList();

            public int Count => this.items.Count;

            public List<int>.Enumerator GetEnumerator() => this.items.GetEnumerator();

            IEnumerator<int> IEnumerable<int>.GetEnumerator() => this.GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
        }

        public sealed class Uncounted : IEnumerable<int>
        {
            private readonly int[] items;

            public Uncounted(int[] items) => this.items = items;

            public IEnumerator<int> GetEnumerator() => ((IEnumerable<int>)this.items).GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
        }

        public sealed class Names : Dictionary<string, int>
        {
        }

        private sealed class RingFormatter : CollectionFormatterBase<int, int[], List<int>.Enumerator, Ring>
        {
            protected override int? GetCount(Ring sequence) => sequence.Count;

            protected override List<int>.Enumerator GetSourceEnumerator(Ring source) => source.GetEnumerator();

            protected override int[] Create(int count, MessagePackSerializerOptions options) => new int[count];

            protected override void Add(int[] collection, int index, int value, MessagePackSerializerOptions options) => collection[index] = value;

            protected override Ring Complete(int[] intermediateCollection) => new Ring(intermediateCollection);
        }

        private sealed class UncountedFormatter : CollectionFormatterBase<int, List<int>, Uncounted>
        {
            protected override List<int> Create(int count, MessagePackSerializerOptions options) => new List<int>(count);

            protected override void Add(List<int> collection, int index, int value, MessagePackSerializerOptions options) => collection.Add(value);

            protected override Uncounted Complete(List<int> intermediateCollection) => new Uncounted(intermediateCollection.ToArray());
        }

        private sealed class NamesFormatter : DictionaryFormatterBase<string, int, Names>
        {
            protected override Names Create(int count, MessagePackSerializerOptions options) => new Names();

            protected override void Add(Names collection, int index, string key, int value, MessagePackSerializerOptions options) => collection.Add(key, value);
        }
    }
}
