using System;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Formatters.Generated;
using BlockPack.Resolvers;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate get generated formatters of their own
    /// (non-public members, constructors and types), served only through the generated resolver's AllowPrivate parts,
    /// which those resolvers ask under NativeAOT. The runtime AllowPrivate resolvers (emitted on the JIT) give the
    /// reference bytes.
    /// </summary>
    public class AllowPrivateTests
    {
        private const string Source = """
            using System.Collections.Generic;
            using BlockPack;
            using BlockPack.Resolvers;
            namespace Priv
            {
                [Union(0, typeof(Account))]
                public interface IEntry { }

                [MessagePackObject]
                public class Account : IEntry
                {
                    [Key(0)] private int id;
                    [Key(1)] public string? Name { get; private set; }
                    [Key(2)] internal long Balance { get; set; }
                    [Key(3)] private readonly string tag = "t";
                    [IgnoreMember] private int helper;

                    public static Account Make() { var a = new Account(); a.id = 7; a.Name = "Al"; a.Balance = 300; a.helper = 5; return a; }
                    [IgnoreMember] public int Helper => this.helper;
                    [IgnoreMember] public string Summary => this.id + this.tag;
                }

                [MessagePackObject]
                public class Sealed
                {
                    private Sealed(int a, string b) { this.A = a; this.B = b; }
                    [Key(0)] public int A { get; }
                    [Key(1)] public string B { get; }
                    public static Sealed Make() => new Sealed(1, "b");
                }

                [MessagePackObject]
                public class Holder
                {
                    [Key(0)] public Account? One { get; set; }
                    [Key(1)] public List<Account>? Many { get; set; }
                    [Key(2)] public IEntry? Entry { get; set; }
                    [Key(3)] public Sealed? Sealed { get; set; }
                    public static Holder Make() => new Holder { One = Account.Make(), Many = new List<Account> { Account.Make() }, Entry = Account.Make(), Sealed = Sealed.Make() };
                }

                [MessagePackObject]
                public class Plain { [Key(0)] public int X { get; set; } }

                [MessagePackObject]
                public class Clash
                {
                    [Key(0)] public int A { get; set; }
                    [Key(0)] private int b = 1;
                    [IgnoreMember] public int B => this.b;
                }

                internal class Hidden { private int z = 4; public int Z => this.z; }

                public class Loose
                {
                    public int A { get; set; } = 1;
                    private string b = "x";
                    protected int C { get; set; } = 2;
                    private Hidden hidden = new Hidden();
                    public string B => this.b;
                }

                public static class App
                {
                    public static byte[] Save(Holder h) => MessagePackSerializer.Serialize(h, StandardResolverAllowPrivate.Options);
                    public static byte[] Loose(Loose l) => MessagePackSerializer.Serialize(l, ContractlessStandardResolverAllowPrivate.Options);
                    public static byte[] Plain(Plain p) => MessagePackSerializer.Serialize(p, StandardResolverAllowPrivate.Options);
                    public static byte[] Clash(Clash c) => MessagePackSerializer.Serialize(c, StandardResolverAllowPrivate.Options);
                }
            }
            """;

        [Fact]
        public void Variants_are_written_only_where_they_differ_and_served_only_by_the_AllowPrivate_parts()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "AllowPrivate");

            run.AssertCompilesCleanly();
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).ToArray();

            // Private members or constructor of its own.
            Assert.Contains("Priv_AccountFormatterAllowPrivate.g.cs", files);
            Assert.Contains("Priv_SealedFormatterAllowPrivate.g.cs", files);

            // No private member, but calls Account's and Sealed's formatters directly: needs one too, as does the union.
            Assert.Contains("Priv_HolderFormatterAllowPrivate.g.cs", files);
            Assert.Contains("Priv_IEntryFormatterAllowPrivate.g.cs", files);

            // Nothing private anywhere: the standard formatter serves the AllowPrivate resolvers too.
            Assert.Contains("Priv_PlainFormatter.g.cs", files);
            Assert.DoesNotContain("Priv_PlainFormatterAllowPrivate.g.cs", files);

            // Contractless: Loose has non-public members; Hidden is internal, so only the AllowPrivate variant exists.
            Assert.Contains("Priv_LooseFormatterAllowPrivate.g.cs", files);
            Assert.Contains("Priv_HiddenFormatterAllowPrivate.g.cs", files);
            Assert.DoesNotContain("Priv_HiddenFormatter.g.cs", files);

            string resolver = run.Generated("GeneratedMessagePackResolver");
            int allowPrivatePart = resolver.IndexOf("private sealed class AllowPrivatePart", StringComparison.Ordinal);
            Assert.True(allowPrivatePart > 0);
            string beforeParts = resolver.Substring(0, resolver.IndexOf("private sealed class", StringComparison.Ordinal));
            Assert.DoesNotContain("AllowPrivate.Instance", beforeParts, StringComparison.Ordinal);

            // The variant calls the variants of what it calls directly.
            string holder = run.Generated("Priv_HolderFormatterAllowPrivate");
            Assert.Contains("Priv_AccountFormatterAllowPrivate.Instance", holder, StringComparison.Ordinal);
            Assert.Contains("Priv_IEntryFormatterAllowPrivate.Instance", holder, StringComparison.Ordinal);
            Assert.Contains("UnsafeAccessorKind.Constructor", run.Generated("Priv_SealedFormatterAllowPrivate"), StringComparison.Ordinal);
        }

        [Fact]
        public void An_anonymous_type_gets_no_variant_it_could_not_name()
        {
            // Internal and reachable, but without a name: the runtime contractless resolvers keep serving it.
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                using BlockPack.Resolvers;
                public static class App
                {
                    public static byte[] Private() => MessagePackSerializer.Serialize(new { A = 1, B = "x" }, ContractlessStandardResolverAllowPrivate.Options);
                }
                """);

            run.AssertCompilesCleanly();
            Assert.DoesNotContain(run.Result.GeneratedTrees, t => t.FilePath.Contains("anonymous", StringComparison.Ordinal));
        }

        [Fact]
        public void Generated_variants_write_StandardResolverAllowPrivates_bytes_and_read_them_back()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "AllowPrivateBytes");
            run.WithLoadedOutput(assembly =>
            {
                object generated = assembly.GetType("AllowPrivateBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                var provider = (IRegisteredTypeProvider)generated;
                IFormatterResolver allowPrivate = provider.AllowPrivate!;

                // The NativeAOT chain of StandardResolverAllowPrivate, with the runtime resolver behind it for anything left.
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(
                    CompositeResolver.Create(allowPrivate, (IFormatterResolver)generated, StandardResolverAllowPrivate.Instance));

                Type account = assembly.GetType("Priv.Account", throwOnError: true)!;
                object accountValue = account.GetMethod("Make")!.Invoke(null, null)!;

                // [7, "Al", 300, "t"]: the private field, the private setter's property, the internal property, the readonly field.
                Assert.Equal("9407A2416CCD012CA174", Convert.ToHexString(MessagePackSerializer.Serialize(account, accountValue, generatedOptions)));
                Assert.Equal("9407A2416CCD012CA174", Convert.ToHexString(MessagePackSerializer.Serialize(account, accountValue, StandardResolverAllowPrivate.Options)));

                // The standard part keeps writing only what the standard resolver sees: [nil, "Al"].
                var standardOnly = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create((IFormatterResolver)generated, StandardResolver.Instance));
                Assert.Equal("92C0A2416C", Convert.ToHexString(MessagePackSerializer.Serialize(account, accountValue, standardOnly)));

                Type holder = assembly.GetType("Priv.Holder", throwOnError: true)!;
                object holderValue = holder.GetMethod("Make")!.Invoke(null, null)!;
                byte[] runtimeBytes = MessagePackSerializer.Serialize(holder, holderValue, StandardResolverAllowPrivate.Options);
                byte[] generatedBytes = MessagePackSerializer.Serialize(holder, holderValue, generatedOptions);
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(generatedBytes));

                // Read back through the variants (private setter, readonly field and private constructor through
                // [UnsafeAccessor]) and written again by the runtime resolver: the same bytes.
                object back = MessagePackSerializer.Deserialize(holder, generatedBytes, generatedOptions)!;
                Assert.Equal(Convert.ToHexString(runtimeBytes), Convert.ToHexString(MessagePackSerializer.Serialize(holder, back, StandardResolverAllowPrivate.Options)));
                object backAccount = holder.GetProperty("One")!.GetValue(back)!;
                Assert.Equal(0, account.GetProperty("Helper")!.GetValue(backAccount)); // [IgnoreMember]: neither written nor read

                // The generated formatter of Sealed calls its private constructor.
                Type sealedType = assembly.GetType("Priv.Sealed", throwOnError: true)!;
                object sealedBack = MessagePackSerializer.Deserialize(sealedType, Convert.FromHexString("9201A162"), generatedOptions)!;
                Assert.Equal(1, sealedType.GetProperty("A")!.GetValue(sealedBack));
                Assert.Equal("b", sealedType.GetProperty("B")!.GetValue(sealedBack));
            });
        }

        [Fact]
        public void A_variant_that_cannot_be_written_refuses_rather_than_letting_the_standard_formatter_answer()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "AllowPrivateRefused");
            run.WithLoadedOutput(assembly =>
            {
                var provider = (IRegisteredTypeProvider)assembly.GetType("AllowPrivateRefused.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                Type clash = assembly.GetType("Priv.Clash", throwOnError: true)!;
                object value = Activator.CreateInstance(clash)!;

                // The standard rules see one key-0 member; the AllowPrivate ones two, which the runtime refuses too.
                Assert.Equal("9100", Convert.ToHexString(MessagePackSerializer.Serialize(clash, value, MessagePackSerializerOptions.Standard.WithResolver((IFormatterResolver)provider))));
                Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(clash, value, StandardResolverAllowPrivate.Options));
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(provider.AllowPrivate!, (IFormatterResolver)provider));
                MessagePackSerializationException e = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(clash, value, generatedOptions));
                FormatterNotRegisteredException inner = Assert.IsType<FormatterNotRegisteredException>(e.GetBaseException());
                Assert.Contains("StandardResolverAllowPrivate's formatter for Priv.Clash", inner.Message, StringComparison.Ordinal);
            });
        }

        [Fact]
        public void A_non_public_member_without_a_key_gets_BP0010_and_a_variant_that_refuses_as_the_runtime_does()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                namespace Careless
                {
                    [MessagePackObject]
                    public class Counter
                    {
                        [Key(0)] public int Value { get; set; }
                        private int cache;
                        public int Cached() => this.cache += this.Value;
                    }

                    [MessagePackObject(AllowPrivate = true)]
                    public class AskedFor
                    {
                        [Key(0)] public int Value { get; set; }
                        private int Hidden { get; set; }
                        public int Bump() => ++this.Hidden;
                    }

                    public class HelperBase { private int baseCache; public int Cached() => ++this.baseCache; }

                    [MessagePackObject]
                    public class Derived : HelperBase { [Key(0)] public int Value { get; set; } }

                    public interface IThing { int Secret { get; } }

                    [MessagePackObject]
                    public class Explicit : IThing { [Key(0)] public int Value { get; set; } int IThing.Secret => this.Value; }

                    // None of these count, at run time or here: compiler-made (the event's field, the record's
                    // EqualityContract), static, const, an indexer, and an [IgnoreMember] field.
                    [MessagePackObject]
                    public record Fine
                    {
                        private const int Step = 1;
                        private static int created;
                        [IgnoreMember] private int cache;
                        public event System.Action? Changed;
                        [Key(0)] public int Value { get; set; }
                        private int this[int i] => i + Step;
                        public int Touch() { this.Changed?.Invoke(); return created++ + this[0] + this.cache++; }
                    }
                }
                """, assemblyName: "AllowPrivateUnkeyed");

            Assert.DoesNotContain(run.CompilerProblems, d => d.Severity == Microsoft.CodeAnalysis.DiagnosticSeverity.Error);
            Microsoft.CodeAnalysis.Diagnostic[] found = run.GeneratorDiagnostics.OrderBy(d => d.Location.SourceSpan.Start).ToArray();
            Assert.Equal(new[] { "BP0010", "BP0010", "BP0010", "BP0010" }, found.Select(d => d.Id));
            Assert.All(found, d => Assert.Equal(Microsoft.CodeAnalysis.DiagnosticSeverity.Warning, d.Severity));
            Assert.Equal(new[] { 4, 12, 22, 27 }, found.Select(d => d.Location.GetLineSpan().StartLinePosition.Line)); // at the types
            Assert.Contains("'baseCache'", found[2].GetMessage(System.Globalization.CultureInfo.InvariantCulture), StringComparison.Ordinal);
            Assert.Contains("IThing.Secret'", found[3].GetMessage(System.Globalization.CultureInfo.InvariantCulture), StringComparison.Ordinal);
            string message = found[0].GetMessage(System.Globalization.CultureInfo.InvariantCulture);
            Assert.Contains("'cache'", message, StringComparison.Ordinal);
            Assert.Contains("'Careless.Counter'", message, StringComparison.Ordinal);
            Assert.Contains("[IgnoreMember]", message, StringComparison.Ordinal);
            Assert.Contains("'Hidden'", found[1].GetMessage(System.Globalization.CultureInfo.InvariantCulture), StringComparison.Ordinal);

            // AllowPrivate on the attribute makes the standard rules refuse it too: no formatter at all, as at run time.
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).ToArray();
            Assert.DoesNotContain("Careless_AskedForFormatter.g.cs", files);
            Assert.Contains("throw new global::BlockPack.FormatterNotRegisteredException(", run.Generated("Careless_CounterFormatterAllowPrivate"), StringComparison.Ordinal);

            run.WithLoadedOutput(assembly =>
            {
                var provider = (IRegisteredTypeProvider)assembly.GetType("AllowPrivateUnkeyed.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                Type counter = assembly.GetType("Careless.Counter", throwOnError: true)!;
                object value = Activator.CreateInstance(counter)!;

                // The standard resolvers do not see the private field: [0].
                Assert.Equal("9100", Convert.ToHexString(MessagePackSerializer.Serialize(counter, value, MessagePackSerializerOptions.Standard.WithResolver((IFormatterResolver)provider))));

                // The runtime AllowPrivate resolver refuses the type; the generated AllowPrivate part (its NativeAOT
                // chain) refuses it too, naming the member, instead of the standard formatter answering without it.
                MessagePackSerializationException runtime = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(counter, value, StandardResolverAllowPrivate.Options));
                Assert.Contains("'cache'", runtime.Message, StringComparison.Ordinal);
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(provider.AllowPrivate!, (IFormatterResolver)provider));
                MessagePackSerializationException e = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(counter, value, generatedOptions));
                FormatterNotRegisteredException inner = Assert.IsType<FormatterNotRegisteredException>(e.GetBaseException());
                Assert.Contains("StandardResolverAllowPrivate cannot serialize Careless.Counter: its non-public member 'cache' has neither [Key] nor [IgnoreMember]", inner.Message, StringComparison.Ordinal);
            });
        }

        [Fact]
        public void Generated_contractless_variants_write_ContractlessStandardResolverAllowPrivates_bytes()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ContractlessPrivateBytes");
            run.WithLoadedOutput(assembly =>
            {
                object generated = assembly.GetType("ContractlessPrivateBytes.GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;
                var provider = (IRegisteredTypeProvider)generated;
                Type loose = assembly.GetType("Priv.Loose", throwOnError: true)!;
                MethodInfo getFormatter = typeof(IFormatterResolver).GetMethod(nameof(IFormatterResolver.GetFormatter))!.MakeGenericMethod(loose);
                Assert.Null(getFormatter.Invoke(provider.AllowPrivate!, null));
                Assert.NotNull(getFormatter.Invoke(provider.ContractlessAllowPrivate!, null));

                // ContractlessStandardResolverAllowPrivate's NativeAOT chain, the runtime resolver behind it.
                var generatedOptions = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(
                    provider.AllowPrivate!, (IFormatterResolver)generated, provider.ContractlessAllowPrivate!, provider.Contractless!, ContractlessStandardResolverAllowPrivate.Instance));
                object value = Activator.CreateInstance(loose)!;

                // {"A": 1, "C": 2, "b": "x", "hidden": {"z": 4}}: properties before fields, non-public ones included.
                byte[] generatedBytes = MessagePackSerializer.Serialize(loose, value, generatedOptions);
                Assert.Equal("84A14101A14302A162A178A668696464656E81A17A04", Convert.ToHexString(generatedBytes));
                Assert.Equal(Convert.ToHexString(MessagePackSerializer.Serialize(loose, value, ContractlessStandardResolverAllowPrivate.Options)), Convert.ToHexString(generatedBytes));

                object back = MessagePackSerializer.Deserialize(loose, Convert.FromHexString("84A14109A1430AA162A179A668696464656E81A17A05"), generatedOptions)!;
                Assert.Equal("84A14109A1430AA162A179A668696464656E81A17A05", Convert.ToHexString(MessagePackSerializer.Serialize(loose, back, ContractlessStandardResolverAllowPrivate.Options)));
            });
        }
    }
}
