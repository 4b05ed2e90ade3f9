namespace BlockPack.SourceGenerator.Model
{
    /// <summary>A closed type the generated resolver answers for, with the C# expression that creates its formatter.</summary>
    /// <param name="TypeName">The type, fully qualified with global::.</param>
    /// <param name="Creation">The expression creating the formatter, for example <c>new global::BlockPack.Formatters.ListFormatter&lt;global::A&gt;()</c>.</param>
    internal sealed record KnownFormatterModel(string TypeName, string Creation);
}
