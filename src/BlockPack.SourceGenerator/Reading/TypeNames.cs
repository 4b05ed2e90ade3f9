using System.Text;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>How generated code names types and members.</summary>
    internal static class TypeNames
    {
        /// <summary>The type as generated code writes it: global::-qualified, without nullable annotations (generated files disable them).</summary>
        public static string Qualified(ITypeSymbol type) => type.ToDisplayString(SymbolDisplayFormat.FullyQualifiedFormat);

        /// <summary>The type's name as reflection's Type.FullName shows it in messages (namespace, outer types joined with '+').</summary>
        public static string ReflectionName(INamedTypeSymbol type)
        {
            string name = type.MetadataName;
            for (INamedTypeSymbol? outer = type.ContainingType; outer is not null; outer = outer.ContainingType)
            {
                name = outer.MetadataName + "+" + name;
            }

            return type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() + "." + name : name;
        }

        /// <summary>
        /// A class name (and hint name) for the type's formatter, unique per type. A name made only of letters, digits and
        /// dots becomes the dots replaced by '_' (<c>Shop.Order</c> → <c>Shop_OrderFormatter</c>), which no two such
        /// names share. Any other name (an '_' of its own, generic arguments, arrays) could meet another after the same
        /// replacement (<c>A.B_C</c> and <c>A.B.C</c>), so it also gets "__" and a 64-bit hash of the full name: a
        /// double underscore never comes out of the first kind.
        /// </summary>
        public static string FormatterName(ITypeSymbol type)
        {
            string qualified = Qualified(type);
            if (qualified.StartsWith("global::", System.StringComparison.Ordinal))
            {
                qualified = qualified.Substring("global::".Length);
            }

            var builder = new StringBuilder(qualified.Length + 27);
            bool plain = true;
            char previous = '.';

            // The hash below covers the full name; the readable part leaves out the global:: of generic arguments.
            foreach (char c in qualified.Replace("global::", ""))
            {
                if (char.IsLetterOrDigit(c))
                {
                    builder.Append(c);
                }
                else
                {
                    plain &= c == '.';

                    // Runs of separators ("<global::", ", ") collapse to one '_' to keep the readable part short.
                    if (previous != '_')
                    {
                        builder.Append('_');
                    }
                }

                previous = char.IsLetterOrDigit(c) ? c : '_';
            }

            if (!plain)
            {
                builder.Append("__").Append(StableHash(qualified).ToString("x16", System.Globalization.CultureInfo.InvariantCulture));
            }

            return builder.Append("Formatter").ToString();
        }

        /// <summary>FNV-1a over the UTF-16 code units: the same on every machine and every run, unlike string.GetHashCode.</summary>
        private static ulong StableHash(string text)
        {
            ulong hash = 14695981039346656037UL;
            foreach (char c in text)
            {
                hash = (hash ^ c) * 1099511628211UL;
            }

            return hash;
        }

        /// <summary>A member name as C# source can write it (a keyword gets '@').</summary>
        public static string Identifier(string name) =>
            SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None ? "@" + name : name;

        /// <summary>Whether code elsewhere in the same assembly may use the symbol (public or internal, and so are its containing types).</summary>
        public static bool IsReachable(ISymbol symbol)
        {
            for (ISymbol? s = symbol; s is not null && s is not INamespaceSymbol; s = s.ContainingSymbol)
            {
                // A file-local type reports internal, but only its own file can name it.
                if (s.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal)
                    || s is INamedTypeSymbol { IsFileLocal: true })
                {
                    return false;
                }
            }

            return true;
        }
    }
}
