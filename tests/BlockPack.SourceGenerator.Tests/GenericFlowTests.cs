using System;
using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// An entry point called with a type parameter of the code around it (<c>Serialize(value)</c> inside a generic
    /// helper) is followed out to the closed types the helper is given in the compilation, through each shape a user's
    /// code takes; where a type cannot be seen, BP0011 says at the call what to list.
    /// </summary>
    public class GenericFlowTests
    {
        private const string Formatters = "new global::BlockPack.Formatters.";

        private static readonly Dictionary<string, string> PublishAot = new() { ["PublishAot"] = "true" };

        private const string Models = """
            using System;
            using System.Collections.Generic;
            using System.IO;
            using System.Threading.Tasks;
            using BlockPack;
            [MessagePackObject]
            public class Person { [Key(0)] public string Name { get; set; } = ""; }
            [MessagePackObject]
            public struct Point { [Key(0)] public int X { get; set; } }
            [MessagePackObject]
            public class Envelope<T> { [Key(0)] public T Body { get; set; } = default!; }

            """;

        [Theory]
        [InlineData("local function", """
            internal static class App
            {
                internal static void Run()
                {
                    Check(new Dictionary<string, Point>());
                    void Check<U>(U value) => MessagePackSerializer.Serialize(value);
                }
            }
            """, "DictionaryFormatter<string, global::Point>()")]
        [InlineData("static generic method", """
            internal static class App
            {
                private static T RoundTrip<T>(T value) => MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value));
                internal static void Run() => RoundTrip(new Envelope<Person>());
            }
            """, "if (type == typeof(global::Envelope<global::Person>))")]
        [InlineData("generic class method", """
            internal sealed class Repository<T>
            {
                public byte[] Save(T value) => MessagePackSerializer.Serialize(value);
            }
            internal static class App
            {
                internal static void Run() => new Repository<(int, string)>().Save((1, "a"));
            }
            """, "ValueTupleFormatter<int, string>()")]
        [InlineData("two helpers deep, wrapped on the way", """
            internal static class App
            {
                private static byte[] Outer<T>(T value) => Middle(new[] { value });
                private static byte[] Middle<U>(U value) => Inner(new List<U> { value });
                private static byte[] Inner<V>(V value) => MessagePackSerializer.Serialize(value);
                internal static void Run() => Outer(new HashSet<long>());
            }
            """, "ListFormatter<global::System.Collections.Generic.HashSet<long>[]>()")]
        [InlineData("lambda", """
            internal static class App
            {
                private static Func<T, byte[]> Saver<T>() => value => MessagePackSerializer.Serialize(value);
                internal static void Run() => Saver<Queue<int>>()(new Queue<int>());
            }
            """, "QueueFormatter<int>()")]
        [InlineData("async helper", """
            internal static class App
            {
                private static async Task SaveAsync<T>(Stream stream, T value) => await MessagePackSerializer.SerializeAsync(stream, value);
                internal static Task Run() => SaveAsync(Stream.Null, new Stack<short>());
            }
            """, "StackFormatter<short>()")]
        [InlineData("generic type constructed inside another helper", """
            internal sealed class Repository<T>
            {
                public byte[] Save(T value) => MessagePackSerializer.Serialize(value);
            }
            internal static class App
            {
                private static Repository<T> Open<T>() => new Repository<T>();
                internal static void Run() => Open<LinkedList<byte>>().Save(new LinkedList<byte>());
            }
            """, "LinkedListFormatter<byte>()")]
        [InlineData("interface method implemented by a generic method", """
            internal interface IStore { byte[] Save<T>(T value); }
            internal sealed class Store : IStore
            {
                public byte[] Save<T>(T value) => MessagePackSerializer.Serialize(value);
            }
            internal static class App
            {
                internal static void Run(IStore store) => store.Save(new LinkedList<sbyte>());
            }
            """, "LinkedListFormatter<sbyte>()")]
        [InlineData("extension method", """
            internal static class Bytes
            {
                public static byte[] ToMessagePack<T>(this T value) => MessagePackSerializer.Serialize(value);
            }
            internal static class App
            {
                internal static void Run() => new List<Point?>().ToMessagePack();
            }
            """, "ListFormatter<global::Point?>()")]
        public void A_type_parameter_is_followed_to_the_closed_types_given(string shape, string code, string expected)
        {
            GeneratorRun run = GeneratorRun.Of(Models + code, buildProperties: PublishAot);

            Assert.True(run.GeneratorDiagnostics.IsEmpty, shape + ": " + string.Join("\n", run.GeneratorDiagnostics));
            run.AssertCompilesCleanly();
            Assert.Contains(expected.StartsWith("if", StringComparison.Ordinal) ? expected : Formatters + expected, run.Generated("GeneratedMessagePackResolver"));
        }

        [Fact]
        public void Each_closed_type_of_a_helper_gets_its_formatter_and_a_closed_generic_object_its_own_class()
        {
            GeneratorRun run = GeneratorRun.Of(Models + """
                internal static class App
                {
                    private static byte[] Save<T>(T value) => MessagePackSerializer.Serialize(value);
                    internal static void Run()
                    {
                        Save(new object[0]);
                        Save(new Envelope<Point>());
                        Save(new Dictionary<int, Envelope<Person>>());
                    }
                }
                """, buildProperties: PublishAot);

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("if (type == typeof(global::Envelope<global::Point>))", resolver);
            Assert.Contains("if (type == typeof(global::Envelope<global::Person>))", resolver);
            Assert.Contains(Formatters + "DictionaryFormatter<int, global::Envelope<global::Person>>()", resolver);
            Assert.Contains(Formatters + "ArrayFormatter<object>()", resolver);
        }

        [Fact]
        public void A_helper_other_assemblies_can_call_gets_BP0011_at_the_call_and_its_closed_types_still_generated()
        {
            GeneratorRun aot = GeneratorRun.Of(Models + """
                public static class Api
                {
                    public static byte[] Save<T>(T value) => MessagePackSerializer.Serialize(value);
                    internal static void Run() => Save(new Queue<Person>());
                }
                """, buildProperties: PublishAot);

            Diagnostic found = Assert.Single(aot.GeneratorDiagnostics);
            Assert.Equal("BP0011", found.Id);
            Assert.Equal(13, found.Location.GetLineSpan().StartLinePosition.Line);
            Assert.Equal(
                "'T' is serialized here through 'Api.Save<T>(T)', which other assemblies can call with types this compilation does not see; under NativeAOT each type it is called with needs a formatter: add [MessagePackSerializable(typeof(...))] for each such type (on the assembly or any class)",
                found.GetMessage());
            Assert.Contains(Formatters + "QueueFormatter<global::Person>()", aot.Generated("GeneratedMessagePackResolver"));
            Assert.Empty(GeneratorRun.Of(Models + "public static class Api { public static byte[] Save<T>(T value) => MessagePackSerializer.Serialize(value); }").GeneratorDiagnostics);
        }

        [Fact]
        public void A_helper_no_closed_call_reaches_gets_BP0011_naming_it_and_the_type_parameter_it_serializes()
        {
            GeneratorRun aot = GeneratorRun.Of(Models + """
                internal sealed class Repository<T>
                {
                    public byte[] Save(List<T> values) => MessagePackSerializer.Serialize(values);
                }
                internal static class App
                {
                    // Reached only through reflection: nothing in the compilation names Repository<...> with a closed type.
                    internal static object? Run(Type type) => Activator.CreateInstance(typeof(Repository<>).MakeGenericType(type));
                }
                """, buildProperties: PublishAot);

            Diagnostic found = Assert.Single(aot.GeneratorDiagnostics);
            Assert.Equal("BP0011", found.Id);
            Assert.Equal(13, found.Location.GetLineSpan().StartLinePosition.Line);
            Assert.StartsWith("'System.Collections.Generic.List<T>' is serialized here through 'Repository<T>', which no call in this compilation gives a closed type", found.GetMessage(), StringComparison.Ordinal);
        }

        [Fact]
        public void A_recursive_helper_that_wraps_its_argument_stops_at_the_nesting_limit()
        {
            GeneratorRun run = GeneratorRun.Of(Models + """
                internal static class App
                {
                    private static byte[] Deeper<T>(T value, int n) => n == 0 ? MessagePackSerializer.Serialize(value) : Deeper(new[] { value }, n - 1);
                    internal static void Run() => Deeper(1, 3);
                }
                """, buildProperties: PublishAot);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains(Formatters + "ArrayFormatter<int[]>()", resolver);
            Assert.DoesNotContain("int[][][][][][][][][][]", resolver, StringComparison.Ordinal);
        }

        [Fact]
        public void An_edit_that_moves_every_position_leaves_the_followed_types_and_the_model_unchanged()
        {
            const string Source = Models + """
                internal static class App
                {
                    private static byte[] Save<T>(T value) => MessagePackSerializer.Serialize(value);
                    internal static void Run() => Save(new Queue<int>());
                }
                """;
            var driver = Microsoft.CodeAnalysis.CSharp.CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));
            Compilation compilation = GeneratorRun.Compile(Source);
            GeneratorDriver first = driver.RunGenerators(compilation);
            Compilation edited = compilation.ReplaceSyntaxTree(
                compilation.SyntaxTrees.Single(),
                Microsoft.CodeAnalysis.CSharp.CSharpSyntaxTree.ParseText("// moved\n" + Source, (Microsoft.CodeAnalysis.CSharp.CSharpParseOptions)compilation.SyntaxTrees.Single().Options, path: "User.cs"));
            GeneratorDriverRunResult second = first.RunGenerators(edited).GetRunResult();

            IncrementalStepRunReason[] model = second.Results.Single().TrackedSteps[TrackingNames.Model].SelectMany(s => s.Outputs).Select(o => o.Reason).ToArray();
            Assert.All(model, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
            IncrementalStepRunReason[] flow = second.Results.Single().TrackedSteps[TrackingNames.GenericFlow].SelectMany(s => s.Outputs).Select(o => o.Reason).ToArray();
            Assert.All(flow, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
        }
    }
}
