namespace BlockPack.SourceGenerator.Common
{
    /// <summary>
    /// Which built-in formatter serves each generic definition, by metadata name: the generator's copy of the runtime
    /// DynamicGenericResolver's table. The runtime keeps its table of <c>typeof</c> pairs (strings would need
    /// Type.GetType there, which trimming cannot follow), so the two are kept equal by a test
    /// (KnownFormatterTableTests) that reflects over the runtime's table and compares: a formatter added to one and not
    /// the other fails the build's tests instead of failing under NativeAOT only.
    /// </summary>
    /// <remarks>
    /// Plain strings and no Roslyn types, so the file can also be compiled into tools and tests that do not load Roslyn.
    /// A definition that the user's target framework lacks (IReadOnlySet`1 on netstandard2.0) never matches a symbol,
    /// so it can stay in the table unconditionally. A formatter that the referenced BlockPack build lacks (PriorityQueue's,
    /// OrderedDictionary's and the frozen ones exist only in its .NET builds, while a user's netstandard2.0 or net6.0
    /// project may have the collection) is looked up in the compilation before it is used: KnownFormatterTable
    /// registers nothing for such a type rather than writing code that does not compile.
    /// </remarks>
    internal static class GenericFormatterTable
    {
        /// <summary>Generic definition (namespace-qualified metadata name) → formatter (namespace-qualified, without arity; same type parameters in the same order).</summary>
        public static readonly (string Definition, string Formatter)[] Entries =
        {
            ("System.Nullable`1", "BlockPack.Formatters.NullableFormatter"),
            ("System.Collections.Generic.List`1", "BlockPack.Formatters.ListFormatter"),
            ("System.Collections.Generic.Dictionary`2", "BlockPack.Formatters.DictionaryFormatter"),
            ("System.Collections.Generic.HashSet`1", "BlockPack.Formatters.HashSetFormatter"),
            ("System.Collections.Generic.Queue`1", "BlockPack.Formatters.QueueFormatter"),
            ("System.Collections.Generic.Stack`1", "BlockPack.Formatters.StackFormatter"),
            ("System.Collections.Generic.IEnumerable`1", "BlockPack.Formatters.InterfaceEnumerableFormatter"),
            ("System.Collections.Generic.IList`1", "BlockPack.Formatters.InterfaceListFormatter"),
            ("System.Collections.Generic.IReadOnlyList`1", "BlockPack.Formatters.InterfaceReadOnlyListFormatter"),
            ("System.Collections.Generic.ICollection`1", "BlockPack.Formatters.InterfaceCollectionFormatter"),
            ("System.Collections.Generic.IReadOnlyCollection`1", "BlockPack.Formatters.InterfaceReadOnlyCollectionFormatter"),
            ("System.Collections.Generic.ISet`1", "BlockPack.Formatters.InterfaceSetFormatter"),
            ("System.Collections.Generic.IDictionary`2", "BlockPack.Formatters.InterfaceDictionaryFormatter"),
            ("System.Collections.Generic.IReadOnlyDictionary`2", "BlockPack.Formatters.InterfaceReadOnlyDictionaryFormatter"),
            ("System.Collections.ObjectModel.ReadOnlyDictionary`2", "BlockPack.Formatters.ReadOnlyDictionaryFormatter"),
            ("System.Collections.Concurrent.ConcurrentDictionary`2", "BlockPack.Formatters.ConcurrentDictionaryFormatter"),
            ("System.Linq.ILookup`2", "BlockPack.Formatters.InterfaceLookupFormatter"),
            ("System.Linq.IGrouping`2", "BlockPack.Formatters.InterfaceGroupingFormatter"),
            ("System.Collections.Generic.IReadOnlySet`1", "BlockPack.Formatters.InterfaceReadOnlySetFormatter"),
            ("System.Collections.Generic.KeyValuePair`2", "BlockPack.Formatters.KeyValuePairFormatter"),
            // Standard library wrappers of one value or a run of elements. ArraySegment<byte>, Memory<byte>,
            // ReadOnlyMemory<byte> and ReadOnlySequence<byte> are bin, not arrays: KnownFormatterTable leaves them to
            // BuiltinResolver, as it leaves byte[].
            ("System.Lazy`1", "BlockPack.Formatters.LazyFormatter"),
            ("System.ArraySegment`1", "BlockPack.Formatters.ArraySegmentFormatter"),
            ("System.Memory`1", "BlockPack.Formatters.MemoryFormatter"),
            ("System.ReadOnlyMemory`1", "BlockPack.Formatters.ReadOnlyMemoryFormatter"),
            ("System.Buffers.ReadOnlySequence`1", "BlockPack.Formatters.ReadOnlySequenceFormatter"),

            // Collections. SortedSet`1 and Collection`1 are absent, as in the runtime table: they take the shape rules.
            ("System.Collections.Generic.LinkedList`1", "BlockPack.Formatters.LinkedListFormatter"),
            ("System.Collections.ObjectModel.ObservableCollection`1", "BlockPack.Formatters.ObservableCollectionFormatter"),
            ("System.Collections.ObjectModel.ReadOnlyCollection`1", "BlockPack.Formatters.ReadOnlyCollectionFormatter"),
            ("System.Collections.ObjectModel.ReadOnlyObservableCollection`1", "BlockPack.Formatters.ReadOnlyObservableCollectionFormatter"),
            ("System.Collections.Concurrent.ConcurrentQueue`1", "BlockPack.Formatters.ConcurrentQueueFormatter"),
            ("System.Collections.Concurrent.ConcurrentStack`1", "BlockPack.Formatters.ConcurrentStackFormatter"),
            ("System.Collections.Concurrent.ConcurrentBag`1", "BlockPack.Formatters.ConcurrentBagFormatter"),
            ("System.Collections.Generic.SortedDictionary`2", "BlockPack.Formatters.SortedDictionaryFormatter"),
            ("System.Collections.Generic.SortedList`2", "BlockPack.Formatters.SortedListFormatter"),
            ("System.Collections.Generic.PriorityQueue`2", "BlockPack.Formatters.PriorityQueueFormatter"),
            ("System.Collections.Generic.OrderedDictionary`2", "BlockPack.Formatters.OrderedDictionaryFormatter"),
            ("System.Collections.ObjectModel.ReadOnlySet`1", "BlockPack.Formatters.ReadOnlySetFormatter"),

            // The immutable and frozen collections (ImmutableCollectionResolver's table, which the runtime one includes).
            ("System.Collections.Immutable.ImmutableArray`1", "BlockPack.ImmutableCollection.ImmutableArrayFormatter"),
            ("System.Collections.Immutable.ImmutableList`1", "BlockPack.ImmutableCollection.ImmutableListFormatter"),
            ("System.Collections.Immutable.ImmutableDictionary`2", "BlockPack.ImmutableCollection.ImmutableDictionaryFormatter"),
            ("System.Collections.Immutable.ImmutableHashSet`1", "BlockPack.ImmutableCollection.ImmutableHashSetFormatter"),
            ("System.Collections.Immutable.ImmutableSortedDictionary`2", "BlockPack.ImmutableCollection.ImmutableSortedDictionaryFormatter"),
            ("System.Collections.Immutable.ImmutableSortedSet`1", "BlockPack.ImmutableCollection.ImmutableSortedSetFormatter"),
            ("System.Collections.Immutable.ImmutableQueue`1", "BlockPack.ImmutableCollection.ImmutableQueueFormatter"),
            ("System.Collections.Immutable.ImmutableStack`1", "BlockPack.ImmutableCollection.ImmutableStackFormatter"),
            ("System.Collections.Immutable.IImmutableList`1", "BlockPack.ImmutableCollection.InterfaceImmutableListFormatter"),
            ("System.Collections.Immutable.IImmutableDictionary`2", "BlockPack.ImmutableCollection.InterfaceImmutableDictionaryFormatter"),
            ("System.Collections.Immutable.IImmutableQueue`1", "BlockPack.ImmutableCollection.InterfaceImmutableQueueFormatter"),
            ("System.Collections.Immutable.IImmutableSet`1", "BlockPack.ImmutableCollection.InterfaceImmutableSetFormatter"),
            ("System.Collections.Immutable.IImmutableStack`1", "BlockPack.ImmutableCollection.InterfaceImmutableStackFormatter"),
            ("System.Collections.Frozen.FrozenSet`1", "BlockPack.ImmutableCollection.FrozenSetFormatter"),
            ("System.Collections.Frozen.FrozenDictionary`2", "BlockPack.ImmutableCollection.FrozenDictionaryFormatter"),

            ("System.Tuple`1", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`2", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`3", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`4", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`5", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`6", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`7", "BlockPack.Formatters.TupleFormatter"),
            ("System.Tuple`8", "BlockPack.Formatters.TupleFormatter"),
            ("System.ValueTuple`1", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`2", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`3", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`4", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`5", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`6", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`7", "BlockPack.Formatters.ValueTupleFormatter"),
            ("System.ValueTuple`8", "BlockPack.Formatters.ValueTupleFormatter"),
        };
    }
}
