using System.Collections.Generic;
using System.Collections.Immutable;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// The runtime's collection-by-shape rules (CollectionShapes), for the closed types generated code can name: a
    /// class with a public parameterless constructor that implements the non-generic IList or IDictionary (non-generic
    /// classes only), IDictionary&lt;K, V&gt;, or ICollection&lt;T&gt;, gets the same formatter the JIT picks
    /// (NonGenericListFormatter, NonGenericDictionaryFormatter, GenericDictionaryFormatter, GenericCollectionFormatter),
    /// so SortedSet&lt;T&gt;, Collection&lt;T&gt; and user collections work under NativeAOT.
    /// </summary>
    /// <remarks>
    /// Where the runtime's choice depends on more than interfaces and a parameterless constructor (a read-only
    /// dictionary or an enumerable built through a constructor taking the elements), or where it takes whichever of two
    /// same-named interfaces reflection lists first, nothing is registered: such a type fails under NativeAOT with
    /// FormatterNotRegisteredException naming it rather than being written differently from the JIT. Types of the
    /// System namespaces are matched only when the runtime applies the rules to them by name (ArrayList, Hashtable,
    /// SortedList, SortedSet&lt;T&gt;, Collection&lt;T&gt;); ExpandoObject has its own built-in formatter.
    /// </remarks>
    internal static class CollectionShapeRules
    {
        private const string Formatters = "BlockPack.Formatters.";

        private static readonly HashSet<string> StandardTypes = new()
        {
            "System.Collections.ArrayList",
            "System.Collections.Hashtable",
            "System.Collections.SortedList",
            "System.Collections.Generic.SortedSet`1",
            "System.Collections.ObjectModel.Collection`1",
        };

        /// <summary>The formatter creation the shape rules give <paramref name="type"/> and the types it reads and writes elements as, or null.</summary>
        public static (string Creation, ImmutableArray<ITypeSymbol> Parts)? Match(INamedTypeSymbol type, KnownSymbols known)
        {
            if (type.TypeKind != TypeKind.Class || type.IsAbstract || type.IsStatic || !KnownFormatterTable.IsUsableArgument(type) || !IsCandidate(type, known))
            {
                return null;
            }

            bool parameterless = false;
            foreach (IMethodSymbol constructor in type.InstanceConstructors)
            {
                parameterless |= constructor.Parameters.Length == 0 && constructor.DeclaredAccessibility == Accessibility.Public;
            }

            if (!parameterless)
            {
                // Every rule that does not need a parameterless constructor matches constructors the way
                // CollectionConstructors does; not mirrored here (see remarks).
                return null;
            }

            string self = TypeNames.Qualified(type);
            if (!type.IsGenericType)
            {
                if (Implements(type, "System.Collections.IList"))
                {
                    return Creation(known, "NonGenericListFormatter`1", ImmutableArray<ITypeSymbol>.Empty, self);
                }

                if (Implements(type, "System.Collections.IDictionary"))
                {
                    return Creation(known, "NonGenericDictionaryFormatter`1", ImmutableArray<ITypeSymbol>.Empty, self);
                }
            }

            switch (Single(type, "System.Collections.Generic.IDictionary`2"))
            {
                case { } dictionary:
                    return dictionary.TypeArguments[0].NullableAnnotation == NullableAnnotation.Annotated
                        ? null
                        : Creation(known, "GenericDictionaryFormatter`3", dictionary.TypeArguments, self);
                case null when Count(type, "System.Collections.Generic.IDictionary`2") > 0:
                    return null;
            }

            // The runtime's next rule (IReadOnlyDictionary with a constructor taking the entries) is not mirrored, so a
            // type it could apply to gets nothing rather than a later rule's formatter.
            if (Count(type, "System.Collections.Generic.IReadOnlyDictionary`2") > 0)
            {
                return null;
            }

            return Single(type, "System.Collections.Generic.ICollection`1") is { } collection
                ? Creation(known, "GenericCollectionFormatter`2", collection.TypeArguments, self)
                : null;
        }

        private static bool IsCandidate(INamedTypeSymbol type, KnownSymbols known)
        {
            // [MessagePackObject], [Union] and [MessagePackFormatter] types have formatters of their own.
            if (known.Find(type.OriginalDefinition, known.MessagePackObject) is not null
                || known.Find(type.OriginalDefinition, known.Union) is not null
                || known.Find(type.OriginalDefinition, known.MessagePackFormatter) is not null)
            {
                return false;
            }

            string ns = type.ContainingNamespace is { IsGlobalNamespace: false } n ? n.ToDisplayString() : string.Empty;
            return ns != "System" && !ns.StartsWith("System.", System.StringComparison.Ordinal)
                || (type.ContainingType is null && StandardTypes.Contains(ns + "." + type.OriginalDefinition.MetadataName));
        }

        private static (string, ImmutableArray<ITypeSymbol>)? Creation(KnownSymbols known, string formatter, ImmutableArray<ITypeSymbol> parts, string self)
        {
            // Looked up like the generic table's formatters: a BlockPack build without it gets nothing registered.
            if (known.Compilation.GetTypeByMetadataName(Formatters + formatter) is null)
            {
                return null;
            }

            var arguments = new List<string>();
            foreach (ITypeSymbol part in parts)
            {
                arguments.Add(TypeNames.Qualified(part));
            }

            arguments.Add(self);
            string name = formatter.Substring(0, formatter.IndexOf('`'));
            return ($"new global::{Formatters}{name}<{string.Join(", ", arguments)}>()", parts);
        }

        private static bool Implements(INamedTypeSymbol type, string metadataName) => Count(type, metadataName) > 0;

        private static INamedTypeSymbol? Single(INamedTypeSymbol type, string definition)
        {
            INamedTypeSymbol? found = null;
            foreach (INamedTypeSymbol candidate in type.AllInterfaces)
            {
                if (MetadataName(candidate.OriginalDefinition) == definition)
                {
                    if (found is not null)
                    {
                        return null;
                    }

                    found = candidate;
                }
            }

            return found;
        }

        private static int Count(INamedTypeSymbol type, string definition)
        {
            int count = 0;
            foreach (INamedTypeSymbol candidate in type.AllInterfaces)
            {
                count += MetadataName(candidate.OriginalDefinition) == definition ? 1 : 0;
            }

            return count;
        }

        private static string MetadataName(INamedTypeSymbol type) =>
            type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() + "." + type.MetadataName : type.MetadataName;
    }
}
