using System;
using System.Collections;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Resolvers;
using BlockPack.SourceGenerator.Common;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// The generator's table of generic formatters is the runtime's: a shape the JIT serializes through
    /// DynamicGenericResolver must be one the generated resolver registers for NativeAOT.
    /// </summary>
    public class KnownFormatterTableTests
    {
        [Fact]
        public void The_generators_generic_table_equals_DynamicGenericResolvers()
        {
            Type factory = typeof(DynamicGenericResolver).GetNestedType("GenericFormatterFactory", BindingFlags.NonPublic)!;
            var runtime = (IDictionary)factory.GetField("FormatterDefinitions", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null)!;
            string[] runtimePairs = runtime.Keys.Cast<Type>()
                .Select(definition => $"{definition.FullName} -> {StripArity(((Type)runtime[definition]!).FullName!)}")
                .OrderBy(p => p, StringComparer.Ordinal)
                .ToArray();
            string[] generatorPairs = GenericFormatterTable.Entries
                .Select(e => $"{e.Definition} -> {e.Formatter}")
                .OrderBy(p => p, StringComparer.Ordinal)
                .ToArray();

            Assert.Equal(runtimePairs, generatorPairs);
        }

        [Fact]
        public void Members_of_every_generic_shape_the_runtime_knows_get_a_registered_formatter()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System;
                using System.Collections.Concurrent;
                using System.Collections.Generic;
                using System.Collections.ObjectModel;
                using System.Linq;
                using BlockPack;
                [MessagePackObject]
                public class Shapes
                {
                    [Key(0)] public (int, string) Pair { get; set; }
                    [Key(1)] public Tuple<int, string, bool> Triple { get; set; } = null!;
                    [Key(2)] public ConcurrentDictionary<string, int> Concurrent { get; set; } = null!;
                    [Key(3)] public ReadOnlyDictionary<string, int> ReadOnly { get; set; } = null!;
                    [Key(4)] public ILookup<string, int> Lookup { get; set; } = null!;
                    [Key(5)] public IGrouping<string, int> Group { get; set; } = null!;
                    [Key(6)] public IReadOnlySet<Guid> Set { get; set; } = null!;
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("new global::BlockPack.Formatters.ValueTupleFormatter<int, string>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.TupleFormatter<int, string, bool>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ConcurrentDictionaryFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ReadOnlyDictionaryFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.InterfaceLookupFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.InterfaceGroupingFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.InterfaceReadOnlySetFormatter<global::System.Guid>()", resolver);
        }

        [Fact]
        public void Members_of_the_collections_and_wrappers_added_for_issue_20_get_a_registered_formatter()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System;
                using System.Buffers;
                using System.Collections.Concurrent;
                using System.Collections.Frozen;
                using System.Collections.Generic;
                using System.Collections.Immutable;
                using System.Collections.ObjectModel;
                using BlockPack;
                [MessagePackObject]
                public class NewShapes
                {
                    [Key(0)] public ImmutableArray<int> Array { get; set; }
                    [Key(1)] public ImmutableDictionary<string, int> Dictionary { get; set; } = null!;
                    [Key(2)] public LinkedList<int> Linked { get; set; } = null!;
                    [Key(3)] public SortedDictionary<int, string> Sorted { get; set; } = null!;
                    [Key(4)] public Lazy<int> Lazy { get; set; } = null!;
                    [Key(5)] public Memory<int> Memory { get; set; }
                    [Key(6)] public FrozenSet<int> Frozen { get; set; } = null!;
                    [Key(7)] public IImmutableList<string> ImmutableInterface { get; set; } = null!;
                    [Key(8)] public ConcurrentQueue<long> Queue { get; set; } = null!;
                    [Key(9)] public ObservableCollection<int> Observable { get; set; } = null!;
                    [Key(10)] public PriorityQueue<string, int> Priority { get; set; } = null!;
                    [Key(11)] public OrderedDictionary<string, int> Ordered { get; set; } = null!;
                    [Key(12)] public ReadOnlySet<int> ReadOnlySet { get; set; } = null!;
                    [Key(13)] public ReadOnlySequence<int> Sequence { get; set; }
                    [Key(14)] public ImmutableArray<int>? MaybeArray { get; set; }
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("new global::BlockPack.ImmutableCollection.ImmutableArrayFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.ImmutableCollection.ImmutableDictionaryFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.LinkedListFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.SortedDictionaryFormatter<int, string>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.LazyFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.MemoryFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.ImmutableCollection.FrozenSetFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.ImmutableCollection.InterfaceImmutableListFormatter<string>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ConcurrentQueueFormatter<long>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ObservableCollectionFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.PriorityQueueFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.OrderedDictionaryFormatter<string, int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ReadOnlySetFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ReadOnlySequenceFormatter<int>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.NullableFormatter<global::System.Collections.Immutable.ImmutableArray<int>>()", resolver);
        }

        [Fact]
        public void Byte_runs_are_left_to_the_builtin_bin_formatters()
        {
            // Memory<byte> and its kin are bin (BuiltinResolver's byte formatters); MemoryFormatter<byte> would write an
            // array of integers, so the generated resolver must not answer for them even when put first in a chain.
            GeneratorRun run = GeneratorRun.Of("""
                using System;
                using System.Buffers;
                using BlockPack;
                [MessagePackObject]
                public class Bytes
                {
                    [Key(0)] public Memory<byte> Memory { get; set; }
                    [Key(1)] public ReadOnlyMemory<byte> ReadOnly { get; set; }
                    [Key(2)] public ArraySegment<byte> Segment { get; set; }
                    [Key(3)] public ReadOnlySequence<byte> Sequence { get; set; }
                    [Key(4)] public ArraySegment<int> Ints { get; set; }
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.DoesNotContain("<byte>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.ArraySegmentFormatter<int>()", resolver);
        }

        [Fact]
        public void Collections_by_shape_get_the_formatter_the_runtime_shape_rules_pick()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System.Collections;
                using System.Collections.Generic;
                using System.Collections.ObjectModel;
                using BlockPack;
                public class Bag : ICollection<long>
                {
                    private readonly List<long> items = new();
                    public int Count => items.Count;
                    public bool IsReadOnly => false;
                    public void Add(long item) => items.Add(item);
                    public void Clear() => items.Clear();
                    public bool Contains(long item) => items.Contains(item);
                    public void CopyTo(long[] array, int arrayIndex) => items.CopyTo(array, arrayIndex);
                    public bool Remove(long item) => items.Remove(item);
                    public IEnumerator<long> GetEnumerator() => items.GetEnumerator();
                    IEnumerator IEnumerable.GetEnumerator() => GetEnumerator();
                }
                public class NoDefaultConstructor : List<int> { public NoDefaultConstructor(int capacity) : base(capacity) { } }
                public class Names : Dictionary<string, int> { }
                public class Rows : Collection<int> { }
                public class Table<T> : Dictionary<string, T> { }
                [MessagePackObject]
                public class Row { [Key(0)] public int Id { get; set; } }
                public class RowBag : HashSet<Row> { }
                [MessagePackObject]
                public class Shaped
                {
                    [Key(0)] public SortedSet<int> Sorted { get; set; } = null!;
                    [Key(1)] public Collection<string> Plain { get; set; } = null!;
                    [Key(2)] public Bag Bag { get; set; } = null!;
                    [Key(3)] public NoDefaultConstructor Sized { get; set; } = null!;
                    [Key(4)] public Names Names { get; set; } = null!;
                    [Key(5)] public Rows Rows { get; set; } = null!;
                    [Key(6)] public Table<double> Table { get; set; } = null!;
                    [Key(7)] public ArrayList Untyped { get; set; } = null!;
                    [Key(8)] public Table<RowBag> Nested { get; set; } = null!;
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");

            // The runtime's order: a non-generic class with IList, then IDictionary, is written element by element as
            // object; then IDictionary<K, V>; then ICollection<T>.
            Assert.Contains("new global::BlockPack.Formatters.GenericCollectionFormatter<int, global::System.Collections.Generic.SortedSet<int>>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.GenericCollectionFormatter<string, global::System.Collections.ObjectModel.Collection<string>>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.GenericCollectionFormatter<long, global::Bag>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.NonGenericDictionaryFormatter<global::Names>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.NonGenericListFormatter<global::Rows>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.GenericDictionaryFormatter<string, double, global::Table<double>>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.NonGenericListFormatter<global::System.Collections.ArrayList>()", resolver);

            // Element types are followed: RowBag (non-generic, no IList) is a collection of Row.
            Assert.Contains("new global::BlockPack.Formatters.GenericDictionaryFormatter<string, global::RowBag, global::Table<global::RowBag>>()", resolver);
            Assert.Contains("new global::BlockPack.Formatters.GenericCollectionFormatter<global::Row, global::RowBag>()", resolver);

            // Without a parameterless constructor the runtime matches constructors, which the generator does not mirror.
            Assert.DoesNotContain("NoDefaultConstructor>", resolver);
        }

        [Fact]
        public void A_collection_whose_formatter_the_referenced_BlockPack_build_lacks_gets_no_registration_and_the_code_compiles()
        {
            // The netstandard2.0 build has no PriorityQueue, OrderedDictionary or FrozenSet formatter, while this
            // net10.0 compilation has the collections: registering them would name types that do not exist.
            string netStandard = Path.Combine(AppContext.BaseDirectory, "netstandard2.0", "BlockPack.dll");
            GeneratorRun run = GeneratorRun.Of(
                """
                using System.Collections.Frozen;
                using System.Collections.Generic;
                using BlockPack;
                [MessagePackObject]
                public class Newer
                {
                    [Key(0)] public PriorityQueue<string, int> Priority { get; set; } = null!;
                    [Key(1)] public OrderedDictionary<string, int> Ordered { get; set; } = null!;
                    [Key(2)] public FrozenSet<int> Frozen { get; set; } = null!;
                    [Key(3)] public LinkedList<int> Linked { get; set; } = null!;
                }
                """,
                blockPackPath: netStandard);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.DoesNotContain("PriorityQueueFormatter", resolver);
            Assert.DoesNotContain("OrderedDictionaryFormatter", resolver);
            Assert.DoesNotContain("FrozenSetFormatter", resolver);
            Assert.Contains("new global::BlockPack.Formatters.LinkedListFormatter<int>()", resolver);
        }

        private static string StripArity(string name) => name.IndexOf('`') is int tick and >= 0 ? name.Substring(0, tick) : name;
    }
}
