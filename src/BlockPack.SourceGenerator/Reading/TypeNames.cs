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

        /// <summary>A class name for the type's formatter, unique per type: every character that cannot be in an identifier becomes '_'.</summary>
        public static string FormatterName(ITypeSymbol type)
        {
            string qualified = Qualified(type);
            if (qualified.StartsWith("global::", System.StringComparison.Ordinal))
            {
                qualified = qualified.Substring("global::".Length);
            }

            var builder = new StringBuilder(qualified.Length + 9);
            foreach (char c in qualified)
            {
                builder.Append(char.IsLetterOrDigit(c) ? c : '_');
            }

            return builder.Append("Formatter").ToString();
        }

        /// <summary>A member name as C# source can write it (a keyword gets '@').</summary>
        public static string Identifier(string name) =>
            SyntaxFacts.GetKeywordKind(name) != SyntaxKind.None ? "@" + name : name;

        /// <summary>Whether code elsewhere in the same assembly may use the symbol (public or internal, and so are its containing types).</summary>
        public static bool IsReachable(ISymbol symbol)
        {
            for (ISymbol? s = symbol; s is not null && s is not INamespaceSymbol; s = s.ContainingSymbol)
            {
                if (s.DeclaredAccessibility is not (Accessibility.Public or Accessibility.Internal or Accessibility.ProtectedOrInternal))
                {
                    return false;
                }
            }

            return true;
        }
    }
}
