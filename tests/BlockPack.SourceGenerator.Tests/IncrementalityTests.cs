using System;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>The generator's models compare by value, so an edit elsewhere in the project does not regenerate the formatters.</summary>
    public class IncrementalityTests
    {
        [Fact]
        public void An_unrelated_edit_leaves_the_generated_output_cached()
        {
            const string Models = """
                using BlockPack;
                [MessagePackObject] public class A { [Key(0)] public int X { get; set; } [Key(1)] public string? S { get; set; } }
                [Union(0, typeof(C))] public interface IU { }
                [MessagePackObject] public class C : IU { [Key("c")] public int Y { get; set; } }
                """;
            Compilation compilation = GeneratorRun.Compile(Models);
            GeneratorDriver driver = CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));
            driver = driver.RunGenerators(compilation);

            Compilation edited = compilation.AddSyntaxTrees(CSharpSyntaxTree.ParseText("public static class Unrelated { public static int Twice(int x) => 2 * x; }", new CSharpParseOptions(LanguageVersion.Latest), path: "Other.cs"));
            GeneratorRunResult second = driver.RunGenerators(edited).GetRunResult().Results.Single();

            IncrementalStepRunReason[] reasons = second.TrackedOutputSteps.SelectMany(p => p.Value).SelectMany(s => s.Outputs).Select(o => o.Reason).ToArray();
            Assert.NotEmpty(reasons);
            Assert.All(reasons, r => Assert.True(r is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, r.ToString()));
        }
    }
}
