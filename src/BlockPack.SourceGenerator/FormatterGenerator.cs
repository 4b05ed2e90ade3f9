using System.Collections.Generic;
using System.Collections.Immutable;
using System.Linq;
using System.Text;
using BlockPack.SourceGenerator.Model;
using BlockPack.SourceGenerator.Reading;
using BlockPack.SourceGenerator.Writing;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Text;

namespace BlockPack.SourceGenerator
{
    /// <summary>
    /// Writes, at compile time, a formatter for every [MessagePackObject] and [Union] type of the compilation and a
    /// <c>GeneratedMessagePackResolver</c> that returns them (and the built-in formatters of the enums and
    /// collections their members use) without reflection, so the assembly serializes under NativeAOT and trimming.
    /// Annotation errors the runtime would report on first use are reported here as compile errors.
    /// </summary>
    [Generator(LanguageNames.CSharp)]
    public sealed class FormatterGenerator : IIncrementalGenerator
    {
        /// <inheritdoc/>
        public void Initialize(IncrementalGeneratorInitializationContext context)
        {
            IncrementalValuesProvider<GeneratorInput> objects = context.SyntaxProvider.ForAttributeWithMetadataName(
                "BlockPack.MessagePackObjectAttribute",
                static (node, _) => node is TypeDeclarationSyntax,
                static (c, _) => ObjectModelReader.Read(new KnownSymbols(c.SemanticModel.Compilation), (INamedTypeSymbol)c.TargetSymbol));
            IncrementalValuesProvider<GeneratorInput> unions = context.SyntaxProvider.ForAttributeWithMetadataName(
                "BlockPack.UnionAttribute",
                static (node, _) => node is TypeDeclarationSyntax,
                static (c, _) => UnionModelReader.Read(new KnownSymbols(c.SemanticModel.Compilation), (INamedTypeSymbol)c.TargetSymbol));
            IncrementalValuesProvider<GeneratorInput> typeFormatters = context.SyntaxProvider.ForAttributeWithMetadataName(
                "BlockPack.MessagePackFormatterAttribute",
                static (node, _) => node is BaseTypeDeclarationSyntax,
                static (c, _) => CustomFormatterReader.ReadTypeFormatter(new KnownSymbols(c.SemanticModel.Compilation), (INamedTypeSymbol)c.TargetSymbol));
            IncrementalValueProvider<bool> register = context.AnalyzerConfigOptionsProvider.Select(static (o, _) =>
                !(o.GlobalOptions.TryGetValue("build_property.BlockPackRegisterGeneratedResolver", out string? value) && string.Equals(value, "false", System.StringComparison.OrdinalIgnoreCase)));
            // BP0009 only where the app is published with NativeAOT: with the JIT a contractless or custom resolver may serve
            // the type, and the warning would be noise.
            IncrementalValueProvider<bool> aot = context.AnalyzerConfigOptionsProvider.Select(static (o, _) =>
                o.GlobalOptions.TryGetValue("build_property.PublishAot", out string? value) && string.Equals(value, "true", System.StringComparison.OrdinalIgnoreCase));
            IncrementalValueProvider<string> ns = context.AnalyzerConfigOptionsProvider
                .Combine(context.CompilationProvider.Select(static (c, _) => c.AssemblyName ?? "Generated"))
                .Select(static (pair, _) => NamespaceOf(pair.Left.GlobalOptions.TryGetValue("build_property.RootNamespace", out string? root) && !string.IsNullOrWhiteSpace(root) ? root! : pair.Right));

            // Every closed T given to a generic entry point, with what it reaches: no attribute needed for the common case.
            IncrementalValuesProvider<CallSiteModel> callSites = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => CallSiteReader.IsCandidate(node),
                static (c, ct) => CallSiteReader.Read(c, ct))
                .Where(static m => m is not null)
                .Select(static (m, _) => m!);

            // [MessagePackSerializable(typeof(T))] on the assembly or a class: T is followed as from a call site, and
            // registered for the non-generic methods.
            IncrementalValuesProvider<CallSiteModel> registrations = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => CallSiteReader.IsRegistrationCandidate(node),
                static (c, ct) => CallSiteReader.ReadRegistration(c, ct))
                .Where(static m => m is not null)
                .Select(static (m, _) => m!);
            IncrementalValueProvider<EquatableArray<CallSiteModel>> roots = callSites.Collect().Combine(registrations.Collect())
                .Select(static (pair, _) => new EquatableArray<CallSiteModel>(pair.Left.Concat(pair.Right)));

            context.RegisterSourceOutput(
                objects.Collect().Combine(unions.Collect()).Combine(typeFormatters.Collect()).Combine(roots).Combine(ns).Combine(register),
                static (spc, input) => Emit(spc, input.Left.Left.Left.Left.Left, input.Left.Left.Left.Left.Right, input.Left.Left.Left.Right, input.Left.Left.Right, input.Left.Right, input.Right));

