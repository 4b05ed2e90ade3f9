namespace BlockPack.SourceGenerator.Model
{
    /// <summary>What reading one attributed type produced: a formatter to write (or none) and the problems found.</summary>
    internal sealed record GeneratorInput(ObjectModel? Object, UnionModel? Union, EquatableArray<DiagnosticInfo> Diagnostics);
}
