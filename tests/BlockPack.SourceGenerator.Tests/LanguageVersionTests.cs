using System;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Xunit;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// The generated code compiles in a C# 7.3 project: the default language version of .NET Framework projects, which
    /// get BlockPack's netstandard2.0 build and its generator from the package (scripts/package-platforms.sh builds such
    /// a net472 app against the real package).
    /// </summary>
    public sealed class LanguageVersionTests
    {
        private const string Source = @"
using System.Collections.Generic;
using BlockPack;

namespace LegacyApp
{
    public enum Status { Open, Closed }

    [MessagePackObject]
    public class Line
    {
        [Key(0)] public string Sku { get; set; }
        [Key(1)] public decimal Price { get; set; }
    }

    [MessagePackObject]
    public class Order
    {
        [Key(0)] public int Id { get; set; }
        [Key(1)] public string Customer { get; set; }
        [Key(2)] public List<Line> Lines { get; set; }
        [Key(3)] public Status Status { get; set; }
        [Key(4)] public int? Priority { get; set; }
        [Key(5)] public Dictionary<string, int[]> Tags { get; set; }
    }

    [MessagePackObject(keyAsPropertyName: true)]
    public class Customer
    {
        public string Name { get; set; }
        public Order LastOrder { get; set; }
    }

    [Union(0, typeof(Circle))]
    [Union(1, typeof(Square))]
    public interface IShape { }

    [MessagePackObject] public class Circle : IShape { [Key(0)] public double Radius { get; set; } }
    [MessagePackObject] public class Square : IShape { [Key(0)] public double Side { get; set; } }

    public static class Use
    {
        public static byte[] Write(Order order) { return MessagePackSerializer.Serialize(order); }
    }
}";

        [Fact]
        public void Generated_code_compiles_as_CSharp_7_3_without_errors_or_warnings()
        {
            var parseOptions = new CSharpParseOptions(LanguageVersion.CSharp7_3);
            ImmutableArray<MetadataReference> references = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
                .Split(Path.PathSeparator)
                .Append(typeof(MessagePackObjectAttribute).Assembly.Location)
                .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
                .ToImmutableArray();
            Compilation compilation = CSharpCompilation.Create(
                "LegacyApp",
                new[] { CSharpSyntaxTree.ParseText(Source, parseOptions, path: "User.cs") },
                references,
                new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Disable));
            Assert.Empty(compilation.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning));

            GeneratorDriver driver = CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                parseOptions: parseOptions,
                optionsProvider: new BuildPropertiesProvider(new BuildProperties(new System.Collections.Generic.Dictionary<string, string>())));
            driver = driver.RunGeneratorsAndUpdateCompilation(compilation, out Compilation output, out ImmutableArray<Diagnostic> generatorDiagnostics);

            Assert.Empty(generatorDiagnostics);
            GeneratorDriverRunResult result = driver.GetRunResult();
            Assert.Contains(result.GeneratedTrees, t => t.FilePath.EndsWith("LegacyApp_OrderFormatter.g.cs", StringComparison.Ordinal));
            Assert.All(result.GeneratedTrees, t => Assert.Equal(LanguageVersion.CSharp7_3, ((CSharpParseOptions)t.Options).LanguageVersion));
            Diagnostic[] problems = output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning).ToArray();
            Assert.True(problems.Length == 0, string.Join("\n", problems.Select(p => p.ToString())));
        }
    }
}
