using System;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Formatters.Generated;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// [MessagePackSerializable(typeof(T))] lists a type only known at run time: the generator writes what it reaches, as
    /// for a call site, and closes the non-generic methods over it at compile time, so Serialize(Type, ...) needs no
    /// MakeGenericMethod (which NativeAOT cannot do). The AOT app checks the same under NativeAOT.
    /// </summary>
    public class RegistrationTests
    {
        /// <summary>What TrySerializeBoxed wrote, in hex; null when it declined (and then it must have written nothing).</summary>
        private static string? Write(IRegisteredTypeProvider provider, object value)
        {
            var buffer = new System.Buffers.ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            bool written = provider.TrySerializeBoxed(ref writer, value, MessagePackSerializerOptions.Standard);
            writer.Flush();
            Assert.True(written || buffer.WrittenCount == 0);
            return written ? Convert.ToHexString(buffer.WrittenSpan) : null;
        }

        private const string Source = """
            using System.Collections.Generic;
            using BlockPack;
            [assembly: MessagePackSerializable(typeof(Dictionary<string, Plugin>))]
            [assembly: BlockPack.MessagePackSerializableAttribute(typeof(Envelope<Plugin>))]
            [MessagePackObject]
            public class Plugin { [Key(0)] public string Name { get; set; } = ""; }
            [MessagePackObject]
            public class Envelope<T> { [Key(0)] public T Body { get; set; } = default!; [Key(1)] public List<(int, T)>? Pairs { get; set; } }
            [MessagePackSerializable(typeof(Plugin[]))]
            public static class Registrations { }
            public static class NotListed { }
            """;

        [Fact]
        public void Listed_types_and_what_they_reach_get_formatters_and_a_non_generic_entry()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "Listed");

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("global::BlockPack.Formatters.Generated.IRegisteredTypeProvider", resolver, StringComparison.Ordinal);
            Assert.Contains("RegisteredType.Create<global::System.Collections.Generic.Dictionary<string, global::Plugin>>()", resolver, StringComparison.Ordinal);
            Assert.Contains("RegisteredType.Create<global::Envelope<global::Plugin>>()", resolver, StringComparison.Ordinal);
            Assert.Contains("RegisteredType.Create<global::Plugin[]>()", resolver, StringComparison.Ordinal);

            // Reached only through the listed closed generic: its own formatter, and the built-in ones of its members.
            Assert.Contains(run.Result.GeneratedTrees, t => Path.GetFileName(t.FilePath).StartsWith("Envelope_", StringComparison.Ordinal));
            Assert.Contains("new global::BlockPack.Formatters.ValueTupleFormatter<int, global::Plugin>()", resolver, StringComparison.Ordinal);
            Assert.Contains("new global::BlockPack.Formatters.DictionaryFormatter<string, global::Plugin>()", resolver, StringComparison.Ordinal);
        }

        [Fact]
        public void Generated_structs_boxed_in_an_object_are_written_by_the_generated_resolver_and_nothing_else_is()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject] public struct Point { [Key(0)] public int X; [Key(1)] public int Y; }
                [MessagePackObject] public class Plain { [Key(0)] public int X { get; set; } }
                [System.Obsolete("an attribute with one argument that is not BlockPack's")] public static class Other { }
                """, assemblyName: "Boxed");
            run.AssertCompilesCleanly();
            Assert.DoesNotContain("RegisteredType.Create<", run.Generated("GeneratedMessagePackResolver"), StringComparison.Ordinal);

            run.WithLoadedOutput(assembly =>
            {
                var provider = (IRegisteredTypeProvider)assembly.GetType("Boxed.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                Type point = assembly.GetType("Point", throwOnError: true)!;
                object boxed = Activator.CreateInstance(point)!;
                point.GetField("X")!.SetValue(boxed, 1);
                point.GetField("Y")!.SetValue(boxed, 300);

                Assert.Null(provider.GetRegisteredType(point));
                Assert.Equal("9201CD012C", Write(provider, boxed));
                Assert.Null(Write(provider, Activator.CreateInstance(assembly.GetType("Plain", throwOnError: true)!)!));
                Assert.Null(Write(provider, 5));
            });
        }

        [Fact]
        public void The_non_generic_methods_use_the_listed_entry_and_write_the_generic_methods_bytes()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ListedRun");
            run.WithLoadedOutput(assembly =>
            {
                Type plugin = assembly.GetType("Plugin", throwOnError: true)!;
                Type envelopeType = assembly.GetType("Envelope`1", throwOnError: true)!.MakeGenericType(plugin);
                var provider = (IRegisteredTypeProvider)assembly.GetType("ListedRun.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;

                Assert.Equal(envelopeType, provider.GetRegisteredType(envelopeType)?.Type);
                Assert.Null(provider.GetRegisteredType(plugin));
                Assert.Null(provider.GetRegisteredType(typeof(int)));

                object envelope = Activator.CreateInstance(envelopeType)!;
                object body = Activator.CreateInstance(plugin)!;
                plugin.GetProperty("Name")!.SetValue(body, "P");
                envelopeType.GetProperty("Body")!.SetValue(envelope, body);

                // The standard options find the listed entry through the assembly's [GeneratedResolver].
                byte[] bytes = MessagePackSerializer.Serialize(envelopeType, envelope);

                // fixarray 2: [ fixarray 1 ["P"], nil ]
                Assert.Equal("9291A150C0", Convert.ToHexString(bytes));
                object back = MessagePackSerializer.Deserialize(envelopeType, bytes)!;
                Assert.Equal("P", plugin.GetProperty("Name")!.GetValue(envelopeType.GetProperty("Body")!.GetValue(back)));
            });
        }
    }
}
