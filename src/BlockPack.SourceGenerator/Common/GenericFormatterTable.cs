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
    /// so it can stay in the table unconditionally.
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
