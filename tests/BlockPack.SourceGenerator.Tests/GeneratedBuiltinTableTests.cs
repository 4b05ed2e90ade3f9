using System;
using System.Collections;
using System.Collections.Generic;
using System.Dynamic;
using System.Linq;
using System.Reflection;
using System.Text;
using BlockPack.Resolvers;
using BlockPack.SourceGenerator.Common;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// Uri, Version, Type and the other built-in reference types BuiltinResolver leaves out under NativeAOT: the
    /// generated resolver serves those the compilation uses, with the runtime's own formatter instances.
    /// </summary>
    public class GeneratedBuiltinTableTests
    {
        /// <summary>The reference types BuiltinResolver serves everywhere, NativeAOT included (they need no user type).</summary>
        private static readonly Type[] KeptUnderNativeAot =
        {
            typeof(string), typeof(byte[]), typeof(IEnumerable), typeof(ICollection), typeof(IList), typeof(IDictionary), typeof(object),
            typeof(object[]), typeof(List<object>), typeof(Dictionary<string, object>), typeof(Dictionary<object, object>),
        };

        /// <summary>The C# names the generator writes for the types BuiltinResolver serves only where dynamic code runs.</summary>
        private static readonly Dictionary<Type, string> LeftToGeneratedResolver = new()
        {
            [typeof(List<byte>)] = "global::System.Collections.Generic.List<byte>",
            [typeof(ExpandoObject)] = "global::System.Dynamic.ExpandoObject",
            [typeof(Uri)] = "global::System.Uri",
            [typeof(Version)] = "global::System.Version",
            [typeof(StringBuilder)] = "global::System.Text.StringBuilder",
            [typeof(BitArray)] = "global::System.Collections.BitArray",
            [typeof(Type)] = "global::System.Type",
        };

        [Fact]
        public void The_generators_table_is_what_BuiltinResolver_serves_beyond_the_types_kept_under_NativeAOT()
        {
            // These tests run on the JIT, where BuiltinResolver's reference table holds both parts.
            Type table = typeof(BuiltinResolver).GetNestedType("BuiltinReferenceFormatters", BindingFlags.NonPublic)!;
            var runtime = (IDictionary)table.GetField("Formatters", BindingFlags.NonPublic | BindingFlags.Static)!.GetValue(null)!;
            string[] runtimeExtra = runtime.Keys.Cast<Type>().Except(KeptUnderNativeAot)
                .Select(t => LeftToGeneratedResolver.TryGetValue(t, out string? name) ? name : "unexpected " + t.FullName)
                .OrderBy(n => n, StringComparer.Ordinal).ToArray();
            Assert.Equal(runtime.Count, runtimeExtra.Length + KeptUnderNativeAot.Length);
            Assert.Equal(GeneratedBuiltinTable.Entries.Select(e => e.TypeName).OrderBy(n => n, StringComparer.Ordinal), runtimeExtra);

            // Each entry names the very formatter the runtime gives (so the bytes are the same), by its public Instance.
            foreach ((Type type, string name) in LeftToGeneratedResolver)
            {
                Type formatter = runtime[type]!.GetType();
                string expected = formatter.IsGenericType
                    ? $"global::{formatter.Namespace}.{formatter.Name.Substring(0, formatter.Name.IndexOf('`', StringComparison.Ordinal))}<{LeftToGeneratedResolver[formatter.GenericTypeArguments[0]]}>.Instance"
                    : $"global::{formatter.FullName}.Instance";
                Assert.Equal(expected, GeneratedBuiltinTable.Find(name));
                Assert.Same(runtime[type], formatter.GetField("Instance")!.GetValue(null));
            }
        }

        [Fact]
        public void Member_call_site_and_listed_builtin_types_get_the_builtin_formatter_and_unused_ones_none()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using System;
                using System.Collections.Generic;
                using System.Text;
                using BlockPack;
                [assembly: MessagePackSerializable(typeof(Type))]
                [MessagePackObject]
                public class Site
                {
                    [Key(0)] public Uri? Home { get; set; }
                    [Key(1)] public List<Version>? Versions { get; set; }
                    [Key(2)] public List<byte>? Raw { get; set; }
                }
                public static class App
                {
                    public static byte[] Save(StringBuilder text) => MessagePackSerializer.Serialize(text);
                }
                """);

            run.AssertCompilesCleanly();
            string resolver = run.Generated("GeneratedMessagePackResolver");
            Assert.Contains("if (type == typeof(global::System.Uri))", resolver);
            Assert.Contains("return global::BlockPack.Formatters.UriFormatter.Instance;", resolver);
            Assert.Contains("return global::BlockPack.Formatters.VersionFormatter.Instance;", resolver);
            Assert.Contains("return global::BlockPack.Formatters.StringBuilderFormatter.Instance;", resolver);
            Assert.Contains("return global::BlockPack.Formatters.TypeFormatter<global::System.Type>.Instance;", resolver);

            // List<byte> gets ByteListFormatter (which also reads bin, as a byte[] is written), not ListFormatter<byte>.
            Assert.Contains("return global::BlockPack.Formatters.ByteListFormatter.Instance;", resolver);
            Assert.DoesNotContain("ListFormatter<byte>", resolver);

            // Not used anywhere in the compilation: not served, so NativeAOT does not carry their code.
            Assert.DoesNotContain("BitArrayFormatter", resolver);
            Assert.DoesNotContain("ExpandoObjectFormatter", resolver);
        }
    }
}
