using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>How generated code reads and writes each member.</summary>
    internal abstract partial class ObjectModelReader
    {
        /// <summary>The reader method suffix for a primitive or string ("Int32", "String"), or empty.</summary>
        private static string DirectMethod(ITypeSymbol type) => type.SpecialType switch
        {
            SpecialType.System_Boolean => "Boolean",
            SpecialType.System_Char => "Char",
            SpecialType.System_SByte => "SByte",
            SpecialType.System_Byte => "Byte",
            SpecialType.System_Int16 => "Int16",
            SpecialType.System_UInt16 => "UInt16",
            SpecialType.System_Int32 => "Int32",
            SpecialType.System_UInt32 => "UInt32",
            SpecialType.System_Int64 => "Int64",
            SpecialType.System_UInt64 => "UInt64",
            SpecialType.System_Single => "Single",
            SpecialType.System_Double => "Double",
            SpecialType.System_String => "String",
            _ => "",
        };

        /// <summary>
        /// The reader method suffix of an enum's underlying integer type ("Int32"), or empty for anything else (char and
        /// bool, legal underlying types in IL but not in C#, stay with the enum formatter).
        /// </summary>
        private static string EnumUnderlyingMethod(ITypeSymbol type) =>
            type is INamedTypeSymbol { TypeKind: TypeKind.Enum, EnumUnderlyingType: { } underlying } && underlying.SpecialType is not (SpecialType.System_Char or SpecialType.System_Boolean)
                ? DirectMethod(underlying)
                : "";

        /// <summary>
        /// Decides how generated code, which lives outside the type, reads and assigns the member: directly, or from
        /// .NET 8 on through [UnsafeAccessor] for private members, readonly fields and init accessors. False when it
        /// cannot at all; the type is then left to the runtime resolvers.
        /// </summary>
        private bool TryPlanAccess(MemberCandidate member, out bool readsThroughAccessor, out bool writesThroughAccessor)
        {
            readsThroughAccessor = false;
            writesThroughAccessor = false;
            bool assigned = member.IsWritable && !member.IsConstructorParameter;
            bool accessorAvailable = this.known.UnsafeAccessor is not null;
            if (member.Name.IndexOf('.') >= 0 || !KnownFormatterTable.IsUsableArgument(member.Type))
            {
                // An explicit interface implementation, or a member of a type generated code cannot name.
                return false;
            }

            if (member.Symbol is IFieldSymbol field)
            {
                bool needsAccessor = !TypeNames.IsReachable(field) || (assigned && field.IsReadOnly);
                readsThroughAccessor = needsAccessor && member.IsReadable;
                writesThroughAccessor = needsAccessor && assigned;
                return !needsAccessor || accessorAvailable;
            }

            var property = (IPropertySymbol)member.Symbol;
            if (member.IsReadable)
            {
                if (property.GetMethod is not { } getter)
                {
                    return false;
                }

                readsThroughAccessor = !TypeNames.IsReachable(getter);
            }

            if (assigned)
            {
                if (property.SetMethod is not { } setter)
                {
                    return false;
                }

                // An init accessor can only run in an object initializer, which cannot skip members missing from the data.
                writesThroughAccessor = !TypeNames.IsReachable(setter) || setter.IsInitOnly;
            }

            return !(readsThroughAccessor || writesThroughAccessor) || accessorAvailable;
        }
    }
}
