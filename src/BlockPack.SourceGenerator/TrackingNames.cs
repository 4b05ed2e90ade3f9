namespace BlockPack.SourceGenerator
{
    /// <summary>Names of the generator's pipeline steps, which tests read to check what an edit re-ran.</summary>
    internal static class TrackingNames
    {
        public const string Model = "BlockPack.Model";
        public const string Resolver = "BlockPack.Resolver";
        public const string AnnotationDiagnostics = "BlockPack.AnnotationDiagnostics";
        public const string GenericFlow = "BlockPack.GenericFlow";
        public const string CallSiteDiagnostics = "BlockPack.CallSiteDiagnostics";
        public const string DiagnosticsInCompilation = "BlockPack.DiagnosticsInCompilation";
    }
}
