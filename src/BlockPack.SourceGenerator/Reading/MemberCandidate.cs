using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>A field or property found while reading a type, before its model is final (the constructor is chosen later).</summary>
    internal sealed class MemberCandidate
    {
        public MemberCandidate(ISymbol symbol, ITypeSymbol type, bool isReadable, bool isWritable)
        {
            this.Symbol = symbol;
            this.Type = type;
            this.IsReadable = isReadable;
            this.IsWritable = isWritable;
        }

        public ISymbol Symbol { get; }

        public ITypeSymbol Type { get; }

        public string Name => this.Symbol.Name;

        public bool IsReadable { get; }

        public bool IsWritable { get; }

        public int IntKey { get; set; }

        public string? StringKey { get; set; }

        public bool IsExplicit { get; set; }

        public int ConstructorParameterIndex { get; set; } = -1;

        public bool IsConstructorParameter => this.ConstructorParameterIndex >= 0;
    }
}
