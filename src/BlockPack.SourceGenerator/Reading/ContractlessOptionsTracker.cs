using System.Linq;
using System.Threading;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;
using Microsoft.CodeAnalysis.CSharp.Syntax;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Tells whether the options a call passes use a contractless resolver, so that BP0009 (about the standard resolver)
    /// stays quiet for the types the generated contractless formatters serve. Simple symbol tracking, no data flow: it
    /// follows <c>ContractlessStandardResolver[AllowPrivate].Options</c>; <c>With*</c> chains on them
    /// (<c>WithCompression</c>, <c>WithSecurity</c>, ...); <c>WithResolver(r)</c> and <c>new MessagePackSerializerOptions(r)</c>
    /// where <c>r</c> is the resolver's <c>Instance</c> or a <c>CompositeResolver.Create(...)</c> listing it; a local
    /// initialized with one of these and never assigned again in its method; and a readonly field or get-only property
    /// of the calling type initialized with one. Not followed: parameters, fields and properties of other types,
    /// assignments after the declaration, helper methods, and conditional expressions: BP0009 then warns as before.
    /// </summary>
    internal static class ContractlessOptionsTracker
    {
        // Deep enough for a chain of locals and With* calls; a cycle (a field initialized from itself) stops here too.
        private const int MaxSteps = 16;

        /// <summary>The contractless resolver of the first options argument that is known to use one.</summary>
        public static ContractlessOptionsKind Of(InvocationExpressionSyntax invocation, SemanticModel model, CancellationToken cancellationToken)
        {
            foreach (ArgumentSyntax argument in invocation.ArgumentList.Arguments)
            {
                ContractlessOptionsKind kind = Options(argument.Expression, model, MaxSteps, cancellationToken);
                if (kind != ContractlessOptionsKind.None)
                {
                    return kind;
                }
            }

            return ContractlessOptionsKind.None;
        }

        private static ContractlessOptionsKind Options(ExpressionSyntax expression, SemanticModel model, int steps, CancellationToken cancellationToken)
        {
            if (steps <= 0)
            {
                return ContractlessOptionsKind.None;
            }

            expression = Unwrap(expression);
            switch (expression)
            {
                case InvocationExpressionSyntax { Expression: MemberAccessExpressionSyntax access } call
                    when model.GetSymbolInfo(call, cancellationToken).Symbol is IMethodSymbol { ContainingType.Name: "MessagePackSerializerOptions" } method
                        && method.Name.StartsWith("With", System.StringComparison.Ordinal):
                    // WithResolver replaces the resolver; every other With* keeps it.
                    return method.Name == "WithResolver"
                        ? call.ArgumentList.Arguments.Count == 1 ? Resolver(call.ArgumentList.Arguments[0].Expression, model, steps - 1, cancellationToken) : ContractlessOptionsKind.None
                        : Options(access.Expression, model, steps - 1, cancellationToken);
                case BaseObjectCreationExpressionSyntax { ArgumentList.Arguments.Count: 1 } creation
                    when model.GetSymbolInfo(creation, cancellationToken).Symbol is IMethodSymbol { ContainingType.Name: "MessagePackSerializerOptions" }:
                    return Resolver(creation.ArgumentList.Arguments[0].Expression, model, steps - 1, cancellationToken);
            }

            return Followed(expression, model, steps, cancellationToken, Options, symbol => symbol is IFieldSymbol { Name: "Options" } field ? ResolverKind(field.ContainingType) : null);
        }

        private static ContractlessOptionsKind Resolver(ExpressionSyntax expression, SemanticModel model, int steps, CancellationToken cancellationToken)
        {
            if (steps <= 0)
            {
                return ContractlessOptionsKind.None;
            }

            expression = Unwrap(expression);
            if (expression is InvocationExpressionSyntax call
                && model.GetSymbolInfo(call, cancellationToken).Symbol is IMethodSymbol { Name: "Create", ContainingType.Name: "CompositeResolver" } create
                && IsInBlockPack(create.ContainingType))
            {
                // CompositeResolver.Create(a, b, c) or Create(formatters, new IFormatterResolver[] { ... }): the first
                // contractless resolver listed, as it serves the unattributed types the resolvers before it refuse.
                foreach (ExpressionSyntax listed in call.ArgumentList.Arguments.SelectMany(a => Elements(a.Expression)))
                {
                    ContractlessOptionsKind kind = Resolver(listed, model, steps - 1, cancellationToken);
                    if (kind != ContractlessOptionsKind.None)
                    {
                        return kind;
                    }
                }

                return ContractlessOptionsKind.None;
            }

            return Followed(expression, model, steps, cancellationToken, Resolver, symbol => symbol is IFieldSymbol { Name: "Instance" } field ? ResolverKind(field.ContainingType) : null);
        }

        /// <summary>
        /// The kind of a name: the resolver's own field (<paramref name="known"/>), or what the initializer of a local,
        /// readonly field or get-only property of the calling type holds.
        /// </summary>
        private static ContractlessOptionsKind Followed(
            ExpressionSyntax expression,
            SemanticModel model,
            int steps,
            CancellationToken cancellationToken,
            System.Func<ExpressionSyntax, SemanticModel, int, CancellationToken, ContractlessOptionsKind> follow,
            System.Func<ISymbol, ContractlessOptionsKind?> known)
        {
            if (expression is not (IdentifierNameSyntax or MemberAccessExpressionSyntax) || model.GetSymbolInfo(expression, cancellationToken).Symbol is not { } symbol)
            {
                return ContractlessOptionsKind.None;
            }

            if (known(symbol) is { } kind)
            {
                return kind;
            }

            ExpressionSyntax? initializer = symbol switch
            {
                ILocalSymbol local when !IsReassigned(local, expression, model, cancellationToken) =>
                    (local.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(cancellationToken) as VariableDeclaratorSyntax)?.Initializer?.Value,
                IFieldSymbol { IsReadOnly: true } field when IsOfCallingType(field, expression, model) =>
                    (field.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(cancellationToken) as VariableDeclaratorSyntax)?.Initializer?.Value,
                IPropertySymbol { SetMethod: null } property when IsOfCallingType(property, expression, model) =>
                    property.DeclaringSyntaxReferences.FirstOrDefault()?.GetSyntax(cancellationToken) switch
                    {
                        PropertyDeclarationSyntax { Initializer: { } init } => init.Value,
                        PropertyDeclarationSyntax { ExpressionBody: { } body } => body.Expression,
                        _ => null,
                    },
                _ => null,
            };
            if (initializer is null)
            {
                return ContractlessOptionsKind.None;
            }

            // The initializer may be in another file (a partial declaration of the calling type).
            SemanticModel initializerModel = initializer.SyntaxTree == model.SyntaxTree ? model : model.Compilation.GetSemanticModel(initializer.SyntaxTree);
            return follow(initializer, initializerModel, steps - 1, cancellationToken);
        }

        private static ContractlessOptionsKind? ResolverKind(INamedTypeSymbol type) =>
            !IsInBlockPack(type) ? null
            : type.Name == "ContractlessStandardResolver" ? ContractlessOptionsKind.Contractless
            : type.Name == "ContractlessStandardResolverAllowPrivate" ? ContractlessOptionsKind.ContractlessAllowPrivate
            : null;

        private static bool IsInBlockPack(INamedTypeSymbol type) =>
            type.ContainingNamespace is { Name: "Resolvers", ContainingNamespace: { Name: "BlockPack", ContainingNamespace.IsGlobalNamespace: true } }
            || type.ContainingNamespace is { Name: "BlockPack", ContainingNamespace.IsGlobalNamespace: true };

        private static bool IsOfCallingType(ISymbol member, SyntaxNode use, SemanticModel model) =>
            use.FirstAncestorOrSelf<TypeDeclarationSyntax>() is { } declaration
            && SymbolEqualityComparer.Default.Equals(model.GetDeclaredSymbol(declaration), member.ContainingType);

        /// <summary>Whether the local is assigned anywhere in its method after its declaration (or passed by ref/out).</summary>
        private static bool IsReassigned(ILocalSymbol local, SyntaxNode use, SemanticModel model, CancellationToken cancellationToken)
        {
            SyntaxNode? body = use.FirstAncestorOrSelf<SyntaxNode>(n => n is BaseMethodDeclarationSyntax or AccessorDeclarationSyntax or LocalFunctionStatementSyntax or AnonymousFunctionExpressionSyntax or GlobalStatementSyntax or CompilationUnitSyntax);
            if (body is null)
            {
                return true;
            }

            foreach (SyntaxNode node in body.DescendantNodes())
            {
                ExpressionSyntax? target = node switch
                {
                    AssignmentExpressionSyntax assignment => assignment.Left,
                    ArgumentSyntax { RefKindKeyword.RawKind: not 0 } argument => argument.Expression,
                    _ => null,
                };
                if (target is IdentifierNameSyntax name && name.Identifier.ValueText == local.Name
                    && SymbolEqualityComparer.Default.Equals(model.GetSymbolInfo(name, cancellationToken).Symbol, local))
                {
                    return true;
                }
            }

            return false;
        }

        private static ExpressionSyntax Unwrap(ExpressionSyntax expression)
        {
            while (true)
            {
                switch (expression)
                {
                    case ParenthesizedExpressionSyntax parenthesized:
                        expression = parenthesized.Expression;
                        break;
                    case CastExpressionSyntax cast:
                        expression = cast.Expression;
                        break;
                    case PostfixUnaryExpressionSyntax { RawKind: (int)SyntaxKind.SuppressNullableWarningExpression } bang:
                        expression = bang.Operand;
                        break;
                    default:
                        return expression;
                }
            }
        }

        /// <summary>An argument of CompositeResolver.Create, or the elements of an array or collection expression given there.</summary>
        private static System.Collections.Generic.IEnumerable<ExpressionSyntax> Elements(ExpressionSyntax argument) => Unwrap(argument) switch
        {
            ArrayCreationExpressionSyntax { Initializer: { } init } => init.Expressions,
            ImplicitArrayCreationExpressionSyntax array => array.Initializer.Expressions,
            CollectionExpressionSyntax collection => collection.Elements.OfType<ExpressionElementSyntax>().Select(e => e.Expression),
            var single => new[] { single },
        };
    }
}
