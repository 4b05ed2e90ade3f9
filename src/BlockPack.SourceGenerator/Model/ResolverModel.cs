namespace BlockPack.SourceGenerator.Model
{
    /// <summary>What the generated resolver file is written from: built in its own pipeline step, compared by value.</summary>
    internal sealed record ResolverModel
    {
        /// <summary>Gets the namespace of the generated resolver.</summary>
        public string Namespace { get; init; } = "";

        /// <summary>Gets a value indicating whether the resolver is named in [assembly: GeneratedResolver].</summary>
        public bool Register { get; init; }

        /// <summary>Gets each type the resolver answers for, with the expression creating its formatter, in answer order.</summary>
        public EquatableArray<KnownFormatterModel> Entries { get; init; }

        /// <summary>Gets the types listed with [MessagePackSerializable], sorted.</summary>
        public EquatableArray<string> Registered { get; init; }

        /// <summary>Gets the generated structs, which may arrive boxed in an <c>object</c> member, sorted.</summary>
        public EquatableArray<string> Structs { get; init; }

        /// <summary>Gets the contractless types' formatters, served only through the resolver's contractless part.</summary>
        public EquatableArray<KnownFormatterModel> Contractless { get; init; }

        /// <summary>
        /// Gets the AllowPrivate variants of attributed types and unions, served only to StandardResolverAllowPrivate and
        /// ContractlessStandardResolverAllowPrivate (ahead of the standard entries).
        /// </summary>
        public EquatableArray<KnownFormatterModel> AllowPrivate { get; init; }

        /// <summary>Gets the AllowPrivate variants of contractless types, served only to ContractlessStandardResolverAllowPrivate.</summary>
        public EquatableArray<KnownFormatterModel> ContractlessAllowPrivate { get; init; }
    }
}
