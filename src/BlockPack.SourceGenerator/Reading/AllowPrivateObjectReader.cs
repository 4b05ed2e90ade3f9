using System.Globalization;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// The rules of StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate (the runtime's
    /// DynamicObjectResolverAllowPrivate and DynamicContractlessObjectResolverAllowPrivate): non-public members,
    /// constructors and (reachable) types count, for an attributed type or, <c>contractless</c>, an unattributed one.
    /// The model is a variant beside the standard formatter, written only where it differs from it.
    /// </summary>
    internal sealed class AllowPrivateObjectReader : ObjectModelReader
    {
        private readonly bool contractless;

        /// <param name="known">The compilation's symbols.</param>
        /// <param name="type">The type read.</param>
        /// <param name="walker">Where what the members use goes; null for a type read from its own attribute.</param>
        /// <param name="contractless">ContractlessStandardResolverAllowPrivate's contract (every member keyed by name) rather than the attributes'.</param>
        public AllowPrivateObjectReader(KnownSymbols known, INamedTypeSymbol type, TypeWalker? walker, bool contractless)
            : base(known, type, walker)
        {
            this.contractless = contractless;
        }

        /// <inheritdoc/>
        protected override bool IsContractless => this.contractless;

        /// <summary>
        /// Reads the type by the AllowPrivate resolvers' rules, reached while walking, for the generated resolver's
        /// AllowPrivate parts.
        /// </summary>
        /// <returns>The variant, or <see langword="null"/> when it would equal <paramref name="standard"/> or cannot be written.</returns>
        public static ObjectModel? Read(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker, ObjectModel? standard, bool contractless) =>
            new AllowPrivateObjectReader(known, type, walker, contractless).ReadVariantOf(standard);

        /// <summary>
        /// The variant renamed and flagged; <see langword="null"/> when it writes exactly what the standard formatter
        /// writes; a refusing one when only the standard formatter can be written.
        /// </summary>
        public ObjectModel? ReadVariantOf(ObjectModel? standard)
        {
            ObjectModel? variant = this.ReadModel();
            if (variant is null)
            {
                return standard is null ? null : standard with
                {
                    IsAllowPrivate = true,
                    FormatterName = standard.FormatterName + AllowPrivateVariants.Suffix,
                    RefusedReason = this.RefusalOf(standard),
                    Members = default,
                    ConstructorArguments = default,
                    UsedTypes = default,
                    ReachedObjects = default,
                };
            }

            if (standard is not null && variant with { UsedTypes = standard.UsedTypes, ReachedObjects = standard.ReachedObjects } == standard)
            {
                // Most types have no non-public member: the standard formatter serves the AllowPrivate resolvers too.
                return null;
            }

            return variant with { IsAllowPrivate = true, FormatterName = variant.FormatterName + AllowPrivateVariants.Suffix };
        }

        /// <inheritdoc/>
        protected override AttributeData? ObjectAttribute() => this.contractless ? null : this.Known.Find(this.Type, this.Known.MessagePackObject);

        /// <inheritdoc/>
        /// <remarks>Any type generated code can name (a private nested one it cannot), as the runtime resolvers take internal types.</remarks>
        protected override bool Takes(AttributeData? objectAttribute) =>
            TypeNames.IsReachable(this.Type)
            && (this.contractless || objectAttribute is not null || this.Known.Find(this.Type, this.Known.DataContract) is not null);

        /// <inheritdoc/>
        protected override bool KeysByName(AttributeData? objectAttribute) => this.contractless || AsksKeysByName(objectAttribute);

        /// <inheritdoc/>
        protected override bool CountsNonPublicMembers(AttributeData? objectAttribute) => true;

        /// <summary>Why the variant of a type the standard formatter serves is not written: the message its refusing formatter throws.</summary>
        private string RefusalOf(ObjectModel standard)
        {
            string resolver = standard.IsContractless ? "ContractlessStandardResolverAllowPrivate" : "StandardResolverAllowPrivate";
            string typeName = standard.TypeName.Replace("global::", "");
            if (this.UnkeyedNonPublicMember is { } member)
            {
                // Not a limit of the generator: the runtime resolver refuses the type too (as MessagePack-CSharp's does).
                return string.Format(CultureInfo.InvariantCulture, DiagnosticDescriptors.AllowPrivateRefusesUnkeyedMember, resolver, typeName, member);
            }

            string why = this.Known.UnsafeAccessor is null ? DiagnosticDescriptors.NoUnsafeAccessor : DiagnosticDescriptors.VariantNotWritable;
            return string.Format(CultureInfo.InvariantCulture, DiagnosticDescriptors.AllowPrivateVariantNotWritten, resolver, typeName, why);
        }
    }
}
