namespace BlockPack.SourceGenerator.Model
{
    /// <summary>One [Union(key, typeof(Case))] of a union.</summary>
    /// <param name="Key">The integer written before the value.</param>
    /// <param name="TypeName">The case type, fully qualified with global::.</param>
    internal sealed record UnionCaseModel(int Key, string TypeName);
}
