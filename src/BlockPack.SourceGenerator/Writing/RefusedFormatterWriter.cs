using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>
    /// Writes the formatter an AllowPrivate resolver gets for a type whose AllowPrivate variant could not be generated:
    /// it throws <c>FormatterNotRegisteredException</c> with the reason, as the resolver would with no formatter at all,
    /// rather than letting the standard formatter (which leaves the non-public members out) answer in its place.
    /// </summary>
    internal static class RefusedFormatterWriter
    {
        /// <summary>Writes the class as a nested class of the resolver.</summary>
        public static void Write(ObjectModel model, SourceWriter w)
        {
            string t = model.TypeName;
            string message = Microsoft.CodeAnalysis.CSharp.SymbolDisplay.FormatLiteral(model.RefusedReason, quote: true);
            w.Line($"/// <summary>Refuses {XmlText.Escape(t)} for the AllowPrivate resolvers: its formatter by their rules could not be generated.</summary>");
            w.Open($"internal sealed class {model.FormatterName} : {RuntimeNames.Formatter}<{t}>");
            w.Line($"internal static readonly {model.FormatterName} Instance = new {model.FormatterName}();");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public void Serialize(ref {RuntimeNames.Writer} writer, {t} value, {RuntimeNames.Options} options) => throw new global::BlockPack.FormatterNotRegisteredException({message});");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public {t} Deserialize(ref {RuntimeNames.Reader} reader, {RuntimeNames.Options} options) => throw new global::BlockPack.FormatterNotRegisteredException({message});");
            w.Close();
        }
    }
}
