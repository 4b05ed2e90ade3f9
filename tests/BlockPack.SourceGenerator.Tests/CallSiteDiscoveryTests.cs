using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Runtime.Loader;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// The generator registers a formatter for every closed T given to a generic entry point, and for what T reaches,
    /// without any attribute: so the same calls work under NativeAOT, where nothing can be made at run time.
    /// </summary>
    public class CallSiteDiscoveryTests
    {
        private const string Formatters = "new global::BlockPack.Formatters.";

        [Theory]
        [InlineData("MessagePackSerializer.Serialize(new List<int>())", "ListFormatter<int>()")]
        [InlineData("MessagePackSerializer.Serialize<IList<int>>(new List<int>(), MessagePackSerializerOptions.Standard)", "InterfaceListFormatter<int>()")]
        [InlineData("MessagePackSerializer.Serialize(Stream.Null, new HashSet<long>())", "HashSetFormatter<long>()")]
        [InlineData("MessagePackSerializer.Serialize(new ArrayBufferWriter<byte>(), new Queue<short>())", "QueueFormatter<short>()")]
        [InlineData("MessagePackSerializer.SerializeAsync(Stream.Null, new Stack<byte>())", "StackFormatter<byte>()")]
        [InlineData("MessagePackSerializer.SerializeToJson(new Dictionary<int, bool>())", "DictionaryFormatter<int, bool>()")]
        [InlineData("MessagePackSerializer.Deserialize<(int, string)>(new byte[0])", "ValueTupleFormatter<int, string>()")]
        [InlineData("MessagePackSerializer.Deserialize<Tuple<int, string>>(new ReadOnlySequence<byte>(new byte[0]))", "TupleFormatter<int, string>()")]
        [InlineData("MessagePackSerializer.Deserialize<float[,]>(Stream.Null)", "TwoDimensionalArrayFormatter<float>()")]
        [InlineData("MessagePackSerializer.DeserializeAsync<KeyValuePair<string, int>>(Stream.Null)", "KeyValuePairFormatter<string, int>()")]
        [InlineData("MessagePackSerializerOptions.Standard.Resolver.GetFormatter<ISet<char>>()", "InterfaceSetFormatter<char>()")]
        [InlineData("StandardResolver.Instance.GetFormatterWithVerify<DayOfWeek?>()", "NullableFormatter<global::System.DayOfWeek>()")]
        public void Each_entry_point_form_registers_its_type_argument(string call, string expected)
        {
            GeneratorRun run = GeneratorRun.Of($$"""
                using System;
                using System.Buffers;
                using System.Collections.Generic;
                using System.IO;
                using BlockPack;
                using BlockPack.Resolvers;
                public static class App { public static void Run() { {{call}}; } }
                """);

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            Assert.Contains(Formatters + expected, run.Generated("GeneratedMessagePackResolver"));
        }

        [Fact]
        public void Nested_generics_register_every_level()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System.Collections.Generic;
                using BlockPack;
                public enum Color { Red }
                public static class App { public static void Run() => MessagePackSerializer.Serialize(new Dictionary<string, List<(int, Color[])>>()); }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains(Formatters + "DictionaryFormatter<string, global::System.Collections.Generic.List<(int, global::Color[])>>()", resolver);
            Assert.Contains(Formatters + "ListFormatter<(int, global::Color[])>()", resolver);
            Assert.Contains(Formatters + "ValueTupleFormatter<int, global::Color[]>()", resolver);
            Assert.Contains(Formatters + "ArrayFormatter<global::Color>()", resolver);
            Assert.Contains(Formatters + "EnumFormatter<global::Color>()", resolver);
        }

        [Fact]
        public void A_generic_object_type_gets_a_formatter_per_closed_type_seen_and_what_its_members_reach()
        {
            GeneratorRun run = GeneratorRun.Of(GenericModels + """
                public static class App
                {
                    public static byte[] Run() => MessagePackSerializer.Serialize(new Envelope<Person> { Body = new Person { Name = "a" } });
                }
                """);

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("if (type == typeof(global::Envelope<global::Person>))", resolver);

            // Reached only through Envelope<Person>.Tags and Envelope<Person>.Previous: never named at a call site.
            Assert.Contains(Formatters + "DictionaryFormatter<string, global::Person>()", resolver);
            Assert.Contains("if (type == typeof(global::Envelope<global::Person[]>))", resolver);
            Assert.Contains("if (type == typeof(global::Person[]))\n            {\n                return PersonFormatter_Array.Instance;", resolver);
            Assert.DoesNotContain("typeof(global::Envelope<T>)", resolver);
        }

        [Fact]
        public void Types_reached_only_through_a_member_of_an_attributed_type_are_registered()
        {
            GeneratorRun run = GeneratorRun.Of(GenericModels + """
                [MessagePackObject]
                public class Holder { [Key(0)] public Envelope<int> Boxed { get; set; } = new(); }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("if (type == typeof(global::Envelope<int>))", resolver);
            Assert.Contains(Formatters + "DictionaryFormatter<string, int>()", resolver);
        }

        [Fact]
        public void Open_type_arguments_file_local_types_and_unrelated_methods_of_the_same_name_register_nothing()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System.Collections.Generic;
                using BlockPack;
                public static class Other { public static void Serialize<T>(T value) { } }
                file enum Hidden { A }
                public static class App
                {
                    public static byte[] Generic<T>(List<T> value) => MessagePackSerializer.Serialize(value);
                    public static void Run() => Other.Serialize(new Queue<int>());
                    private static byte[] FileLocal() => MessagePackSerializer.Serialize(new HashSet<Hidden>());
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.DoesNotContain("ListFormatter", resolver);
            Assert.DoesNotContain("QueueFormatter", resolver);
            Assert.DoesNotContain("Hidden", resolver);
        }

        [Fact]
        public void A_closed_generic_object_round_trips_through_the_generated_resolver_with_the_runtimes_bytes()
        {
            GeneratorRun run = GeneratorRun.Of(GenericModels + """
                public static class App { public static byte[] Run(Envelope<Person> e) => MessagePackSerializer.Serialize(e); }
                """, assemblyName: "EnvelopeBytes");
            using var image = new MemoryStream();
            Assert.True(run.Output.Emit(image).Success);
            var context = new AssemblyLoadContext("envelope", isCollectible: true);
            try
            {
                image.Position = 0;
                Assembly assembly = context.LoadFromStream(image);
                Type envelopeType = assembly.GetType("Envelope`1", throwOnError: true)!.MakeGenericType(assembly.GetType("Person", throwOnError: true)!);
                object envelope = Activator.CreateInstance(envelopeType)!;
                object person = Activator.CreateInstance(assembly.GetType("Person")!)!;
                person.GetType().GetProperty("Name")!.SetValue(person, "Al");
                envelopeType.GetProperty("Body")!.SetValue(envelope, person);
                var resolver = (IFormatterResolver)assembly.GetType("EnvelopeBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                var options = MessagePackSerializerOptions.Standard.WithResolver(resolver);

                byte[] bytes = MessagePackSerializer.Serialize(envelopeType, envelope, options);

                // fixarray 3: [ fixarray 1 ["Al"], nil (no tags), nil (no previous) ]
                Assert.Equal("9391A2416CC0C0", Convert.ToHexString(bytes));
                object back = MessagePackSerializer.Deserialize(envelopeType, bytes, options)!;
                Assert.Equal("Al", person.GetType().GetProperty("Name")!.GetValue(envelopeType.GetProperty("Body")!.GetValue(back)));
            }
            finally
            {
                context.Unload();
            }
        }

        [Fact]
        public void An_edit_that_does_not_touch_a_call_site_regenerates_nothing()
        {
            Compilation compilation = GeneratorRun.Compile(GenericModels + """
                public static class App { public static byte[] Run() => MessagePackSerializer.Serialize(new System.Collections.Generic.List<Envelope<Person>>()); }
                """);
            GeneratorDriver driver = CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));
            driver = driver.RunGenerators(compilation);

            // A new method in the same file as the call site, and a new file: the call site's T is unchanged.
            SyntaxTree user = compilation.SyntaxTrees.Single();
            SyntaxTree editedUser = user.WithChangedText(user.GetText().Replace(user.GetText().Length, 0, "\npublic static class More { public static int One() => 1; }\n"));
            Compilation edited = compilation.ReplaceSyntaxTree(user, editedUser)
                .AddSyntaxTrees(CSharpSyntaxTree.ParseText("public static class Unrelated { }", new CSharpParseOptions(LanguageVersion.Latest), path: "Other.cs"));
            GeneratorRunResult second = driver.RunGenerators(edited).GetRunResult().Results.Single();

            IncrementalStepRunReason[] reasons = second.TrackedOutputSteps.SelectMany(p => p.Value).SelectMany(s => s.Outputs).Select(o => o.Reason).ToArray();
            Assert.NotEmpty(reasons);
            Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
        }

        [Fact]
        public void Under_PublishAot_a_call_site_reaching_an_unannotated_type_of_the_project_gets_BP0009_there()
        {
            const string Source = """
                using System.Collections.Generic;
                using BlockPack;
                public class Plain { public int X { get; set; } }
                public interface IThing { }
                public static class App
                {
                    public static void Run()
                    {
                        MessagePackSerializer.Serialize(new List<Plain>());
                        MessagePackSerializer.Serialize<IThing?>(null);
                        MessagePackSerializer.Serialize(new List<int>());
                    }
                }
                """;

            GeneratorRun aot = GeneratorRun.Of(Source, buildProperties: new Dictionary<string, string> { ["PublishAot"] = "true" });
            GeneratorRun jit = GeneratorRun.Of(Source);

            Diagnostic[] found = aot.GeneratorDiagnostics.OrderBy(d => d.Location.SourceSpan.Start).ToArray();
            Assert.Equal(new[] { "BP0009", "BP0009" }, found.Select(d => d.Id));
            Assert.Equal(new[] { 8, 9 }, found.Select(d => d.Location.GetLineSpan().StartLinePosition.Line));
            Assert.Contains("'Plain' is serialized here but no formatter is generated for it: it has no [MessagePackObject]", found[0].GetMessage(), StringComparison.Ordinal);
            Assert.Contains("interface or abstract class without [Union]", found[1].GetMessage(), StringComparison.Ordinal);
            Assert.Empty(jit.GeneratorDiagnostics);
        }

        private const string GenericModels = """
            using System.Collections.Generic;
            using BlockPack;
            [MessagePackObject]
            public class Person { [Key(0)] public string Name { get; set; } = ""; }
            [MessagePackObject]
            public class Envelope<T>
            {
                [Key(0)] public T Body { get; set; } = default!;
                [Key(1)] public Dictionary<string, T>? Tags { get; set; }
                [Key(2)] public Envelope<T[]>? Previous { get; set; }
            }

            """;
    }
}
