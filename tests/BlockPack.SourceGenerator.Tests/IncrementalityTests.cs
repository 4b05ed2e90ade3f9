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

        [Fact]
        public void An_edit_that_moves_every_position_but_changes_no_model_regenerates_nothing_and_moves_the_diagnostics()
        {
            // A BP0007 warning (no constructor matches) and, under PublishAot, a BP0009 at the call site: the diagnostics
            // carry positions, the models must not.
            const string Source = """
                using System.Collections.Generic;
                using BlockPack;
                [MessagePackObject] public class A { [Key(0)] public int X { get; } public A(string unrelated) { } }
                [MessagePackObject] public class B { [Key(0)] public List<int>? Items { get; set; } }
                public class Plain { public int X { get; set; } }
                public static class App
                {
                    public static byte[] Run() => MessagePackSerializer.Serialize(new Dictionary<string, B>());
                    public static byte[] Other() => MessagePackSerializer.Serialize(new Plain());
                }
                """;
            Compilation compilation = GeneratorRun.Compile(Source);
            GeneratorDriver driver = CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                optionsProvider: new BuildPropertiesProvider(new BuildProperties(new System.Collections.Generic.Dictionary<string, string> { ["PublishAot"] = "true" })),
                driverOptions: new GeneratorDriverOptions(IncrementalGeneratorOutputKind.None, trackIncrementalGeneratorSteps: true));
            driver = driver.RunGenerators(compilation);
            Diagnostic[] before = driver.GetRunResult().Diagnostics.OrderBy(d => d.Id).ToArray();
            Assert.Equal(new[] { "BP0007", "BP0009" }, before.Select(d => d.Id));

            // Two lines inserted above everything: every span moves, no type or call site changes.
            SyntaxTree user = compilation.SyntaxTrees.Single();
            SyntaxTree moved = user.WithChangedText(user.GetText().Replace(0, 0, "// moved\n// down\n"));
            GeneratorDriver second = driver.RunGenerators(compilation.ReplaceSyntaxTree(user, moved));
            GeneratorRunResult result = second.GetRunResult().Results.Single();

            foreach (string step in new[] { "BlockPack.Model", "BlockPack.Resolver" })
            {
                Assert.All(result.TrackedSteps[step].SelectMany(s => s.Outputs), o => Assert.True(o.Reason is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, step + ": " + o.Reason));
            }

            // Every output that writes source is cached; only the diagnostics output, which reads the current trees, runs.
            IncrementalGeneratorRunStep[] outputs = result.TrackedOutputSteps.SelectMany(p => p.Value).ToArray();
            IncrementalGeneratorRunStep[] sourceOutputs = outputs.Where(s => s.Inputs.All(i => i.Source.Name != "BlockPack.DiagnosticsInCompilation")).ToArray();
            Assert.Equal(2, sourceOutputs.Length);
            Assert.All(sourceOutputs.SelectMany(s => s.Outputs), o => Assert.True(o.Reason is IncrementalStepRunReason.Cached or IncrementalStepRunReason.Unchanged, o.Reason.ToString()));
            Assert.Equal(3, outputs.Length);

            // The diagnostics follow the text, in the new tree (so #pragma warning disable applies to them).
            Diagnostic[] after = second.GetRunResult().Diagnostics.OrderBy(d => d.Id).ToArray();
            Assert.Equal(before.Select(d => d.Location.GetLineSpan().StartLinePosition.Line + 2), after.Select(d => d.Location.GetLineSpan().StartLinePosition.Line));
            Assert.All(after, d => Assert.Same(moved, d.Location.SourceTree));
        }
    }
}
