using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// ContractlessStandardResolver's rules, for a public class or struct with no BlockPack or data-contract attribute:
    /// every public field and property keyed by its name. The model goes to the generated resolver's contractless part
    /// only, so the standard resolver still refuses the type.
    /// </summary>
    internal sealed class ContractlessObjectReader : ObjectModelReader
    {
        private ContractlessObjectReader(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker)
            : base(known, type, walker)
        {
        }

        /// <inheritdoc/>
        protected override bool IsContractless => true;

        /// <summary>Reads an unattributed type reached while walking; what its members use goes to <paramref name="walker"/>.</summary>
        public static ObjectModel? Read(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker) =>
            new ContractlessObjectReader(known, type, walker).ReadModel();

        /// <inheritdoc/>
        protected override AttributeData? ObjectAttribute() => null;

        /// <inheritdoc/>
        protected override bool Takes(AttributeData? objectAttribute) => this.Type.DeclaredAccessibility == Accessibility.Public;

        /// <inheritdoc/>
        protected override bool KeysByName(AttributeData? objectAttribute) => true;

        /// <inheritdoc/>
        protected override bool CountsNonPublicMembers(AttributeData? objectAttribute) => false;
    }
}
