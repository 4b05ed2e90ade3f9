namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// Everything the formatter files and the resolver are written from, without diagnostics (which carry positions that
    /// move with any edit above them): an edit that changes no type's model leaves this equal, and every later step cached.
    /// </summary>
    internal sealed record GenerationModel
    {
        /// <summary>Gets the namespace of the generated resolver.</summary>
        public string Namespace { get; init; } = "";

        /// <summary>Gets a value indicating whether the resolver is named in [assembly: GeneratedResolver].</summary>
        public bool Register { get; init; }

        /// <summary>Gets the object formatters to write, one per type, sorted by type name.</summary>
        public EquatableArray<ObjectModel> Objects { get; init; }

        /// <summary>Gets the union formatters to write, one per type, sorted by type name.</summary>
        public EquatableArray<UnionModel> Unions { get; init; }

        /// <summary>Gets the types whose own [MessagePackFormatter] the resolver creates.</summary>
        public EquatableArray<KnownFormatterModel> Custom { get; init; }

        /// <summary>Gets the built-in formatters members, call sites and the generated shapes need.</summary>
        public EquatableArray<KnownFormatterModel> Used { get; init; }

        /// <summary>Gets the types listed with [MessagePackSerializable], sorted.</summary>
        public EquatableArray<string> Registered { get; init; }
    }
}
