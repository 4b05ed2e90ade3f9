using System;
using System.IO;
using System.Linq;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>Generated names never collide, and declared constructor defaults do not leak into generated code.</summary>
    public class NamingAndDefaultsTests
    {
        [Fact]
        public void Types_whose_names_differ_only_in_underscore_versus_dot_get_distinct_formatters()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                namespace A { [MessagePackObject] public class B_C { [Key(0)] public int X { get; set; } } }
                namespace A.B { [MessagePackObject] public class C { [Key(0)] public string? Y { get; set; } } }
                """);

            Assert.Empty(run.GeneratorDiagnostics);
            run.AssertCompilesCleanly();
            string[] files = run.Result.GeneratedTrees.Select(t => Path.GetFileName(t.FilePath)).Where(f => f.StartsWith("A_", StringComparison.Ordinal)).ToArray();
            Assert.Equal(2, files.Length);
            Assert.Contains("A_B_CFormatter.g.cs", files);
        }

        [Fact]
        public void Declared_constructor_defaults_are_not_used_so_missing_parameters_take_the_types_default()
        {
            GeneratorRun run = GeneratorRun.Of("""
                using BlockPack;
                [MessagePackObject]
                public class Range
                {
                    public Range(double low = double.NegativeInfinity, double high = double.PositiveInfinity, float step = float.NaN, double mid = double.NaN)
                    { this.Low = low; this.High = high; this.Step = step; this.Mid = mid; }
                    [Key(0)] public double Low { get; }
                    [Key(1)] public double High { get; }
                    [Key(2)] public float Step { get; }
                    [Key(3)] public double Mid { get; }
                }
                """);

            // As in MessagePack-CSharp, data without a parameter's member passes default(T), not the declared default,
            // so none of these (NaN and infinities, which are not even C# literals) appears in the generated code.
            run.AssertCompilesCleanly();
            string range = run.Generated("RangeFormatter");
            Assert.DoesNotContain("Infinity", range);
            Assert.DoesNotContain("NaN", range);
            Assert.Contains("double value0 = default;", range);
        }
    }
}
