using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>The BlockPack attribute and interface symbols of one compilation, looked up once.</summary>
    internal sealed class KnownSymbols
    {
        public KnownSymbols(Compilation compilation)
        {
            this.Compilation = compilation;
            this.Key = compilation.GetTypeByMetadataName("BlockPack.KeyAttribute");
            this.IgnoreMember = compilation.GetTypeByMetadataName("BlockPack.IgnoreMemberAttribute");
            this.IgnoreDataMember = compilation.GetTypeByMetadataName("System.Runtime.Serialization.IgnoreDataMemberAttribute");
            this.DataMember = compilation.GetTypeByMetadataName("System.Runtime.Serialization.DataMemberAttribute");
            this.DataContract = compilation.GetTypeByMetadataName("System.Runtime.Serialization.DataContractAttribute");
            this.SerializationConstructor = compilation.GetTypeByMetadataName("BlockPack.SerializationConstructorAttribute");
            this.MessagePackFormatter = compilation.GetTypeByMetadataName("BlockPack.MessagePackFormatterAttribute");
            this.MessagePackObject = compilation.GetTypeByMetadataName("BlockPack.MessagePackObjectAttribute");
            this.Union = compilation.GetTypeByMetadataName("BlockPack.UnionAttribute");
            this.CallbackReceiver = compilation.GetTypeByMetadataName("BlockPack.IMessagePackSerializationCallbackReceiver");
            this.UnsafeAccessor = compilation.GetTypeByMetadataName("System.Runtime.CompilerServices.UnsafeAccessorAttribute");
            this.FormatterInterface = compilation.GetTypeByMetadataName("BlockPack.Formatters.IMessagePackFormatter`1");
        }

        public Compilation Compilation { get; }

        public INamedTypeSymbol? Key { get; }

        public INamedTypeSymbol? IgnoreMember { get; }

        public INamedTypeSymbol? IgnoreDataMember { get; }

        public INamedTypeSymbol? DataMember { get; }

        /// <summary>Gets [DataContract], whose types the standard resolver serves by their [DataMember]s as it does [MessagePackObject] types.</summary>
        public INamedTypeSymbol? DataContract { get; }

        public INamedTypeSymbol? SerializationConstructor { get; }

        public INamedTypeSymbol? MessagePackFormatter { get; }

        public INamedTypeSymbol? MessagePackObject { get; }

        public INamedTypeSymbol? Union { get; }

        public INamedTypeSymbol? CallbackReceiver { get; }

        public INamedTypeSymbol? FormatterInterface { get; }

        /// <summary>Gets [UnsafeAccessor] (.NET 8 and later), with which generated code calls init accessors.</summary>
        public INamedTypeSymbol? UnsafeAccessor { get; }

        public static bool Is(AttributeData attribute, INamedTypeSymbol? type) =>
            type is not null && SymbolEqualityComparer.Default.Equals(attribute.AttributeClass, type);

        public AttributeData? Find(ISymbol symbol, INamedTypeSymbol? attributeType)
        {
            foreach (AttributeData attribute in symbol.GetAttributes())
            {
                if (Is(attribute, attributeType))
                {
                    return attribute;
                }
            }

            return null;
        }
    }
}
