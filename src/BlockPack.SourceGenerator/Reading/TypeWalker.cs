using System.Collections.Generic;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Follows a type through everything it is built from (array elements, generic arguments, members of closed
    /// generic [MessagePackObject] types) and collects what the generated resolver must answer for so that no formatter
    /// is made at run time: the built-in generic formatters closed over the arguments seen, and a model for each closed
    /// generic [MessagePackObject] type. Non-generic [MessagePackObject] and [Union] types of the compilation get
    /// theirs from the attribute pipeline, and those of other assemblies from those assemblies' own generated resolvers.
    /// </summary>
    internal sealed class TypeWalker
    {
        /// <summary>
        /// How deeply a type may nest (generic arguments, array elements) to be walked. A generic type whose member
        /// wraps its own argument (<c>Node&lt;T&gt;</c> with a <c>Node&lt;T[]&gt;</c> member) reaches a new closed type
        /// at every level, without end; C# code rarely names anything deeper than this.
        /// </summary>
        public const int MaxDepth = 8;

        private readonly KnownSymbols known;
        private readonly HashSet<string> visited = new();
        private readonly List<KnownFormatterModel> formatters = new();
        private readonly List<ObjectModel> objects = new();
        private readonly List<(ITypeSymbol Type, string Reason)> unserved = new();

        public TypeWalker(KnownSymbols known)
        {
            this.known = known;
        }

        /// <summary>Gets the built-in formatters found, in the order met.</summary>
        public IReadOnlyList<KnownFormatterModel> Formatters => this.formatters;

        /// <summary>Gets the closed generic object models found, in the order met.</summary>
        public IReadOnlyList<ObjectModel> Objects => this.objects;

        /// <summary>
        /// Gets the types declared in this compilation that were reached but that nothing would serve without dynamic
        /// code, with the reason: not annotated, or an interface or abstract class without [Union].
        /// </summary>
        public IReadOnlyList<(ITypeSymbol Type, string Reason)> Unserved => this.unserved;

        /// <summary>Adds what <paramref name="type"/> and its parts need.</summary>
        public void Walk(ITypeSymbol type)
        {
            if (Depth(type, 0) > MaxDepth || !KnownFormatterTable.IsUsableArgument(type) || !this.visited.Add(TypeNames.Qualified(type)))
            {
                return;
            }

            string? creation = KnownFormatterTable.CreationFor(type, this.known);
            if (creation is not null)
            {
                this.formatters.Add(new KnownFormatterModel(TypeNames.Qualified(type), creation));
            }

            switch (type)
            {
                case IArrayTypeSymbol array:
                    this.Walk(array.ElementType);
                    break;
                case INamedTypeSymbol { IsGenericType: true } generic when this.IsObject(generic):
                    // Marked visited above, so a type that contains itself (Node<T> with a Node<T> member) stops here.
                    ObjectModel? model = StandardObjectReader.ReadReached(this.known, generic, this);
                    this.AddWithVariant(generic, model, contractless: false);

                    break;
                case INamedTypeSymbol { IsGenericType: true } generic:
                    foreach (ITypeSymbol argument in generic.TypeArguments)
                    {
                        this.Walk(argument);
                    }

                    break;
                case INamedTypeSymbol named when CollectionShapeRules.Match(named, this.known) is { } shaped:
                    // A non-generic collection by shape (a user's class implementing ICollection<Row>): its elements.
                    foreach (ITypeSymbol part in shaped.Parts)
                    {
                        this.Walk(part);
                    }

                    break;
                case INamedTypeSymbol { IsGenericType: false } named when creation is null && this.IsDataContract(named):
                    // Non-generic [MessagePackObject] types come from the attribute pipeline; [DataContract] ones only from
                    // here, so a project full of data contracts for other serializers carries formatters only for those
                    // it serializes with BlockPack. Their annotation problems stay run-time errors, as before.
                    ObjectModel? contract = StandardObjectReader.ReadReached(this.known, named, this);
                    if (contract is null)
                    {
                        _ = this.CheckServed(named);
                    }

                    // A non-public data contract is refused by the standard resolver but taken by the AllowPrivate ones.
                    this.AddWithVariant(named, contract, contractless: false);

                    break;
                case INamedTypeSymbol { IsGenericType: false } named when creation is null:
                    if (this.CheckServed(named))
                    {
                        // Not for the standard resolver (BP0009 stands), but ContractlessStandardResolver serves it (a
                        // non-public one only ContractlessStandardResolverAllowPrivate).
                        ObjectModel? contractless = ContractlessObjectReader.Read(this.known, named, this);
                        this.AddWithVariant(named, contractless, contractless: true);
                    }

                    break;
            }
        }

        /// <summary>
        /// Adds the standard model (when there is one) and the AllowPrivate resolvers' variant (when it differs from it).
        /// </summary>
        private void AddWithVariant(INamedTypeSymbol type, ObjectModel? standard, bool contractless)
        {
            if (standard is not null)
            {
                this.objects.Add(standard);
            }

            if (AllowPrivateObjectReader.Read(this.known, type, this, standard, contractless) is { } variant)
            {
                this.objects.Add(variant);
            }
        }

        /// <summary>The type's nesting depth, counting no further than one past <see cref="MaxDepth"/>.</summary>
        private static int Depth(ITypeSymbol type, int level)
        {
            if (level > MaxDepth)
            {
                return level;
            }

            int deepest = level;
            switch (type)
            {
                case IArrayTypeSymbol array:
                    deepest = Depth(array.ElementType, level + 1);
                    break;
                case INamedTypeSymbol { IsGenericType: true } generic:
                    foreach (ITypeSymbol argument in generic.TypeArguments)
                    {
                        deepest = System.Math.Max(deepest, Depth(argument, level + 1));
                    }

                    break;
            }

            return deepest;
        }

        /// <summary>
        /// Only types declared in this compilation's source are checked: a framework or library type may be served by
        /// a built-in formatter or that library's generated resolver, which the generator cannot see from here.
        /// </summary>
        /// <returns>Whether the type was found unserved: a class or struct of this compilation without any attribute is then a contractless candidate.</returns>
        private bool CheckServed(INamedTypeSymbol type)
        {
            if (SymbolEqualityComparer.Default.Equals(type.ContainingAssembly, this.known.Compilation.Assembly) is false
                || type.TypeKind is TypeKind.Enum or TypeKind.Delegate
                || this.known.Find(type, this.known.MessagePackObject) is not null
                || this.known.Find(type, this.known.Union) is not null
                || this.known.Find(type, this.known.MessagePackFormatter) is not null
                || (this.known.Find(type, this.known.DataContract) is not null && type.DeclaredAccessibility == Accessibility.Public))
            {
                return false;
            }

            string reason = type.TypeKind == TypeKind.Interface || type.IsAbstract
                ? "it is an interface or abstract class without [Union]"
                : "it has no [MessagePackObject] (nor [MessagePackFormatter]) for the standard resolver; only ContractlessStandardResolver gets a generated one";
            this.unserved.Add((type, reason));
            return this.known.Find(type, this.known.DataContract) is null;
        }

        private bool IsObject(INamedTypeSymbol type) =>
            (this.known.MessagePackObject is not null && this.known.Find(type.OriginalDefinition, this.known.MessagePackObject) is not null)
            || this.IsDataContract(type.OriginalDefinition);

        private bool IsDataContract(INamedTypeSymbol type) =>
            this.known.DataContract is not null && this.known.Find(type, this.known.DataContract) is not null
            && this.known.Find(type, this.known.MessagePackObject) is null;
    }
}
