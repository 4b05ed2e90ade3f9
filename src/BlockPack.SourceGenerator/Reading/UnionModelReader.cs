using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>Reads a [Union] interface or abstract class and checks its cases by the runtime's rules (UnionFormatter).</summary>
    internal static class UnionModelReader
    {
        public static GeneratorInput Read(KnownSymbols known, INamedTypeSymbol type)
        {
            var diagnostics = new List<DiagnosticInfo>();
            UnionModel? model = ReadModel(known, type, diagnostics);
            return new GeneratorInput(null, model, new EquatableArray<DiagnosticInfo>(diagnostics));
        }

        private static UnionModel? ReadModel(KnownSymbols known, INamedTypeSymbol type, List<DiagnosticInfo> diagnostics)
        {
            if (!(type.TypeKind == TypeKind.Interface || type.IsAbstract) || type.IsGenericType)
            {
                return null;
            }

            var cases = new List<UnionCaseModel>();
            var keys = new HashSet<int>();
            var types = new HashSet<ITypeSymbol>(SymbolEqualityComparer.Default);
            bool valid = TypeNames.IsReachable(type);
            string unionName = TypeNames.ReflectionName(type);
            foreach (AttributeData attribute in type.GetAttributes().Where(a => KnownSymbols.Is(a, known.Union)))
            {
                Location? where = attribute.ApplicationSyntaxReference?.GetSyntax().GetLocation() ?? type.Locations.FirstOrDefault();
                if (attribute.ConstructorArguments.Length != 2 || attribute.ConstructorArguments[0].Value is not int key)
                {
                    return null;
                }

                INamedTypeSymbol? caseType = attribute.ConstructorArguments[1].Value switch
                {
                    INamedTypeSymbol symbol => symbol,
                    string name => known.Compilation.GetTypeByMetadataName(name.Split(',')[0].Trim()),
                    _ => null,
                };
                if (caseType is null)
                {
                    // A type name that does not resolve here: the runtime reports it when the attribute is read.
                    return null;
                }

                bool derives = type.TypeKind == TypeKind.Interface
                    ? caseType.AllInterfaces.Contains(type, SymbolEqualityComparer.Default)
                    : DerivesFrom(caseType, type);
                if (!derives)
                {
                    // MessagePack-CSharp accepts a case that does not derive from the union (its versioning tests
                    // declare one), and so does the runtime's UnionFormatter, so this is no error. The generated code
                    // cannot convert such a case to the union, though: the union is left to the runtime formatter.
                    valid = false;
                    continue;
                }

                if (!keys.Add(key) || !types.Add(caseType))
                {
                    diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.DuplicateUnionCase, where, key.ToString(System.Globalization.CultureInfo.InvariantCulture), TypeNames.ReflectionName(caseType), unionName));
                    valid = false;
                    continue;
                }

                valid &= TypeNames.IsReachable(caseType) && !caseType.IsUnboundGenericType;
                cases.Add(new UnionCaseModel(key, TypeNames.Qualified(caseType)));
            }

            return valid && cases.Count != 0
                ? new UnionModel { TypeName = TypeNames.Qualified(type), FormatterName = TypeNames.FormatterName(type), Cases = new EquatableArray<UnionCaseModel>(cases) }
                : null;
        }

        private static bool DerivesFrom(INamedTypeSymbol type, INamedTypeSymbol baseType)
        {
            for (INamedTypeSymbol? t = type; t is not null; t = t.BaseType)
            {
                if (SymbolEqualityComparer.Default.Equals(t, baseType))
                {
                    return true;
                }
            }

            return false;
        }
    }
}
