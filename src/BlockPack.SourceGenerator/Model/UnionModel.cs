namespace BlockPack.SourceGenerator.Model
{
    /// <summary>A [Union] interface or abstract class and its cases, in declaration order.</summary>
    internal sealed record UnionModel
    {
        /// <summary>Gets the union type, fully qualified with global::.</summary>
        public string TypeName { get; init; } = "";

        /// <summary>Gets the name of the generated formatter class.</summary>
        public string FormatterName { get; init; } = "";

        /// <summary>Gets the cases in declaration order.</summary>
        public EquatableArray<UnionCaseModel> Cases { get; init; }

        /// <summary>
        /// Gets a value indicating whether this is the variant for the AllowPrivate resolvers: written where a case's
        /// formatter has such a variant, and calling those.
        /// </summary>
        public bool IsAllowPrivate { get; init; }
    }
}
