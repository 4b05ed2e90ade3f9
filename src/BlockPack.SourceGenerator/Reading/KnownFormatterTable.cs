using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Common;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// The closed generic types a member's type is made of (a list of records, an enum, a nullable struct) and the
    /// built-in formatter for each, so the generated resolver can answer for them without MakeGenericType. The table
    /// (<see cref="GenericFormatterTable"/>) is the runtime DynamicGenericResolver's, checked equal by a test.
    /// </summary>
    internal static class KnownFormatterTable
    {
        private const string Formatters = "global::BlockPack.Formatters.";

        private static readonly Dictionary<string, string> ByGenericDefinition = BuildByGenericDefinition();

        /// <summary>
        /// The built-in formatter creation for <paramref name="type"/> alone (its parts are not looked at), or null when
        /// no built-in generic formatter serves it, or when the formatter is missing from the BlockPack build
        /// <paramref name="known"/>'s compilation references (PriorityQueueFormatter is not in the netstandard2.0 build that a
        /// net6.0 project, which has PriorityQueue, references): the type then fails at run time naming itself, as any
        /// unregistered type does, instead of the generated code failing to compile. A class that is a collection by
        /// shape (SortedSet&lt;T&gt;, a user's ICollection&lt;T&gt;) gets the formatter <see cref="CollectionShapeRules"/> gives it.
        /// The built-in reference types of <see cref="GeneratedBuiltinTable"/> get their built-in formatter instance.
        /// </summary>
        public static string? CreationFor(ITypeSymbol type, KnownSymbols known)
        {
            // Uri, Version, Type and the other built-in types BuiltinResolver leaves out under NativeAOT (GeneratedBuiltinTable).
            if (type is INamedTypeSymbol { TypeKind: TypeKind.Class } && GeneratedBuiltinTable.Find(TypeNames.Qualified(type)) is { } builtin)
            {
                return builtin;
            }

            switch (type)
            {
                case INamedTypeSymbol { TypeKind: TypeKind.Enum } enumType when TypeNames.IsReachable(enumType):
                    // An enum that names its formatter with [MessagePackFormatter] gets that formatter, as at run time
                    // and in MessagePack-CSharp; one whose formatter takes arguments is left to the runtime resolver.
                    AttributeData? custom = enumType.GetAttributes().FirstOrDefault(a => a.AttributeClass?.ToDisplayString() == "BlockPack.MessagePackFormatterAttribute");
                    if (custom is null)
                    {
                        return $"new {Formatters}EnumFormatter<{TypeNames.Qualified(enumType)}>()";
                    }

                    return custom.ConstructorArguments.Length == 1 && custom.ConstructorArguments[0].Value is INamedTypeSymbol formatterType
                        && TypeNames.IsReachable(formatterType)
                        && formatterType.InstanceConstructors.Any(c => c.Parameters.Length == 0 && c.DeclaredAccessibility == Accessibility.Public)
                        ? $"new {TypeNames.Qualified(formatterType)}()"
                        : null;
                case IArrayTypeSymbol array when (array.ElementType.SpecialType != SpecialType.System_Byte || array.Rank != 1) && IsUsableArgument(array.ElementType):
                    string? formatter = array.Rank switch
                    {
                        1 when array.IsSZArray => "ArrayFormatter",
                        2 => "TwoDimensionalArrayFormatter",
                        3 => "ThreeDimensionalArrayFormatter",
                        4 => "FourDimensionalArrayFormatter",
                        _ => null,
                    };
                    return formatter is null ? null : $"new {Formatters}{formatter}<{TypeNames.Qualified(array.ElementType)}>()";
                case INamedTypeSymbol { IsGenericType: true } generic when IsUsableArgument(generic)
                    && !IsByteSpecialization(generic)
                    && ByGenericDefinition.TryGetValue(MetadataName(generic.OriginalDefinition), out string? name)
                    && known.Compilation.GetTypeByMetadataName(name + "`" + generic.Arity) is not null:
                    var arguments = new List<string>();
                    foreach (ITypeSymbol argument in generic.TypeArguments)
                    {
                        arguments.Add(TypeNames.Qualified(argument));
                    }

                    return $"new global::{name}<{string.Join(", ", arguments)}>()";
                case INamedTypeSymbol named when CollectionShapeRules.Match(named, known) is { } shaped:
                    return shaped.Creation;
                default:
                    return null;
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

        /// <summary>
        /// ArraySegment, Memory, ReadOnlyMemory and ReadOnlySequence of bytes: bin, written by BuiltinResolver's byte
        /// formatters (as byte[] is), not arrays of integers as the generic formatter would write them.
        /// </summary>
        private static bool IsByteSpecialization(INamedTypeSymbol type) =>
            type.Arity == 1
            && type.TypeArguments[0].SpecialType == SpecialType.System_Byte
            && MetadataName(type.OriginalDefinition) is "System.ArraySegment`1" or "System.Memory`1" or "System.ReadOnlyMemory`1" or "System.Buffers.ReadOnlySequence`1";

        private static Dictionary<string, string> BuildByGenericDefinition()
        {
            var table = new Dictionary<string, string>();
            foreach ((string definition, string formatter) in GenericFormatterTable.Entries)
            {
                table.Add(definition, formatter);
            }

            return table;
        }

        private static string MetadataName(INamedTypeSymbol type) =>
            type.ContainingNamespace is { IsGlobalNamespace: false } ns ? ns.ToDisplayString() + "." + type.MetadataName : type.MetadataName;
    }
}
