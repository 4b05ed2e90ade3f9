using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// The standard resolvers' rules: a [MessagePackObject] type (keyed by [Key], or by name with
    /// <c>keyAsPropertyName</c>; non-public members only with <c>AllowPrivate = true</c>), or a public [DataContract]
    /// type keyed by its [DataMember]s.
    /// </summary>
    internal sealed class StandardObjectReader : ObjectModelReader
    {
        private StandardObjectReader(KnownSymbols known, INamedTypeSymbol type, TypeWalker? walker)
            : base(known, type, walker)
        {
        }

        /// <inheritdoc/>
        protected override bool IsContractless => false;

        /// <summary>
        /// Reads a [MessagePackObject] type found by its attribute, with its AllowPrivate resolvers' variant, and the
        /// diagnostics of both readings that concern the type.
        /// </summary>
        public static GeneratorInput Read(KnownSymbols known, INamedTypeSymbol type)
        {
            var reader = new StandardObjectReader(known, type, null);
            ObjectModel? model = reader.ReadModel();

            // The AllowPrivate resolvers' variant: its diagnostics are dropped (the standard read reports the type's
            // annotation problems; what only the variant sees stays the runtime resolver's error), except BP0010, a
            // non-public member without [Key] or [IgnoreMember], which only these rules see and which makes the type
            // unusable with the AllowPrivate resolvers: worth saying at compile time.
            var variantReader = new AllowPrivateObjectReader(known, type, null, contractless: false);
            ObjectModel? variant = variantReader.ReadVariantOf(model);
            var diagnostics = new List<DiagnosticInfo>(reader.Diagnostics);
            foreach (DiagnosticInfo unkeyed in variantReader.Diagnostics.Where(d => d.Id == DiagnosticDescriptors.UnkeyedNonPublicMember.Id))
            {
                if (!diagnostics.Contains(unkeyed))
                {
                    diagnostics.Add(unkeyed);
                }
            }

            return new GeneratorInput(model, null, new EquatableArray<DiagnosticInfo>(diagnostics.ToArray())) { AllowPrivateVariant = variant };
        }

        /// <summary>
        /// Reads a closed generic type, or a [DataContract] type, reached while walking other types. What its members
        /// use goes to <paramref name="walker"/>, not to the model; its diagnostics are dropped, as they are about the
        /// type's declaration, not about the place it was reached from.
        /// </summary>
        public static ObjectModel? ReadReached(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker) =>
            new StandardObjectReader(known, type, walker).ReadModel();

        /// <inheritdoc/>
        protected override AttributeData? ObjectAttribute() => this.Known.Find(this.Type, this.Known.MessagePackObject);

        /// <inheritdoc/>
        /// <remarks>
        /// A non-public [DataContract] type (IsPublic/IsNestedPublic false) is refused by the standard resolver at run
        /// time: it is left that error.
        /// </remarks>
        protected override bool Takes(AttributeData? objectAttribute) =>
            objectAttribute is not null
            || (this.Known.Find(this.Type, this.Known.DataContract) is not null && this.Type.DeclaredAccessibility == Accessibility.Public);

        /// <inheritdoc/>
        protected override bool KeysByName(AttributeData? objectAttribute) => AsksKeysByName(objectAttribute);

        /// <inheritdoc/>
        protected override bool CountsNonPublicMembers(AttributeData? objectAttribute) => AsksAllowPrivate(objectAttribute);
    }
}
