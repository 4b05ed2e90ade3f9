using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// The closed generic types a member's type is made of (a list of records, an enum, a nullable struct) and the
    /// built-in formatter for each, so the generated resolver can answer for them without MakeGenericType. The table
    /// follows the runtime's DynamicGenericResolver.
    /// </summary>
    internal static class KnownFormatterTable
    {
        private const string Formatters = "global::BlockPack.Formatters.";

        private static readonly Dictionary<string, string> ByGenericDefinition = new()
        {
            ["System.Nullable`1"] = "NullableFormatter",
            ["System.Collections.Generic.List`1"] = "ListFormatter",
            ["System.Collections.Generic.Dictionary`2"] = "DictionaryFormatter",
            ["System.Collections.Generic.HashSet`1"] = "HashSetFormatter",
            ["System.Collections.Generic.Queue`1"] = "QueueFormatter",
            ["System.Collections.Generic.Stack`1"] = "StackFormatter",
            ["System.Collections.Generic.IEnumerable`1"] = "InterfaceEnumerableFormatter",
            ["System.Collections.Generic.IList`1"] = "InterfaceListFormatter",
            ["System.Collections.Generic.IReadOnlyList`1"] = "InterfaceReadOnlyListFormatter",
            ["System.Collections.Generic.ICollection`1"] = "InterfaceCollectionFormatter",
            ["System.Collections.Generic.IReadOnlyCollection`1"] = "InterfaceReadOnlyCollectionFormatter",
            ["System.Collections.Generic.ISet`1"] = "InterfaceSetFormatter",
            ["System.Collections.Generic.IDictionary`2"] = "InterfaceDictionaryFormatter",
            ["System.Collections.Generic.IReadOnlyDictionary`2"] = "InterfaceReadOnlyDictionaryFormatter",
            ["System.Collections.Generic.KeyValuePair`2"] = "KeyValuePairFormatter",
        };

        /// <summary>Adds <paramref name="type"/> and the types it is built from, where a built-in generic formatter serves them.</summary>
        public static void Collect(ITypeSymbol type, List<KnownFormatterModel> into)
        {
            switch (type)
            {
                case INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType when TypeNames.IsReachable(enumType):
                    // An enum that names its formatter with [MessagePackFormatter] gets that formatter, as at run time
                    // and in MessagePack-CSharp; one whose formatter takes arguments is left to the runtime resolver.
                    AttributeData? custom = enumType.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == "BlockPack.MessagePackFormatterAttribute");
                    if (custom is null)
                    {
                        into.Add(new KnownFormatterModel(TypeNames.Qualified(enumType), $"new {Formatters}EnumFormatter<{TypeNames.Qualified(enumType)}>()"));
                    }
                    else if (custom.ConstructorArguments.Length == 1 && custom.ConstructorArguments[0].Value is INamedTypeSymbol formatterType
                        && TypeNames.IsReachable(formatterType)
                        && formatterType.InstanceConstructors.Any(c => c.Parameters.Length == 0 && c.DeclaredAccessibility == Accessibility.Public))
                    {
                        into.Add(new KnownFormatterModel(TypeNames.Qualified(enumType), $"new {TypeNames.Qualified(formatterType)}()"));
                    }

                    break;
                case IArrayTypeSymbol array when array.ElementType.SpecialType != SpecialType.System_Byte || array.Rank != 1:
                    string element = TypeNames.Qualified(array.ElementType);
                    string? formatter = array.Rank switch
                    {
                        1 when array.IsSZArray => "ArrayFormatter",
                        2 => "TwoDimensionalArrayFormatter",
                        3 => "ThreeDimensionalArrayFormatter",
                        4 => "FourDimensionalArrayFormatter",
                        _ => null,
                    };
                    if (formatter is not null && IsUsableArgument(array.ElementType))
                    {
                        into.Add(new KnownFormatterModel(TypeNames.Qualified(array), $"new {Formatters}{formatter}<{element}>()"));
                        Collect(array.ElementType, into);
                    }

                    break;
                case INamedTypeSymbol { IsGenericType: true } generic:
                    string definition = MetadataName(generic.OriginalDefinition);
                    bool usable = true;
                    foreach (ITypeSymbol argument in generic.TypeArguments)
                    {
                        usable &= IsUsableArgument(argument);
                    }

                    if (usable && ByGenericDefinition.TryGetValue(definition, out string? name))
                    {
                        var arguments = new List<string>();
                        foreach (ITypeSymbol argument in generic.TypeArguments)
                        {
                            arguments.Add(TypeNames.Qualified(argument));
                            Collect(argument, into);
                        }

                        into.Add(new KnownFormatterModel(TypeNames.Qualified(generic), $"new {Formatters}{name}<{string.Join(", ", arguments)}>()"));
                    }

                    break;
            }
        }

        /// <summary>The list, array and (for structs) nullable of a generated type, with their built-in formatters.</summary>
        public static IEnumerable<KnownFormatterModel> ShapesOf(string typeName, bool isValueType)
        {
            yield return new KnownFormatterModel($"global::System.Collections.Generic.List<{typeName}>", $"new {Formatters}ListFormatter<{typeName}>()");
            yield return new KnownFormatterModel(typeName + "[]", $"new {Formatters}ArrayFormatter<{typeName}>()");
            if (isValueType)
            {
                yield return new KnownFormatterModel(typeName + "?", $"new {Formatters}NullableFormatter<{typeName}>()");
            }
        }

        /// <summary>Whether generated code can name the type (no type parameters, nothing private).</summary>
        public static bool IsUsableArgument(ITypeSymbol type) => type switch
        {
            ITypeParameterSymbol => false,
            IArrayTypeSymbol array => IsUsableArgument(array.ElementType),
            INamedTypeSymbol named => TypeNames.IsReachable(named) && System.Linq.Enumerable.All(named.TypeArguments, IsUsableArgument),
            IPointerTypeSymbol or IFunctionPointerTypeSymbol => false,
            _ => true,
        };

        private static string MetadataName(INamedTypeSymbol type) =>
            type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() + "." + type.MetadataName : type.MetadataName;
    }
}
