namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>Escapes text for XML doc comments in generated code (type names may hold '&lt;' and '&gt;').</summary>
    internal static class XmlText
    {
        public static string Escape(string text) => text.Replace("&", "&amp;").Replace("<", "&lt;").Replace(">", "&gt;");
    }
}
