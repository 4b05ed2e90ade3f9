using System;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.IO;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>One run of the generator over a source file, compiled against the framework and BlockPack.</summary>
    internal sealed class GeneratorRun
    {
        private static readonly ImmutableArray<MetadataReference> References = ((string)AppContext.GetData("TRUSTED_PLATFORM_ASSEMBLIES")!)
            .Split(Path.PathSeparator)
            .Append(typeof(MessagePackObjectAttribute).Assembly.Location)
            .Select(path => (MetadataReference)MetadataReference.CreateFromFile(path))
            .ToImmutableArray();

        private GeneratorRun(Compilation output, ImmutableArray<Diagnostic> generatorDiagnostics, GeneratorDriverRunResult result)
        {
            this.Output = output;
            this.GeneratorDiagnostics = generatorDiagnostics;
            this.Result = result;
        }

        /// <summary>Gets the compilation with the generated files added.</summary>
        public Compilation Output { get; }

        /// <summary>Gets what the generator reported.</summary>
        public ImmutableArray<Diagnostic> GeneratorDiagnostics { get; }

        /// <summary>Gets the driver's result (generated trees by hint name).</summary>
        public GeneratorDriverRunResult Result { get; }

        /// <summary>Gets the compiler's errors and warnings for the whole output compilation, generated code included.</summary>
        public IEnumerable<Diagnostic> CompilerProblems =>
            this.Output.GetDiagnostics().Where(d => d.Severity >= DiagnosticSeverity.Warning);

        public static GeneratorRun Of(string source, string assemblyName = "UserApp", IReadOnlyDictionary<string, string>? buildProperties = null, string? blockPackPath = null)
        {
            Compilation compilation = Compile(source, assemblyName, blockPackPath);
            GeneratorDriver driver = CSharpGeneratorDriver.Create(
                new[] { new FormatterGenerator().AsSourceGenerator() },
                optionsProvider: new BuildPropertiesProvider(new BuildProperties(buildProperties ?? new Dictionary<string, string>())));
            driver = driver.RunGeneratorsAndUpdateCompilation(compilation, out Compilation output, out ImmutableArray<Diagnostic> diagnostics);
            return new GeneratorRun(output, diagnostics, driver.GetRunResult());
        }

        /// <summary>Checks that the user code and the generated code compile without errors or warnings.</summary>
        public void AssertCompilesCleanly() => Xunit.Assert.True(!this.CompilerProblems.Any(), string.Join("\n", this.CompilerProblems));

        /// <summary>
        /// A library compilation of <paramref name="source"/> (as User.cs) against the framework and BlockPack (the
        /// build at <paramref name="blockPackPath"/> when given, instead of the one the tests reference).
        /// </summary>
        public static Compilation Compile(string source, string assemblyName = "UserApp", string? blockPackPath = null) => CSharpCompilation.Create(
            assemblyName,
            new[] { CSharpSyntaxTree.ParseText(source, new CSharpParseOptions(LanguageVersion.Latest), path: "User.cs") },
            blockPackPath is null
                ? References
                : References.RemoveAt(References.Length - 1).Add(MetadataReference.CreateFromFile(blockPackPath)),
            new CSharpCompilationOptions(OutputKind.DynamicallyLinkedLibrary, nullableContextOptions: NullableContextOptions.Enable));

        /// <summary>
        /// Emits the output compilation, loads it into a collectible load context, runs <paramref name="use"/> on the
        /// loaded assembly, and unloads it.
        /// </summary>
        public void WithLoadedOutput(Action<System.Reflection.Assembly> use)
        {
            using var image = new MemoryStream();
            Xunit.Assert.True(this.Output.Emit(image).Success);
            var context = new System.Runtime.Loader.AssemblyLoadContext(this.Output.AssemblyName, isCollectible: true);
            try
            {
                image.Position = 0;
                use(context.LoadFromStream(image));
            }
            finally
            {
                context.Unload();
            }
        }

        /// <summary>The text of the generated file whose hint name contains <paramref name="fragment"/>.</summary>
        public string Generated(string fragment) =>
            this.Result.GeneratedTrees.Single(t => Path.GetFileName(t.FilePath).Contains(fragment, StringComparison.Ordinal)).ToString();
    }
}
