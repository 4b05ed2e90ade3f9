using System.Linq;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>The annotation errors MessagePack-CSharp's analyzer reports, reported here at compile time with their location.</summary>
    public class DiagnosticTests
    {
        /// <summary>Checks that the run reported exactly one diagnostic, with this id, on this (zero-based) line.</summary>
        private static Diagnostic AssertOnly(GeneratorRun run, string id, int line)
        {
            Diagnostic d = Assert.Single(run.GeneratorDiagnostics);
            Assert.Equal(id, d.Id);
            Assert.Equal(line, d.Location.GetLineSpan().StartLinePosition.Line);
            return d;
        }

        private static string Message(Diagnostic d) => d.GetMessage(System.Globalization.CultureInfo.InvariantCulture);

        [Fact]
        public void A_public_member_without_a_key_is_an_error_at_the_member()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class Person
                {
                    [Key(0)] public int Id { get; set; }
                    public string Name { get; set; } = "";
                }
                """);

            Diagnostic d = AssertOnly(run, "BP0001", 5);
            Assert.Equal(DiagnosticSeverity.Error, d.Severity);
            Assert.Equal("Public member 'Name' of [MessagePackObject] type 'Person' has neither [Key] nor [IgnoreMember]; every public member needs one of them (or use keyAsPropertyName: true)", Message(d));
            Assert.DoesNotContain(run.Result.GeneratedTrees, t => t.FilePath.Contains("PersonFormatter"));
        }

        [Fact]
        public void A_private_member_without_a_key_is_left_out_by_the_standard_formatter_and_warned_about_for_AllowPrivate()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class Person
                {
                    [Key(0)] public int Id { get; set; }
                    private int cache;
                    public int Cache() => this.cache++;
                }
                """);

            // The standard resolvers do not see it; the AllowPrivate ones refuse the type (as MessagePack-CSharp's do).
            Diagnostic warning = Assert.Single(run.GeneratorDiagnostics);
            Assert.Equal("BP0010", warning.Id);
            Assert.Equal(DiagnosticSeverity.Warning, warning.Severity);
            Assert.Equal("Non-public member 'cache' of [MessagePackObject] type 'Person' has neither [Key] nor [IgnoreMember]; the AllowPrivate resolvers (and AllowPrivate = true) count every field and property and refuse the type: add [Key] to serialize the member or [IgnoreMember] to leave it out", Message(warning));
            Assert.Contains("PersonFormatter", run.Generated("PersonFormatter.g.cs"));
            Assert.Contains("FormatterNotRegisteredException", run.Generated("PersonFormatterAllowPrivate"), System.StringComparison.Ordinal);
        }

        [Fact]
        public void Duplicate_integer_and_string_keys_are_errors_at_the_second_member()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class A
                {
                    [Key(1)] public int X { get; set; }
                    [Key(1)] public int Y { get; set; }
                }
                [MessagePackObject]
                public class B
                {
                    [Key("k")] public int X { get; set; }
                    [Key("k")] public int Y { get; set; }
                }
                """);

            Diagnostic[] found = run.GeneratorDiagnostics.OrderBy(d => d.Location.SourceSpan.Start).ToArray();
            Assert.Equal(new[] { "BP0002", "BP0002" }, found.Select(d => d.Id));
            Assert.Equal(new[] { 5, 11 }, found.Select(d => d.Location.GetLineSpan().StartLinePosition.Line));
            Assert.All(found, d => Assert.Equal(DiagnosticSeverity.Warning, d.Severity));
            Assert.Equal("Key 1 of member 'Y' of type 'A' is used by another member too; the type gets no generated formatter, and resolving one at run time fails as in MessagePack-CSharp", Message(found[0]));
            Assert.Equal("Key \"k\" of member 'Y' of type 'B' is used by another member too; the type gets no generated formatter, and resolving one at run time fails as in MessagePack-CSharp", Message(found[1]));
            Assert.DoesNotContain(run.Result.GeneratedTrees, t => System.IO.Path.GetFileName(t.FilePath) is "AFormatter.g.cs" or "BFormatter.g.cs");
        }

        [Fact]
        public void Mixed_key_kinds_are_an_error()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class A
                {
                    [Key(0)] public int X { get; set; }
                    [Key("y")] public int Y { get; set; }
                }
                """);

            Diagnostic d = AssertOnly(run, "BP0003", 5);
            Assert.Equal("Member 'Y' of type 'A' has a string key but earlier members have integer keys; all keys of one type must be of the same kind", Message(d));
        }

        [Fact]
        public void A_negative_key_is_an_error()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class A
                {
                    [Key(-1)] public int X { get; set; }
                }
                """);

            Assert.Equal("Member 'X' of type 'A' has the negative key -1; integer keys are array indexes", Message(AssertOnly(run, "BP0004", 4)));
        }

        [Fact]
        public void A_union_case_that_does_not_derive_from_the_union_is_left_to_the_runtime_formatter_without_an_error()
        {
            // MessagePack-CSharp accepts such a case, and so does BlockPack's runtime UnionFormatter; the generated code
            // could not convert the case to the union, so none is generated for it.
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [Union(0, typeof(Cat))]
                [Union(1, typeof(Rock))]
                public interface IAnimal { }
                [MessagePackObject] public class Cat : IAnimal { }
                [MessagePackObject] public class Rock { }
                """);

            Assert.Empty(run.GeneratorDiagnostics);
            Assert.DoesNotContain(run.Result.GeneratedTrees, t => t.FilePath.Contains("IAnimalFormatter"));
        }

        [Fact]
        public void A_union_key_declared_twice_is_an_error()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [Union(0, typeof(Cat))]
                [Union(0, typeof(Dog))]
                public interface IAnimal { }
                [MessagePackObject] public class Cat : IAnimal { }
                [MessagePackObject] public class Dog : IAnimal { }
                """);

            Assert.Equal("Union key 0 or type 'Dog' is declared twice on 'IAnimal'", Message(AssertOnly(run, "BP0006", 2)));
        }

        [Fact]
        public void No_matching_constructor_is_a_warning_because_AllowPrivate_resolvers_may_still_work()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class A
                {
                    public A(string unrelated) { }
                    [Key(0)] public int X { get; set; }
                }
                """);

            Diagnostic d = Assert.Single(run.GeneratorDiagnostics);
            Assert.Equal("BP0007", d.Id);
            Assert.Equal(DiagnosticSeverity.Warning, d.Severity);
            Assert.Contains("parameter 'unrelated' of type String cannot take member 'X' of type Int32", Message(d));
        }
    }
}
