using System.Collections.Generic;
using System.Linq;
using System.Threading;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Finds the closed <c>T</c> of each call of BlockPack's generic entry points: every generic method of
    /// <c>MessagePackSerializer</c> (Serialize, Deserialize, their async, stream, buffer-writer, sequence and JSON
    /// forms), <c>IFormatterResolver.GetFormatter&lt;T&gt;</c> on any resolver and
    /// <c>FormatterResolverExtensions.GetFormatterWithVerify&lt;T&gt;</c>. Explicit and inferred type arguments alike,
    /// as the bound method symbol carries both.
    /// </summary>
    internal static class CallSiteReader
    {
        /// <summary>The syntactic filter: an invocation whose method name could be an entry point. Cheap, runs on every node.</summary>
        public static bool IsCandidate(SyntaxNode node)
        {
            if (node is not InvocationExpressionSyntax invocation)
            {
                return false;
            }

            SimpleNameSyntax? name = invocation.Expression switch
            {
                MemberAccessExpressionSyntax access => access.Name,
                MemberBindingExpressionSyntax binding => binding.Name,
                SimpleNameSyntax simple => simple,
                _ => null,
            };
            return name?.Identifier.ValueText is "Serialize" or "Deserialize" or "SerializeAsync" or "DeserializeAsync"
                or "SerializeToJson" or "GetFormatter" or "GetFormatterWithVerify";
        }

        /// <summary>What the call's <c>T</c> needs, or null when the call is not an entry point or its <c>T</c> is open.</summary>
        public static CallSiteModel? Read(GeneratorSyntaxContext context, CancellationToken cancellationToken)
        {
            if (context.SemanticModel.GetSymbolInfo(context.Node, cancellationToken).Symbol is not IMethodSymbol { TypeArguments.Length: 1 } method
                || !IsEntryPoint(method))
            {
                return null;
            }

            ITypeSymbol type = method.TypeArguments[0];
            if (!KnownFormatterTable.IsUsableArgument(type))
            {
                return null;
            }

            // Options known to use a contractless resolver keep BP0009, which is about the standard resolver, quiet for
            // the unattributed types the generated contractless formatters serve (ContractlessOptionsTracker says how far
            // it follows them).
            return Walk(context.SemanticModel.Compilation, type, context.Node.GetLocation(), ContractlessOptionsTracker.Of((InvocationExpressionSyntax)context.Node, context.SemanticModel, cancellationToken));
        }

        /// <summary>
        /// The call when it is an entry point whose <c>T</c> holds a type parameter of the code around it (a generic
        /// helper's), and is otherwise usable; null for every other node. <see cref="GenericFlow"/> closes it.
        /// </summary>
        public static OpenCallSiteModel? ReadOpen(GeneratorSyntaxContext context, CancellationToken cancellationToken)
        {
            if (context.SemanticModel.GetSymbolInfo(context.Node, cancellationToken).Symbol is not IMethodSymbol { TypeArguments.Length: 1 } method
                || !IsEntryPoint(method)
                || !GenericFlow.IsOpen(method.TypeArguments[0])
                || LocationInfo.From(context.Node.GetLocation()) is not { } location)
            {
                return null;
            }

            return new OpenCallSiteModel(location, ContractlessOptionsTracker.Of((InvocationExpressionSyntax)context.Node, context.SemanticModel, cancellationToken));
        }

        /// <summary>The entry point a node calls with its one type argument, or null when the node is not such a call.</summary>
        public static ITypeSymbol? EntryPointTypeArgument(SyntaxNode node, SemanticModel semanticModel, CancellationToken cancellationToken) =>
            semanticModel.GetSymbolInfo(node, cancellationToken).Symbol is IMethodSymbol { TypeArguments.Length: 1 } method && IsEntryPoint(method)
                ? method.TypeArguments[0]
                : null;

        /// <summary>The syntactic filter for <c>[MessagePackSerializable(typeof(T))]</c>, on the assembly or a class.</summary>
        public static bool IsRegistrationCandidate(SyntaxNode node)
        {
            if (node is not AttributeSyntax { ArgumentList.Arguments.Count: 1 } attribute)
            {
                return false;
            }

            SimpleNameSyntax? name = attribute.Name switch
            {
                QualifiedNameSyntax qualified => qualified.Right,
                AliasQualifiedNameSyntax alias => alias.Name,
                SimpleNameSyntax simple => simple,
                _ => null,
            };
            return name?.Identifier.ValueText is "MessagePackSerializable" or "MessagePackSerializableAttribute";
        }

        /// <summary>
        /// What the listed type needs, as for a call site, plus its name for the non-generic methods; null when the
        /// attribute is not BlockPack's or its type is open or unusable.
        /// </summary>
        public static CallSiteModel? ReadRegistration(GeneratorSyntaxContext context, CancellationToken cancellationToken)
        {
            var attribute = (AttributeSyntax)context.Node;
            if (context.SemanticModel.GetSymbolInfo(attribute, cancellationToken).Symbol is not IMethodSymbol { ContainingType: { Name: "MessagePackSerializableAttribute" } attributeType }
                || !IsInBlockPack(attributeType)
                || attribute.ArgumentList!.Arguments[0].Expression is not TypeOfExpressionSyntax typeOf
                || context.SemanticModel.GetTypeInfo(typeOf.Type, cancellationToken).Type is not { } type
                || !KnownFormatterTable.IsUsableArgument(type))
            {
                return null;
            }

            return Walk(context.SemanticModel.Compilation, type, attribute.GetLocation()) with { RegisteredTypeName = TypeNames.Qualified(type) };
        }

        /// <summary>What a closed <paramref name="type"/> needs, with BP0009 at <paramref name="location"/> for what nothing serves.</summary>
        public static CallSiteModel Walk(Compilation compilation, ITypeSymbol type, Location location, ContractlessOptionsKind contractlessOptions = ContractlessOptionsKind.None) =>
            Walk(new KnownSymbols(compilation), type, location, contractlessOptions);

        /// <inheritdoc cref="Walk(Compilation, ITypeSymbol, Location, ContractlessOptionsKind)"/>
        public static CallSiteModel Walk(KnownSymbols known, ITypeSymbol type, Location location, ContractlessOptionsKind contractlessOptions = ContractlessOptionsKind.None)
        {
            var walker = new TypeWalker(known);
            walker.Walk(type);
            var diagnostics = new List<DiagnosticInfo>();
            // ContractlessStandardResolverAllowPrivate also serves the non-public types only its variants are written for.
            var contractless = new HashSet<string>(walker.Objects
                .Where(o => o.IsContractless && (!o.IsAllowPrivate || contractlessOptions == ContractlessOptionsKind.ContractlessAllowPrivate))
                .Select(o => o.TypeName));
            foreach ((ITypeSymbol unserved, string reason) in walker.Unserved)
            {
                if (contractlessOptions != ContractlessOptionsKind.None && contractless.Contains(TypeNames.Qualified(unserved)))
                {
                    continue;
                }

                diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.NoGeneratedFormatter, location, unserved.ToDisplayString(), reason));
            }

            return new CallSiteModel(new EquatableArray<KnownFormatterModel>(walker.Formatters), new EquatableArray<ObjectModel>(walker.Objects), new EquatableArray<DiagnosticInfo>(diagnostics));
        }

        private static bool IsEntryPoint(IMethodSymbol method)
        {
            INamedTypeSymbol type = method.ContainingType;
            if (!IsInBlockPack(type) && method.Name != "GetFormatter")
            {
                return false;
            }

            switch (method.Name)
            {
                case "GetFormatter":
                    // The interface method, or any resolver's implementation of it (StandardResolver.Instance.GetFormatter<T>()).
                    return IsResolverInterface(type) || type.AllInterfaces.Any(IsResolverInterface);
                case "GetFormatterWithVerify":
                    return type.Name == "FormatterResolverExtensions";
                default:
                    return type.Name == "MessagePackSerializer";
            }
        }

        private static bool IsResolverInterface(INamedTypeSymbol type) => type.Name == "IFormatterResolver" && IsInBlockPack(type);

        private static bool IsInBlockPack(INamedTypeSymbol type) =>
            type.ContainingType is null && type.ContainingNamespace is { Name: "BlockPack", ContainingNamespace.IsGlobalNamespace: true };
    }
}
