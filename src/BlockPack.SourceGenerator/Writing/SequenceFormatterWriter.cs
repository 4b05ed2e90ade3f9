namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>
    /// Writes the formatters of <c>List&lt;T&gt;</c> and <c>T[]</c> for a type T with a generated formatter: the same
    /// bytes, checks and failures as the built-in ListFormatter and ArrayFormatter, but each element is written and read
    /// by a direct call to T's generated formatter instead of an interface call, which NativeAOT's ahead-of-time code
    /// cannot turn into a direct one as the JIT's guarded devirtualization does. The direct loop runs only while the
    /// options' resolver gives T's generated formatter (checked once per resolver); with any other resolver the built-in
    /// formatter runs, so a resolver that replaces T's formatter is honoured for the elements as before.
    /// </summary>
    internal static class SequenceFormatterWriter
    {
        /// <summary>The class name of the list formatter for the elements <paramref name="formatter"/> serves.</summary>
        public static string ListName(string formatter) => formatter + "_List";

        /// <summary>The class name of the array formatter for the elements <paramref name="formatter"/> serves.</summary>
        public static string ArrayName(string formatter) => formatter + "_Array";

        /// <summary>Writes the list formatter of <paramref name="element"/>, whose generated formatter is <paramref name="formatter"/>.</summary>
        public static void WriteList(string element, string formatter, SourceWriter w)
        {
            string list = $"global::System.Collections.Generic.List<{element}>";
            WriteHead(ListName(formatter), list, element, formatter, "ListFormatter", w);
            w.Open($"public void Serialize(ref {RuntimeNames.Writer} writer, {list} value, {RuntimeNames.Options} options)");
            WriteFallback(w, "Elementwise.Serialize(ref writer, value, options);", "return;");
            w.Open("if (value is null)").Line("writer.WriteNil();").Line("return;").Close().Line();
            w.Line("#if NET5_0_OR_GREATER");
            w.Line($"global::System.ReadOnlySpan<{element}> items = global::System.Runtime.InteropServices.CollectionsMarshal.AsSpan(value);");
            w.Line("int count = items.Length;");
            w.Line("#else");
            w.Line($"{list} items = value;");
            w.Line("int count = value.Count;");
            w.Line("#endif");
            WriteElements(w, formatter);
            w.Close();
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Open($"public {list} Deserialize(ref {RuntimeNames.Reader} reader, {RuntimeNames.Options} options)");
            WriteFallback(w, "return Elementwise.Deserialize(ref reader, options);", null);
            w.Open("if (reader.TryReadNil())").Line("return null;").Close().Line();
            w.Line("// The reader has checked the count against the bytes left, so it is safe to pre-size with.");
            w.Line("int count = reader.ReadArrayHeader();");
            w.Line($"{list} list = new {list}(count);");
            w.Open("if (count == 0)").Line("return list;").Close().Line();
            w.Line("options.Security.DepthStep(ref reader);");
            w.Open("try");
            w.Open("for (int i = 0; i < count; i++)");
            w.Line("reader.CancellationToken.ThrowIfCancellationRequested();");
            w.Line($"list.Add({formatter}.Instance.Deserialize(ref reader, options));");
            w.Close();
            w.Close();
            w.Open("finally").Line("reader.Depth--;").Close().Line();
            w.Line("return list;");
            w.Close();
            w.Close();
        }

        /// <summary>Writes the array formatter of <paramref name="element"/>, whose generated formatter is <paramref name="formatter"/>.</summary>
        public static void WriteArray(string element, string formatter, SourceWriter w)
        {
            string array = element + "[]";
            WriteHead(ArrayName(formatter), array, element, formatter, "ArrayFormatter", w);
            w.Open($"public void Serialize(ref {RuntimeNames.Writer} writer, {array} value, {RuntimeNames.Options} options)");
            WriteFallback(w, "Elementwise.Serialize(ref writer, value, options);", "return;");
            w.Open("if (value is null)").Line("writer.WriteNil();").Line("return;").Close().Line();
            w.Line($"{array} items = value;");
            w.Line("int count = items.Length;");
            WriteElements(w, formatter);
            w.Close();
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Open($"public {array} Deserialize(ref {RuntimeNames.Reader} reader, {RuntimeNames.Options} options)");
            WriteFallback(w, "return Elementwise.Deserialize(ref reader, options);", null);
            w.Open("if (reader.TryReadNil())").Line("return null;").Close().Line();
            w.Line("int count = reader.ReadArrayHeader();");
            w.Open("if (count == 0)").Line($"return global::System.Array.Empty<{element}>();").Close().Line();
            w.Line($"{array} result = new {element}[count];");
            w.Line("options.Security.DepthStep(ref reader);");
            w.Open("try");
            w.Open("for (int i = 0; i < result.Length; i++)");
            w.Line("reader.CancellationToken.ThrowIfCancellationRequested();");
            w.Line($"result[i] = {formatter}.Instance.Deserialize(ref reader, options);");
            w.Close();
            w.Close();
            w.Open("finally").Line("reader.Depth--;").Close().Line();
            w.Line("return result;");
            w.Close();
            w.Close();
        }

        private static void WriteHead(string name, string type, string element, string formatter, string builtin, SourceWriter w)
        {
            w.Line($"/// <summary>Writes and reads {XmlText.Escape(type)}, calling {formatter} for each element; generated.</summary>");
            w.Open($"internal sealed class {name} : {RuntimeNames.Formatter}<{type}>");
            w.Line($"internal static readonly {name} Instance = new {name}();");
            w.Line();
            w.Line($"// The built-in formatter, for a resolver that does not give {formatter} for the elements.");
            w.Line($"private static readonly global::BlockPack.Formatters.{builtin}<{element}> Elementwise = new global::BlockPack.Formatters.{builtin}<{element}>();");
            w.Line();
            w.Line($"// The last resolver found to give {formatter} for the elements.");
            w.Line($"private volatile {RuntimeNames.Resolver} direct;");
            w.Line();
            w.Open($"private bool IsDirect({RuntimeNames.Resolver} resolver)");
            w.Open("if (global::System.Object.ReferenceEquals(this.direct, resolver))").Line("return true;").Close().Line();
            w.Open($"if (!global::System.Object.ReferenceEquals({RuntimeNames.FormatterLookup}.Find<{element}>(resolver), {formatter}.Instance))").Line("return false;").Close().Line();
            w.Line("this.direct = resolver;");
            w.Line("return true;");
            w.Close();
            w.Line();
            w.Line("/// <inheritdoc/>");
        }

        private static void WriteFallback(SourceWriter w, string call, string? then)
        {
            w.Open("if (!this.IsDirect(options.Resolver))").Line(call);
            if (then is not null)
            {
                w.Line(then);
            }

            w.Close().Line();
        }

        /// <summary>The header, then the elements between the depth step and its undoing, as SequenceFormatting writes them.</summary>
        private static void WriteElements(SourceWriter w, string formatter)
        {
            w.Line("writer.WriteArrayHeader(count);");
            w.Open("if (count == 0)").Line("return;").Close().Line();
            w.Line("options.Security.DepthStep(ref writer);");
            w.Open("try");
            w.Open("for (int i = 0; i < count; i++)");
            w.Line("writer.CancellationToken.ThrowIfCancellationRequested();");
            w.Line($"{formatter}.Instance.Serialize(ref writer, items[i], options);");
            w.Close();
            w.Close();
            w.Open("finally").Line("writer.Depth--;").Close();
        }
    }
}
