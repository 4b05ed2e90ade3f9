using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// BP0009 stays quiet where the call's options are known to use a contractless resolver, in the common ways of
    /// holding or deriving them (ContractlessOptionsTracker), and still warns where they are not followed.
    /// </summary>
    public class ContractlessOptionsTests
    {
        private static readonly Dictionary<string, string> PublishAot = new() { ["PublishAot"] = "true" };

        /// <summary>The methods of a class App whose one call serializes a Loose (public) and a Hidden (internal) value.</summary>
        private static string[] WarnedMethods(string members)
        {
            string source = """
                using BlockPack;
                using BlockPack.Resolvers;
                public class Loose { public int X { get; set; } }
                internal class Hidden { public int Y { get; set; } }
                public static partial class App
                {
                """ + "\n" + members + "\n}\n";
            GeneratorRun run = GeneratorRun.Of(source, buildProperties: PublishAot);
            run.AssertCompilesCleanly();
            return run.GeneratorDiagnostics
                .Where(d => d.Id == "BP0009")
                .Select(d => d.Location.SourceTree!.GetRoot().FindNode(d.Location.SourceSpan).FirstAncestorOrSelf<Microsoft.CodeAnalysis.CSharp.Syntax.MethodDeclarationSyntax>()!.Identifier.ValueText
                    + ":" + (d.GetMessage().Contains("'Hidden'", System.StringComparison.Ordinal) ? "Hidden" : "Loose"))
                .OrderBy(m => m, System.StringComparer.Ordinal)
                .ToArray();
        }

        [Fact]
        public void Options_held_in_a_local_a_readonly_field_or_a_getter_of_the_calling_type_are_followed()
        {
            string[] warned = WarnedMethods("""
                static readonly MessagePackSerializerOptions Field = ContractlessStandardResolver.Options.WithCompression(MessagePackCompression.Lz4BlockArray);
                static MessagePackSerializerOptions Getter => ContractlessStandardResolver.Options;
                static MessagePackSerializerOptions Initialized { get; } = Field.WithSecurity(MessagePackSecurity.UntrustedData);
                public static byte[] Local(Loose l) { var o = ContractlessStandardResolver.Options; var p = o; return MessagePackSerializer.Serialize(l, p); }
                public static byte[] FromField(Loose l) => MessagePackSerializer.Serialize(l, Field);
                public static byte[] FromGetter(Loose l) => MessagePackSerializer.Serialize(l, Getter);
                public static byte[] FromProperty(Loose l) => MessagePackSerializer.Serialize(l, Initialized);
                """);

            Assert.Empty(warned);
        }

        [Fact]
        public void WithResolver_new_options_With_chains_and_CompositeResolver_Create_are_followed()
        {
            string[] warned = WarnedMethods("""
                public static byte[] WithResolver(Loose l) => MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard.WithResolver(ContractlessStandardResolver.Instance));
                public static byte[] Chain(Loose l) => MessagePackSerializer.Serialize(l, ContractlessStandardResolver.Options.WithCompression(MessagePackCompression.Lz4Block).WithOmitAssemblyVersion(true));
                public static byte[] Created(Loose l) => MessagePackSerializer.Serialize(l, new MessagePackSerializerOptions(ContractlessStandardResolver.Instance));
                public static byte[] Composite(Loose l) => MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(NativeDateTimeResolver.Instance, ContractlessStandardResolver.Instance)));
                public static byte[] CompositeArrays(Loose l)
                {
                    IFormatterResolver resolver = CompositeResolver.Create(new BlockPack.Formatters.IMessagePackFormatter[0], new IFormatterResolver[] { NativeGuidResolver.Instance, ContractlessStandardResolver.Instance });
                    return MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard.WithResolver(resolver));
                }
                """);

            Assert.Empty(warned);
        }

        [Fact]
        public void ContractlessStandardResolverAllowPrivate_options_also_cover_non_public_types()
        {
            string[] warned = WarnedMethods("""
                static readonly MessagePackSerializerOptions Private = ContractlessStandardResolverAllowPrivate.Options.WithCompression(MessagePackCompression.Lz4BlockArray);
                internal static byte[] HiddenPrivate(Hidden h) => MessagePackSerializer.Serialize(h, Private);
                internal static byte[] HiddenContractless(Hidden h) => MessagePackSerializer.Serialize(h, ContractlessStandardResolver.Options);
                """);

            // ContractlessStandardResolver refuses a non-public type: BP0009 stands there.
            Assert.Equal(new[] { "HiddenContractless:Hidden" }, warned);
        }

        [Fact]
        public void Options_that_are_reassigned_passed_in_or_mutable_are_not_followed()
        {
            string[] warned = WarnedMethods("""
                static MessagePackSerializerOptions mutable = ContractlessStandardResolver.Options;
                public static byte[] Reassigned(Loose l, bool b) { var o = ContractlessStandardResolver.Options; if (b) { o = MessagePackSerializerOptions.Standard; } return MessagePackSerializer.Serialize(l, o); }
                public static byte[] Parameter(Loose l, MessagePackSerializerOptions options) => MessagePackSerializer.Serialize(l, options);
                public static byte[] Mutable(Loose l) => MessagePackSerializer.Serialize(l, mutable);
                public static byte[] Standard(Loose l) => MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4Block));
                public static byte[] OtherResolver(Loose l) => MessagePackSerializer.Serialize(l, MessagePackSerializerOptions.Standard.WithResolver(StandardResolver.Instance));
                public static byte[] OtherType(Loose l) => MessagePackSerializer.Serialize(l, Holder.Options);
                """ + "\n}\npublic static class Holder\n{\n    public static readonly MessagePackSerializerOptions Options = ContractlessStandardResolver.Options;");

            Assert.Equal(
                new[] { "Mutable:Loose", "OtherResolver:Loose", "OtherType:Loose", "Parameter:Loose", "Reassigned:Loose", "Standard:Loose" },
                warned);
        }
    }
}
