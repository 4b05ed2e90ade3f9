using System.Collections.Generic;
using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>
    /// Writes the resolver that maps each type to its generated or built-in formatter with plain <c>typeof</c>
    /// comparisons: no reflection and no MakeGenericType, so NativeAOT and trimming see every formatter it returns.
    /// </summary>
    internal static class ResolverWriter
    {
        public const string ClassName = "GeneratedMessagePackResolver";

        public static string Write(string ns, IReadOnlyList<KeyValuePair<string, string>> formatters, bool register)
        {
            var w = new SourceWriter();
            w.Line(GeneratedFileHeader.Text.TrimEnd('\n'));
            w.Line();
            if (register)
            {
                // Lets the standard resolvers find this assembly's formatters (SourceGeneratedResolver).
                w.Line($"[assembly: global::BlockPack.GeneratedResolverAttribute(typeof(global::{ns}.{ClassName}))]");
                w.Line();
            }

            w.Open($"namespace {ns}");
            w.Line("/// <summary>");
            w.Line("/// The formatters BlockPack.SourceGenerator wrote for this assembly's [MessagePackObject] and [Union] types, and");
            w.Line("/// the built-in formatters of the enums, collections and nullables their members use. The standard resolvers");
            w.Line("/// find it through the assembly's [GeneratedResolver] attribute; it can also be put in a composite resolver.");
            w.Line("/// Thread-safe: each type's formatter is created once, by the runtime's type initializer.");
            w.Line("/// </summary>");
            w.Open($"internal sealed partial class {ClassName} : {RuntimeNames.Resolver}");
            w.Line("/// <summary>The one instance.</summary>");
            w.Line($"public static readonly {ClassName} Instance = new {ClassName}();");
            w.Line();
            w.Open($"private {ClassName}()").Close();
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Formatter}<T> GetFormatter<T>() => FormatterCache<T>.Formatter;");
            w.Line();
            w.Open("private static object Create(global::System.Type type)");
            foreach (KeyValuePair<string, string> entry in formatters)
            {
                w.Open($"if (type == typeof({entry.Key}))").Line($"return {entry.Value};").Close();
            }

            w.Line("return null;");
            w.Close();
            w.Line();
            w.Open("private static class FormatterCache<T>");
            w.Line($"internal static readonly {RuntimeNames.Formatter}<T> Formatter = ({RuntimeNames.Formatter}<T>)Create(typeof(T));");
            w.Close();
            w.Close();
            w.Close();
            return w.ToString();
        }
    }
}
