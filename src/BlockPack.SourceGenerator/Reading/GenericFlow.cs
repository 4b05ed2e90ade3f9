using System.Collections.Generic;
using System.Linq;
using System.Threading;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;
using Microsoft.CodeAnalysis.Operations;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Follows the type parameter of an open call site (<c>MessagePackSerializer.Serialize(value)</c> inside
    /// <c>Save&lt;T&gt;(T value)</c>) out to the closed types it is given in this compilation: each call of the generic
    /// method or local function (lambdas and async methods use their enclosing method's type parameters), each
    /// construction or mention of the generic type (<c>new Repository&lt;Person&gt;()</c>, a base list), substituted into
    /// the call's <c>T</c>, again and again while the result still holds a type parameter of an outer helper, up to
    /// <see cref="TypeWalker.MaxDepth"/> helpers. Each closed <c>T</c> is walked as from a call site.
    /// </summary>
    /// <remarks>
    /// Runs over the whole compilation, so only when the compilation has open call sites; references are found by name
    /// first (syntax only) and bound one by one. A type parameter whose owner is callable from other assemblies (a public
    /// member of a library) or that no closed call reaches (reflection) gets BP0011 at the open call, naming the owner.
    /// </remarks>
    internal sealed class GenericFlow
    {
        /// <summary>How many partly closed types one open call may produce before the search stops (a recursive helper).</summary>
        private const int MaxTemplates = 256;

        private readonly Compilation compilation;
        private readonly KnownSymbols known;
        private readonly CancellationToken cancellationToken;
        private readonly Dictionary<ISymbol, List<Dictionary<ITypeParameterSymbol, ITypeSymbol>>> instantiations = new(SymbolEqualityComparer.Default);
        private readonly Dictionary<SyntaxTree, SemanticModel> models = new();

        private GenericFlow(Compilation compilation, CancellationToken cancellationToken)
        {
            this.compilation = compilation;
            this.known = new KnownSymbols(compilation);
            this.cancellationToken = cancellationToken;
        }

        /// <summary>Whether a type argument holds a type parameter (and is otherwise usable once closed).</summary>
        public static bool IsOpen(ITypeSymbol type) => type switch
        {
            ITypeParameterSymbol => true,
            IArrayTypeSymbol array => IsOpen(array.ElementType),
            INamedTypeSymbol named => named.TypeArguments.Any(IsOpen) || (named.ContainingType is { } outer && IsOpen(outer)),
            _ => false,
        };

        /// <summary>The closed types of every open call site, with BP0011 where some cannot be seen.</summary>
        public static GenericFlowModel Close(IReadOnlyList<OpenCallSiteModel> calls, Compilation compilation, CancellationToken cancellationToken)
        {
            if (calls.Count == 0)
            {
                return GenericFlowModel.Empty;
            }

            var flow = new GenericFlow(compilation, cancellationToken);
            var callSites = new List<CallSiteModel>();
            var diagnostics = new List<DiagnosticInfo>();
            foreach (OpenCallSiteModel call in calls.OrderBy(c => c.Location.FilePath, System.StringComparer.Ordinal).ThenBy(c => c.Location.Span.Start))
            {
                flow.CloseOne(call, callSites, diagnostics);
            }

            return new GenericFlowModel(new EquatableArray<CallSiteModel>(callSites), new EquatableArray<DiagnosticInfo>(diagnostics.Distinct()));
        }

        private void CloseOne(OpenCallSiteModel call, List<CallSiteModel> callSites, List<DiagnosticInfo> diagnostics)
        {
            SyntaxTree? tree = this.compilation.SyntaxTrees.FirstOrDefault(t => t.FilePath == call.Location.FilePath);
            if (tree is null || tree.GetRoot(this.cancellationToken).FindNode(call.Location.Span, getInnermostNodeForTie: true) is not { } node)
            {
                return;
            }

            node = node.AncestorsAndSelf().OfType<InvocationExpressionSyntax>().FirstOrDefault(i => i.Span == call.Location.Span) ?? node;
            if (CallSiteReader.EntryPointTypeArgument(node, this.ModelOf(tree), this.cancellationToken) is not { } template)
            {
                return;
            }

            Location location = node.GetLocation();
            var seen = new HashSet<string>();
            var closed = new HashSet<string>();
            var pending = new Queue<(ITypeSymbol Type, int Depth)>();
            pending.Enqueue((template, 0));
            while (pending.Count != 0 && seen.Count < MaxTemplates)
            {
                (ITypeSymbol type, int depth) = pending.Dequeue();
                if (!seen.Add(KeyOf(type)))
                {
                    continue;
                }

                if (!IsOpen(type))
                {
                    if (KnownFormatterTable.IsUsableArgument(type) && closed.Add(TypeNames.Qualified(type)))
                    {
                        callSites.Add(CallSiteReader.Walk(this.known, type, location, call.ContractlessOptions));
                    }

                    continue;
                }

                // One owner at a time: the outermost type parameter's method or type; what it is given may hold the
                // caller's own type parameters, which the next round follows.
                if (depth >= TypeWalker.MaxDepth)
                {
                    continue;
                }

                ITypeParameterSymbol parameter = FirstTypeParameter(type)!;
                ISymbol owner = (ISymbol?)parameter.DeclaringMethod?.OriginalDefinition ?? parameter.DeclaringType!.OriginalDefinition;
                List<Dictionary<ITypeParameterSymbol, ITypeSymbol>> found = this.InstantiationsOf(owner);
                string? reason = this.IsCallableFromOtherAssemblies(owner)
                    ? "which other assemblies can call with types this compilation does not see"
                    : found.Count == 0 ? "which no call in this compilation gives a closed type (a call through reflection is not seen)" : null;
                if (reason is not null)
                {
                    diagnostics.Add(DiagnosticInfo.Create(
                        DiagnosticDescriptors.OpenTypeArgument,
                        location,
                        template.ToDisplayString(),
                        owner.ToDisplayString(SymbolDisplayFormat.CSharpShortErrorMessageFormat),
                        reason));
                }

                foreach (Dictionary<ITypeParameterSymbol, ITypeSymbol> map in found)
                {
                    if (this.Substitute(type, map) is { } next)
                    {
                        pending.Enqueue((next, depth + 1));
                    }
                }
            }
        }

        /// <summary>The type's name with each type parameter named by its owner: <c>T</c> of two helpers are two types.</summary>
        private static string KeyOf(ITypeSymbol type) => type switch
        {
            ITypeParameterSymbol parameter => "!" + ((ISymbol?)parameter.DeclaringMethod ?? parameter.DeclaringType)?.ToDisplayString() + "#" + parameter.Ordinal,
            IArrayTypeSymbol array => KeyOf(array.ElementType) + "[" + array.Rank + "]",
            INamedTypeSymbol { IsGenericType: true } named => (named.ContainingType is { } outer ? KeyOf(outer) + "+" : named.ContainingNamespace?.ToDisplayString() + ".")
                + named.MetadataName + "<" + string.Join(",", named.TypeArguments.Select(KeyOf)) + ">",
            INamedTypeSymbol { ContainingType: { } outer } named => KeyOf(outer) + "+" + named.MetadataName,
            _ => type.ToDisplayString(),
        };

        private static ITypeParameterSymbol? FirstTypeParameter(ITypeSymbol type) => type switch
        {
            ITypeParameterSymbol parameter => parameter,
            IArrayTypeSymbol array => FirstTypeParameter(array.ElementType),
            INamedTypeSymbol named => named.TypeArguments.Select(FirstTypeParameter).FirstOrDefault(p => p is not null)
                ?? (named.ContainingType is { } outer ? FirstTypeParameter(outer) : null),
            _ => null,
        };

        /// <summary>
        /// <paramref name="type"/> with the mapped type parameters replaced; null when it cannot be built (a type
        /// argument that breaks a constraint is still built: the formatter is never used then, and costs nothing).
        /// </summary>
        private ITypeSymbol? Substitute(ITypeSymbol type, Dictionary<ITypeParameterSymbol, ITypeSymbol> map)
        {
            switch (type)
            {
                case ITypeParameterSymbol parameter:
                    return map.TryGetValue(parameter, out ITypeSymbol? replacement) ? replacement : parameter;
                case IArrayTypeSymbol array:
                    return this.Substitute(array.ElementType, map) is { } element ? this.compilation.CreateArrayTypeSymbol(element, array.Rank) : null;
                case INamedTypeSymbol { ContainingType: { } outer } nested when IsOpen(outer):
                    if (this.Substitute(outer, map) is not INamedTypeSymbol closedOuter
                        || closedOuter.GetTypeMembers(nested.Name, nested.Arity).FirstOrDefault() is not { } member)
                    {
                        return null;
                    }

                    return nested.Arity == 0 ? member : this.Construct(member, nested, map);
                case INamedTypeSymbol { IsGenericType: true } generic:
                    return this.Construct(generic.OriginalDefinition, generic, map);
                default:
                    return type;
            }
        }

        private INamedTypeSymbol? Construct(INamedTypeSymbol definition, INamedTypeSymbol generic, Dictionary<ITypeParameterSymbol, ITypeSymbol> map)
        {
            var arguments = new ITypeSymbol[generic.TypeArguments.Length];
            for (int i = 0; i < arguments.Length; i++)
            {
                if (this.Substitute(generic.TypeArguments[i], map) is not { } argument)
                {
                    return null;
                }

                arguments[i] = argument;
            }

            return definition.Construct(arguments);
        }

        /// <summary>
        /// Each closed (or partly closed) set of type arguments <paramref name="owner"/> is given in this compilation,
        /// as a map from its type parameters (and, for a method of a generic type, the type's) to the arguments.
        /// </summary>
        private List<Dictionary<ITypeParameterSymbol, ITypeSymbol>> InstantiationsOf(ISymbol owner)
        {
            if (this.instantiations.TryGetValue(owner, out List<Dictionary<ITypeParameterSymbol, ITypeSymbol>>? cached))
            {
                return cached;
            }

            var found = new List<Dictionary<ITypeParameterSymbol, ITypeSymbol>>();
            var keys = new HashSet<string>();
            this.instantiations.Add(owner, found);
            foreach (SyntaxTree tree in this.compilation.SyntaxTrees)
            {
                foreach (SimpleNameSyntax name in tree.GetRoot(this.cancellationToken).DescendantNodes().OfType<SimpleNameSyntax>())
                {
                    if (name.Identifier.ValueText != owner.Name)
                    {
                        continue;
                    }

                    Dictionary<ITypeParameterSymbol, ITypeSymbol>? map = owner switch
                    {
                        IMethodSymbol method => this.MethodArguments(method, name, this.ModelOf(tree)),
                        INamedTypeSymbol type when name is GenericNameSyntax => TypeArguments(type, this.ModelOf(tree).GetSymbolInfo(name, this.cancellationToken).Symbol as INamedTypeSymbol),
                        _ => null,
                    };
                    if (map is not null && keys.Add(string.Join(",", map.Select(p => KeyOf(p.Key) + "=" + KeyOf(p.Value)))))
                    {
                        found.Add(map);
                    }
                }
            }

            return found;
        }

        /// <summary>The type arguments of a call (or method group) naming <paramref name="owner"/> or a method it overrides or implements.</summary>
        private Dictionary<ITypeParameterSymbol, ITypeSymbol>? MethodArguments(IMethodSymbol owner, SimpleNameSyntax name, SemanticModel model)
        {
            // The invocation's operation names the method as declared, also for an extension method called as one.
            SyntaxNode target = name.Parent is MemberAccessExpressionSyntax access && access.Name == name ? access : name;
            IMethodSymbol? called = target.Parent is InvocationExpressionSyntax invocation && invocation.Expression == target
                && model.GetOperation(invocation, this.cancellationToken) is IInvocationOperation operation
                ? operation.TargetMethod
                : model.GetSymbolInfo(name, this.cancellationToken) is { } info ? (info.Symbol ?? info.CandidateSymbols.FirstOrDefault()) as IMethodSymbol : null;
            if (called is null || called.TypeArguments.Length != owner.TypeParameters.Length || !IsOrIsImplementedBy(called.OriginalDefinition, owner))
            {
                return null;
            }

            var map = new Dictionary<ITypeParameterSymbol, ITypeSymbol>(SymbolEqualityComparer.Default);
            for (int i = 0; i < owner.TypeParameters.Length; i++)
            {
                map[owner.TypeParameters[i]] = called.TypeArguments[i];
            }

            if (SymbolEqualityComparer.Default.Equals(called.OriginalDefinition, owner) && called.ContainingType is { IsGenericType: true } containing)
            {
                AddTypeArguments(map, owner.ContainingType, containing);
            }

            return IsIdentity(map) ? null : map;
        }

        private static Dictionary<ITypeParameterSymbol, ITypeSymbol>? TypeArguments(INamedTypeSymbol owner, INamedTypeSymbol? mentioned)
        {
            if (mentioned is null || mentioned.IsUnboundGenericType || !SymbolEqualityComparer.Default.Equals(mentioned.OriginalDefinition, owner))
            {
                return null;
            }

            var map = new Dictionary<ITypeParameterSymbol, ITypeSymbol>(SymbolEqualityComparer.Default);
            AddTypeArguments(map, owner, mentioned);
            return IsIdentity(map) ? null : map;
        }

        private static void AddTypeArguments(Dictionary<ITypeParameterSymbol, ITypeSymbol> map, INamedTypeSymbol definition, INamedTypeSymbol constructed)
        {
            for (int i = 0; i < definition.TypeParameters.Length && i < constructed.TypeArguments.Length; i++)
            {
                map[definition.TypeParameters[i]] = constructed.TypeArguments[i];
            }

            if (definition.ContainingType is { } outerDefinition && constructed.ContainingType is { } outer)
            {
                AddTypeArguments(map, outerDefinition, outer);
            }
        }

        /// <summary>A mention inside the owner itself (<c>this.Save(value)</c>, <c>Repository&lt;T&gt;</c>) closes nothing.</summary>
        private static bool IsIdentity(Dictionary<ITypeParameterSymbol, ITypeSymbol> map) =>
            map.All(p => SymbolEqualityComparer.Default.Equals(p.Key, p.Value));

        /// <summary>Whether a call of <paramref name="called"/> may run <paramref name="owner"/>: the same method, one it overrides, or an interface method it implements.</summary>
        private static bool IsOrIsImplementedBy(IMethodSymbol called, IMethodSymbol owner)
        {
            for (IMethodSymbol? m = owner; m is not null; m = m.OverriddenMethod?.OriginalDefinition)
            {
                if (SymbolEqualityComparer.Default.Equals(m, called))
                {
                    return true;
                }
            }

            return called.ContainingType.TypeKind == TypeKind.Interface
                && owner.ContainingType.FindImplementationForInterfaceMember(called) is IMethodSymbol implementation
                && SymbolEqualityComparer.Default.Equals(implementation.OriginalDefinition, owner);
        }

        /// <summary>A public or protected member of a library, down to its outermost type: other assemblies may call it.</summary>
        private bool IsCallableFromOtherAssemblies(ISymbol owner)
        {
            if (this.compilation.Options.OutputKind is not (OutputKind.DynamicallyLinkedLibrary or OutputKind.NetModule or OutputKind.WindowsRuntimeMetadata))
            {
                return false;
            }

            for (ISymbol? s = owner; s is not null and not INamespaceSymbol; s = s.ContainingSymbol)
            {
                if (s is IMethodSymbol { MethodKind: MethodKind.LocalFunction or MethodKind.AnonymousFunction }
                    || s.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Protected or Accessibility.ProtectedOrInternal))
                {
                    return false;
                }
            }

            return true;
        }

        private SemanticModel ModelOf(SyntaxTree tree)
        {
            if (!this.models.TryGetValue(tree, out SemanticModel? model))
            {
                model = this.compilation.GetSemanticModel(tree);
                this.models.Add(tree, model);
            }

            return model;
        }
    }
}
