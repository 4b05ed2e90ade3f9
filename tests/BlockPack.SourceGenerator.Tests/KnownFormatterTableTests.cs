using System;
using System.Collections;
using System.Collections.Generic;
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

        private static string StripArity(string name) => name.IndexOf('`') is int tick and >= 0 ? name.Substring(0, tick) : name;
    }
}
