namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// What the open call sites of the compilation need once their type parameters are followed to closed types: one
    /// call-site model per closed <c>T</c>, and BP0011 at each call some of whose types cannot be seen.
    /// </summary>
    /// <param name="CallSites">The closed types reached, walked as from a call site.</param>
    /// <param name="Diagnostics">BP0011 (and BP0009 for closed types nothing serves), at the open calls.</param>
    internal sealed record GenericFlowModel(EquatableArray<CallSiteModel> CallSites, EquatableArray<DiagnosticInfo> Diagnostics)
    {
        public static readonly GenericFlowModel Empty = new(new EquatableArray<CallSiteModel>(System.Array.Empty<CallSiteModel>()), new EquatableArray<DiagnosticInfo>(System.Array.Empty<DiagnosticInfo>()));
    }
}
