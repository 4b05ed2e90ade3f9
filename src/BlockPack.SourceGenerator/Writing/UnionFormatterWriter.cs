using System.Collections.Generic;
using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>
    /// Writes the formatter class of one [Union] type: <c>[key, value]</c>, the case found by exact runtime type
    /// first, then by the first declared case the value derives from, as the runtime's UnionFormatter does.
    /// </summary>
    internal static class UnionFormatterWriter
    {
        public static void Write(UnionModel model, IReadOnlyDictionary<string, string> generatedFormatters, SourceWriter w)
        {
            string t = model.TypeName;
            string Formatter(string caseType) => generatedFormatters.TryGetValue(caseType, out string? name)
                ? name + ".Instance"
                : $"{RuntimeNames.ResolverExtensions}.GetFormatterWithVerify<{caseType}>(options.Resolver)";

            w.Line($"/// <summary>Writes and reads the union {XmlText.Escape(t)} as [key, value]; generated from its [Union] attributes.</summary>");
            w.Open($"internal sealed class {model.FormatterName} : {RuntimeNames.Formatter}<{t}>");
            w.Line($"internal static readonly {model.FormatterName} Instance = new {model.FormatterName}();");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Open($"public void Serialize(ref {RuntimeNames.Writer} writer, {t} value, {RuntimeNames.Options} options)");
            w.Open("if (value is null)").Line("writer.WriteNil();").Line("return;").Close().Line();
            w.Line("global::System.Type type = value.GetType();");
            w.Line("int index;");
            string keyword = "if";
            for (int i = 0; i < model.Cases.Count; i++)
            {
                w.Open($"{keyword} (type == typeof({model.Cases[i].TypeName}))").Line($"index = {i};").Close();
                keyword = "else if";
            }

            for (int i = 0; i < model.Cases.Count; i++)
            {
                w.Open($"{keyword} (value is {model.Cases[i].TypeName})").Line($"index = {i};").Close();
                keyword = "else if";
            }

            w.Open("else");
            w.Line($"{RuntimeNames.Errors}.ThrowUnionSubtypeNotDeclared(typeof({t}), type);");
            w.Line("return;");
            w.Close().Line();
            w.Line("options.Security.DepthStep(ref writer);");
            w.Line("writer.WriteArrayHeader(2);");
            w.Open("switch (index)");
            for (int i = 0; i < model.Cases.Count; i++)
            {
                UnionCaseModel unionCase = model.Cases[i];
                w.Line($"case {i}:");
                w.Line($"    writer.Write({unionCase.Key});");
                w.Line($"    {Formatter(unionCase.TypeName)}.Serialize(ref writer, ({unionCase.TypeName})value, options);");
                w.Line("    break;");
            }

            w.Close();
            w.Line("writer.Depth--;");
            w.Close().Line();

            w.Line("/// <inheritdoc/>");
            w.Open($"public {t} Deserialize(ref {RuntimeNames.Reader} reader, {RuntimeNames.Options} options)");
            w.Open("if (reader.TryReadNil())").Line("return default;").Close().Line();
            w.Line("options.Security.DepthStep(ref reader);");
            w.Line("long position = reader.Consumed;");
            w.Line("int length = reader.ReadArrayHeader();");
            w.Open("if (length != 2)").Line($"{RuntimeNames.Errors}.ThrowUnionArrayLength(typeof({t}), length, position);").Close().Line();
            w.Line("position = reader.Consumed;");
            w.Line("int key = reader.ReadInt32();");
            w.Line($"{t} result;");
            w.Open("switch (key)");
            foreach (UnionCaseModel unionCase in model.Cases)
            {
                w.Line($"case {unionCase.Key}:");
                w.Line($"    result = {Formatter(unionCase.TypeName)}.Deserialize(ref reader, options);");
                w.Line("    break;");
            }

            w.Line("default:");
            w.Line($"    {RuntimeNames.Errors}.ThrowUnionKeyNotDeclared(typeof({t}), key, position);");
            w.Line("    return default;");
            w.Close().Line();
            w.Line("reader.Depth--;");
            w.Line("return result;");
            w.Close();
            w.Close();
        }
    }
}
