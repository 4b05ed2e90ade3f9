namespace BlockPack.SourceGenerator.Model
{
    /// <summary>What reading one attributed type produced: a formatter to write (or none) and the problems found.</summary>
    internal sealed record GeneratorInput(ObjectModel? Object, UnionModel? Union, EquatableArray<DiagnosticInfo> Diagnostics)
    {
        /// <summary>Gets the formatter a type names with its own [MessagePackFormatter], if generated code can create it.</summary>
        public KnownFormatterModel? TypeFormatter { get; init; }

        /// <summary>Gets the object's variant for the AllowPrivate resolvers, when it differs from <see cref="Object"/>.</summary>
        public ObjectModel? AllowPrivateVariant { get; init; }
    }
}
