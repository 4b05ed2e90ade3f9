namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// What one call of a generic BlockPack entry point (<c>MessagePackSerializer.Serialize&lt;T&gt;</c>,
    /// <c>GetFormatter&lt;T&gt;</c>, ...) needs from the generated resolver: the built-in formatters of the shapes
    /// <c>T</c> is made of and the closed generic [MessagePackObject] types it reaches. Compares by value, so an edit
    /// that does not change the types at call sites leaves every later step cached.
    /// </summary>
    /// <param name="Formatters">The built-in formatters <c>T</c> and its parts need.</param>
    /// <param name="Objects">The closed generic [MessagePackObject] types reached, each with its model.</param>
    /// <param name="Diagnostics">BP0009 for the types of this compilation reached here that nothing would serve.</param>
    internal sealed record CallSiteModel(EquatableArray<KnownFormatterModel> Formatters, EquatableArray<ObjectModel> Objects, EquatableArray<DiagnosticInfo> Diagnostics)
    {
        /// <summary>
        /// Gets the type a <c>[MessagePackSerializable(typeof(T))]</c> lists, fully qualified, for the non-generic
        /// methods' registration; empty for a call site.
        /// </summary>
        public string RegisteredTypeName { get; init; } = "";
    }
}