            // Collected, so an edit that leaves every call site's model equal re-runs nothing here either.
            context.RegisterSourceOutput(roots.Combine(aot), static (spc, input) =>
            {
                if (input.Right)
                {
                    foreach (DiagnosticInfo diagnostic in input.Left.SelectMany(c => c.Diagnostics).Distinct())
                    {
                        spc.ReportDiagnostic(diagnostic.ToDiagnostic());
                    }
                }
            });
        }

        private static void Emit(SourceProductionContext context, ImmutableArray<GeneratorInput> objects, ImmutableArray<GeneratorInput> unions, ImmutableArray<GeneratorInput> typeFormatters, EquatableArray<CallSiteModel> callSites, string ns, bool register)
        {
            foreach (DiagnosticInfo diagnostic in objects.Concat(unions).SelectMany(i => i.Diagnostics).Distinct())
            {
                context.ReportDiagnostic(diagnostic.ToDiagnostic());
            }

            // A partial type declared in several files is found once per declaration.
            // Closed generic [MessagePackObject] types come from members and call sites, each possibly many times.
            ObjectModel[] attributed = objects.Select(i => i.Object).OfType<ObjectModel>().ToArray();
            ObjectModel[] objectModels = attributed
                .Concat(attributed.SelectMany(m => m.ReachedObjects))
                .Concat(callSites.SelectMany(c => c.Objects))
                .GroupBy(m => m.TypeName).Select(g => g.First()).ToArray();
            UnionModel[] unionModels = unions.Select(i => i.Union).OfType<UnionModel>().GroupBy(m => m.TypeName).Select(g => g.First()).ToArray();

            var generated = new Dictionary<string, string>();
            foreach (ObjectModel model in objectModels)
            {
                generated[model.TypeName] = model.FormatterName;
            }

            foreach (UnionModel model in unionModels)
            {
                generated[model.TypeName] = model.FormatterName;
            }

            // A type's own [MessagePackFormatter] wins over its generated formatter, as AttributeFormatterResolver comes
            // before the object resolvers at run time; members of such a type then go through the resolver too.
            KnownFormatterModel[] custom = typeFormatters.Select(i => i.TypeFormatter).OfType<KnownFormatterModel>().GroupBy(k => k.TypeName).Select(g => g.First()).ToArray();
            var directCalls = new Dictionary<string, string>(generated);
            foreach (KnownFormatterModel formatter in custom)
            {
                directCalls.Remove(formatter.TypeName);
            }

            var code = new MemberCode(directCalls);
            foreach (ObjectModel model in objectModels)
            {
                context.AddSource(model.FormatterName + ".g.cs", NestedInResolver(ns, w => ObjectFormatterWriter.Write(model, code, w)));
            }

            foreach (UnionModel model in unionModels)
            {
                context.AddSource(model.FormatterName + ".g.cs", NestedInResolver(ns, w => UnionFormatterWriter.Write(model, directCalls, w)));
            }

            var entries = new List<KeyValuePair<string, string>>();
            var listed = new HashSet<string>();
            foreach (KnownFormatterModel formatter in custom.OrderBy(k => k.TypeName, System.StringComparer.Ordinal))
            {
                listed.Add(formatter.TypeName);
                entries.Add(new KeyValuePair<string, string>(formatter.TypeName, formatter.Creation));
            }

            foreach (KeyValuePair<string, string> pair in generated.OrderBy(p => p.Key, System.StringComparer.Ordinal))
            {
                if (listed.Add(pair.Key))
                {
                    entries.Add(new KeyValuePair<string, string>(pair.Key, pair.Value + ".Instance"));
                }
            }

            // Lists, arrays and nullables of every generated type, so they serialize at the top level under NativeAOT too.
            IEnumerable<KnownFormatterModel> shapes = attributed.SelectMany(m => KnownFormatterTable.ShapesOf(m.TypeName, m.IsValueType))
                .Concat(unionModels.SelectMany(m => KnownFormatterTable.ShapesOf(m.TypeName, isValueType: false)));
            IEnumerable<KnownFormatterModel> used = objectModels.SelectMany(m => m.UsedTypes).Concat(callSites.SelectMany(c => c.Formatters));
            foreach (KnownFormatterModel known in used.Concat(shapes).OrderBy(k => k.TypeName, System.StringComparer.Ordinal))
            {
                if (listed.Add(known.TypeName))
                {
                    entries.Add(new KeyValuePair<string, string>(known.TypeName, known.Creation));
                }
            }

            string[] structs = objectModels.Where(m => m.IsValueType).Select(m => m.TypeName).OrderBy(n => n, System.StringComparer.Ordinal).ToArray();
            string[] registered = callSites.Select(c => c.RegisteredTypeName).Where(n => n.Length != 0).Distinct().OrderBy(n => n, System.StringComparer.Ordinal).ToArray();
            context.AddSource(ResolverWriter.ClassName + ".g.cs", SourceText.From(ResolverWriter.Write(ns, entries, register, registered, structs), Encoding.UTF8));
        }

        private static SourceText NestedInResolver(string ns, System.Action<SourceWriter> writeClass)
        {
            var w = new SourceWriter();
            w.Line(GeneratedFileHeader.Text.TrimEnd('\n'));
            w.Line();
            w.Open($"namespace {ns}");
            w.Open($"partial class {ResolverWriter.ClassName}");
            writeClass(w);
            w.Close();
            w.Close();
            return SourceText.From(w.ToString(), Encoding.UTF8);
        }

        /// <summary>The root namespace made into a valid C# namespace (MSBuild allows characters C# does not).</summary>
        private static string NamespaceOf(string root)
        {
            IEnumerable<string> parts = root.Split('.').Where(p => p.Length != 0).Select(p =>
            {
                var builder = new StringBuilder();
                foreach (char c in p)
                {
                    builder.Append(char.IsLetterOrDigit(c) || c == '_' ? c : '_');
                }

                return char.IsDigit(builder[0]) ? "_" + builder : builder.ToString();
            });
            string result = string.Join(".", parts);
            return result.Length == 0 ? "Generated" : result;
        }
    }
}
