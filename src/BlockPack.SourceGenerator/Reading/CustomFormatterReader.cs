using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>Turns a [MessagePackFormatter(typeof(F), args...)] into the C# expression that creates F.</summary>
    internal static class CustomFormatterReader
    {
        /// <summary>
        /// A type's own [MessagePackFormatter]: the generated resolver returns that formatter for the type, as the
        /// runtime's AttributeFormatterResolver does, so it works under NativeAOT too.
        /// </summary>
        public static GeneratorInput ReadTypeFormatter(KnownSymbols known, INamedTypeSymbol type)
        {
            KnownFormatterModel? formatter = null;
            if (!type.IsGenericType && TypeNames.IsReachable(type) && known.Find(type, known.MessagePackFormatter) is { } attribute
                && Creation(known, attribute, type) is { } creation)
            {
                formatter = new KnownFormatterModel(TypeNames.Qualified(type), creation);
            }

            return new GeneratorInput(null, null, default) { TypeFormatter = formatter };
        }

        /// <summary>
        /// The expression <c>new F(args)</c>, or <see langword="null"/> when generated code cannot create it (F not
        /// reachable, open generic, or not a formatter of <paramref name="formattedType"/>): the runtime reports those.
        /// </summary>
        public static string? Creation(KnownSymbols known, AttributeData attribute, ITypeSymbol formattedType)
        {
            if (attribute.ConstructorArguments.Length == 0 || attribute.ConstructorArguments[0].Value is not INamedTypeSymbol formatterType
                || formatterType.IsUnboundGenericType || !TypeNames.IsReachable(formatterType) || known.FormatterInterface is null)
            {
                return null;
            }

            INamedTypeSymbol expected = known.FormatterInterface.Construct(formattedType);
            if (!formatterType.AllInterfaces.Contains(expected, SymbolEqualityComparer.Default))
            {
                return null;
            }

            var arguments = new List<string>();
            if (attribute.ConstructorArguments.Length > 1)
            {
                TypedConstant rest = attribute.ConstructorArguments[1];
                if (rest.Kind == TypedConstantKind.Array && !rest.IsNull)
                {
                    arguments.AddRange(rest.Values.Select(v => v.ToCSharpString()));
                }
            }

            return $"new {TypeNames.Qualified(formatterType)}({string.Join(", ", arguments)})";
        }
    }
}
