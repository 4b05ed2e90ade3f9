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
                static (c, _) => StandardObjectReader.Read(new KnownSymbols(c.SemanticModel.Compilation), (INamedTypeSymbol)c.TargetSymbol));
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

            // Calls whose T is a type parameter of a generic helper (Save<T>(T value) => Serialize(value)): followed out to
            // the closed types the helper is given in this compilation. That needs the whole compilation, so this step
            // re-runs on every edit, but only does work where open calls exist, and its output compares by value.
            IncrementalValuesProvider<OpenCallSiteModel> openCalls = context.SyntaxProvider.CreateSyntaxProvider(
                static (node, _) => CallSiteReader.IsCandidate(node),
                static (c, ct) => CallSiteReader.ReadOpen(c, ct))
                .Where(static m => m is not null)
                .Select(static (m, _) => m!);
            IncrementalValueProvider<GenericFlowModel> flow = openCalls.Collect().Combine(context.CompilationProvider)
                .Select(static (pair, ct) => GenericFlow.Close(pair.Left, pair.Right, ct))
                .WithTrackingName(TrackingNames.GenericFlow);
            IncrementalValueProvider<EquatableArray<CallSiteModel>> roots = callSites.Collect().Combine(registrations.Collect()).Combine(flow)
                .Select(static (input, _) => new EquatableArray<CallSiteModel>(input.Left.Left.Concat(input.Left.Right).Concat(input.Right.CallSites)));

            // Diagnostics leave the models here: their positions move with any edit above them, and must not make the
            // formatter and resolver steps below re-run. They are reported from their own steps, against the current
            // compilation's trees (BP0009 only where the app is published with NativeAOT, see above).
            IncrementalValueProvider<EquatableArray<DiagnosticInfo>> annotationDiagnostics = objects.Collect().Combine(unions.Collect())
                .Select(static (pair, _) => new EquatableArray<DiagnosticInfo>(pair.Left.Concat(pair.Right).SelectMany(i => i.Diagnostics).Distinct()))
                .WithTrackingName(TrackingNames.AnnotationDiagnostics);
            IncrementalValueProvider<EquatableArray<DiagnosticInfo>> callSiteDiagnostics = roots.Combine(flow).Combine(aot)
                .Select(static (input, _) => new EquatableArray<DiagnosticInfo>(input.Right
                    ? input.Left.Left.SelectMany(c => c.Diagnostics).Concat(input.Left.Right.Diagnostics).Distinct()
                    : Enumerable.Empty<DiagnosticInfo>()))
                .WithTrackingName(TrackingNames.CallSiteDiagnostics);
            context.RegisterSourceOutput(
                annotationDiagnostics.Combine(callSiteDiagnostics).Combine(context.CompilationProvider).WithTrackingName(TrackingNames.DiagnosticsInCompilation),
                static (spc, input) =>
                {
                    foreach (DiagnosticInfo diagnostic in input.Left.Left.Concat(input.Left.Right))
                    {
                        spc.ReportDiagnostic(diagnostic.ToDiagnostic(input.Right));
                    }
                });

            IncrementalValueProvider<GenerationModel> model = objects.Collect().Combine(unions.Collect()).Combine(typeFormatters.Collect()).Combine(roots).Combine(ns).Combine(register)
                .Select(static (input, _) => BuildModel(input.Left.Left.Left.Left.Left, input.Left.Left.Left.Left.Right, input.Left.Left.Left.Right, input.Left.Left.Right, input.Left.Right, input.Right))
                .WithTrackingName(TrackingNames.Model);
            context.RegisterSourceOutput(model, static (spc, m) => EmitFormatters(spc, m));

            IncrementalValueProvider<ResolverModel> resolver = model.Select(static (m, _) => BuildResolver(m)).WithTrackingName(TrackingNames.Resolver);
            context.RegisterSourceOutput(resolver, static (spc, r) =>
                spc.AddSource(ResolverWriter.ClassName + ".g.cs", SourceText.From(ResolverWriter.Write(r), Encoding.UTF8)));
        }

        private static GenerationModel BuildModel(ImmutableArray<GeneratorInput> objects, ImmutableArray<GeneratorInput> unions, ImmutableArray<GeneratorInput> typeFormatters, EquatableArray<CallSiteModel> callSites, string ns, bool register)
        {
            // A partial type declared in several files is found once per declaration. Closed generic [MessagePackObject]
            // types and [DataContract] types come from members and call sites, each possibly many times.
            // The AllowPrivate resolvers' variants have formatter names of their own, so the key is the formatter's name.
            ObjectModel[] attributed = objects.Select(i => i.Object).OfType<ObjectModel>().ToArray();
            ObjectModel[] variants = objects.Select(i => i.AllowPrivateVariant).OfType<ObjectModel>().ToArray();
            ObjectModel[] objectModels = attributed
                .Concat(variants)
                .Concat(attributed.Concat(variants).SelectMany(m => m.ReachedObjects))
                .Concat(callSites.SelectMany(c => c.Objects))
                .GroupBy(m => m.FormatterName).Select(g => g.First()).ToArray();
            UnionModel[] unionModels = unions.Select(i => i.Union).OfType<UnionModel>().GroupBy(m => m.TypeName).Select(g => g.First()).ToArray();
            KnownFormatterModel[] custom = typeFormatters.Select(i => i.TypeFormatter).OfType<KnownFormatterModel>().GroupBy(k => k.TypeName).Select(g => g.First()).OrderBy(k => k.TypeName, System.StringComparer.Ordinal).ToArray();
            (objectModels, unionModels) = AllowPrivateVariants.Complete(objectModels, unionModels, new HashSet<string>(custom.Select(k => k.TypeName)));

            // Lists, arrays and nullables of every attributed type, so they serialize at the top level under NativeAOT too.
            IEnumerable<KnownFormatterModel> shapes = attributed.SelectMany(m => KnownFormatterTable.ShapesOf(m.TypeName, m.IsValueType))
                .Concat(unionModels.SelectMany(m => KnownFormatterTable.ShapesOf(m.TypeName, isValueType: false)));
            IEnumerable<KnownFormatterModel> used = objectModels.SelectMany(m => m.UsedTypes).Concat(callSites.SelectMany(c => c.Formatters)).Concat(shapes);

            return new GenerationModel
            {
                Namespace = ns,
                Register = register,
                Objects = new EquatableArray<ObjectModel>(objectModels),
                Unions = new EquatableArray<UnionModel>(unionModels),
                Custom = new EquatableArray<KnownFormatterModel>(custom),
                Used = new EquatableArray<KnownFormatterModel>(used.OrderBy(k => k.TypeName, System.StringComparer.Ordinal)),
                Registered = new EquatableArray<string>(callSites.Select(c => c.RegisteredTypeName).Where(n => n.Length != 0).Distinct().OrderBy(n => n, System.StringComparer.Ordinal)),
            };
        }

        /// <summary>
        /// The generated formatter class of each object and union type the standard resolver serves, by type name.
        /// Contractless types are left out: members reach them through the options' resolver, which refuses them unless
        /// it is ContractlessStandardResolver.
        /// </summary>
        private static Dictionary<string, string> Generated(GenerationModel model)
        {
            var generated = new Dictionary<string, string>();
            foreach (ObjectModel m in model.Objects.Where(m => !m.IsContractless && !m.IsAllowPrivate))
            {
                generated[m.TypeName] = m.FormatterName;
            }

            foreach (UnionModel m in model.Unions.Where(m => !m.IsAllowPrivate))
            {
                generated[m.TypeName] = m.FormatterName;
            }

            return generated;
        }

        private static void EmitFormatters(SourceProductionContext context, GenerationModel model)
        {
            // A type's own [MessagePackFormatter] wins over its generated formatter, as AttributeFormatterResolver comes
            // before the object resolvers at run time; members of such a type then go through the resolver too.
            Dictionary<string, string> directCalls = DirectCalls(model);
            Dictionary<string, string> sequences = Sequences(model, directCalls);
            var code = new MemberCode(directCalls, sequences);

            // The AllowPrivate variants call each other's variants where there is one, and the standard formatters elsewhere.
            Dictionary<string, string> privateCalls = AllowPrivateVariants.DirectCalls(directCalls, model.Objects, model.Unions);
            var privateCode = new MemberCode(privateCalls, sequences);
            foreach (ObjectModel m in model.Objects)
            {
                context.AddSource(m.FormatterName + ".g.cs", NestedInResolver(model.Namespace, w =>
                {
                    if (m.RefusedReason.Length != 0)
                    {
                        RefusedFormatterWriter.Write(m, w);
                    }
                    else
                    {
                        ObjectFormatterWriter.Write(m, m.IsAllowPrivate ? privateCode : code, w);
                    }

                    WriteSequences(m.TypeName, m.FormatterName, directCalls, sequences, w);
                }));
            }

            foreach (UnionModel m in model.Unions)
            {
                context.AddSource(m.FormatterName + ".g.cs", NestedInResolver(model.Namespace, w =>
                {
                    UnionFormatterWriter.Write(m, m.IsAllowPrivate ? privateCalls : directCalls, w);
                    WriteSequences(m.TypeName, m.FormatterName, directCalls, sequences, w);
                }));
            }
        }

        /// <summary>The generated list and array formatters of a type, in its formatter's file, when it has them (<see cref="Sequences"/>).</summary>
        private static void WriteSequences(string typeName, string formatterName, Dictionary<string, string> directCalls, Dictionary<string, string> sequences, SourceWriter w)
        {
            if (!directCalls.TryGetValue(typeName, out string? direct) || direct != formatterName)
            {
                return;
            }

            if (sequences.ContainsKey(ListOf(typeName)))
            {
                w.Line();
                SequenceFormatterWriter.WriteList(typeName, formatterName, w);
            }

            if (sequences.ContainsKey(typeName + "[]"))
            {
                w.Line();
                SequenceFormatterWriter.WriteArray(typeName, formatterName, w);
            }
        }

        /// <summary>
        /// The formatters generated code calls directly for a type: the generated ones, less the types with their own
        /// [MessagePackFormatter] (which wins over the generated formatter, as AttributeFormatterResolver comes before
        /// the object resolvers at run time; members of such a type then go through the resolver too).
        /// </summary>
        private static Dictionary<string, string> DirectCalls(GenerationModel model)
        {
            Dictionary<string, string> directCalls = Generated(model);
            foreach (KnownFormatterModel formatter in model.Custom)
            {
                directCalls.Remove(formatter.TypeName);
            }

            return directCalls;
        }

        /// <summary>
        /// The generated list and array formatters (SequenceFormatterWriter), as instance expressions by the type they
        /// serve: one for each list and array of a directly called type that the resolver answers for.
        /// </summary>
        private static Dictionary<string, string> Sequences(GenerationModel model, Dictionary<string, string> directCalls)
        {
            var used = new HashSet<string>(model.Used.Select(k => k.TypeName));
            var sequences = new Dictionary<string, string>();
            foreach (KeyValuePair<string, string> pair in directCalls)
            {
                if (used.Contains(ListOf(pair.Key)))
                {
                    sequences[ListOf(pair.Key)] = SequenceFormatterWriter.ListName(pair.Value) + ".Instance";
                }

                if (used.Contains(pair.Key + "[]"))
                {
                    sequences[pair.Key + "[]"] = SequenceFormatterWriter.ArrayName(pair.Value) + ".Instance";
                }
            }

            return sequences;
        }

        private static string ListOf(string typeName) => $"global::System.Collections.Generic.List<{typeName}>";

        /// <summary>The resolver's entries: own [MessagePackFormatter]s first, then generated formatters, then built-in ones, each type once.</summary>
        private static ResolverModel BuildResolver(GenerationModel model)
        {
            var entries = new List<KnownFormatterModel>();
            var listed = new HashSet<string>();
            foreach (KnownFormatterModel formatter in model.Custom)
            {
                listed.Add(formatter.TypeName);
                entries.Add(formatter);
            }

            foreach (KeyValuePair<string, string> pair in Generated(model).OrderBy(p => p.Key, System.StringComparer.Ordinal))
            {
                if (listed.Add(pair.Key))
                {
                    entries.Add(new KnownFormatterModel(pair.Key, pair.Value + ".Instance"));
                }
            }

            // Lists and arrays of generated types get their generated formatters (the same bytes as the built-in ones).
            Dictionary<string, string> sequences = Sequences(model, DirectCalls(model));
            foreach (KnownFormatterModel known in model.Used)
            {
                if (listed.Add(known.TypeName))
                {
                    entries.Add(sequences.TryGetValue(known.TypeName, out string? sequence) ? new KnownFormatterModel(known.TypeName, sequence) : known);
                }
            }

            return new ResolverModel
            {
                Namespace = model.Namespace,
                Register = model.Register,
                Entries = new EquatableArray<KnownFormatterModel>(entries),
                Registered = model.Registered,
                Structs = new EquatableArray<string>(model.Objects.Where(m => m.IsValueType && !m.IsContractless && !m.IsAllowPrivate).Select(m => m.TypeName).OrderBy(n => n, System.StringComparer.Ordinal)),
                Contractless = PartEntries(model.Objects.Where(m => m.IsContractless && !m.IsAllowPrivate)),
                AllowPrivate = PartEntries(model.Objects.Where(m => !m.IsContractless && m.IsAllowPrivate)
                    .Select(m => (m.TypeName, m.FormatterName))
                    .Concat(model.Unions.Where(m => m.IsAllowPrivate).Select(m => (m.TypeName, m.FormatterName)))),
                ContractlessAllowPrivate = PartEntries(model.Objects.Where(m => m.IsContractless && m.IsAllowPrivate)),
            };
        }

        private static EquatableArray<KnownFormatterModel> PartEntries(IEnumerable<ObjectModel> models) =>
            PartEntries(models.Select(m => (m.TypeName, m.FormatterName)));

        private static EquatableArray<KnownFormatterModel> PartEntries(IEnumerable<(string TypeName, string FormatterName)> formatters) =>
            new(formatters.OrderBy(f => f.TypeName, System.StringComparer.Ordinal).Select(f => new KnownFormatterModel(f.TypeName, f.FormatterName + ".Instance")));

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
