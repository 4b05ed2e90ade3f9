using System.Collections.Generic;
using System.Linq;
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

        /// <summary>Writes the resolver.</summary>
        /// <param name="model">What it answers for.</param>
        /// <returns>The file's text.</returns>
        public static string Write(ResolverModel model)
        {
            string ns = model.Namespace;
            bool register = model.Register;
            KnownFormatterModel[] formatters = model.Entries.ToArray();
            string[] registered = model.Registered.ToArray();
            string[] structs = model.Structs.ToArray();
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
            w.Open($"internal sealed partial class {ClassName} : {RuntimeNames.Resolver}" + $", {RuntimeNames.RegisteredTypeProvider}");
            w.Line("/// <summary>The one instance.</summary>");
            w.Line($"public static readonly {ClassName} Instance = new {ClassName}();");
            w.Line();
            w.Open($"private {ClassName}()").Close();
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Formatter}<T> GetFormatter<T>() => FormatterCache<T>.Formatter;");
            w.Line();
            w.Open("private static object Create(global::System.Type type)");
            foreach (KnownFormatterModel entry in formatters)
            {
                w.Open($"if (type == typeof({entry.TypeName}))").Line($"return {entry.Creation};").Close();
            }

            w.Line("return null;");
            w.Close();
            w.Line();
            // Closed over each listed type here, at compile time, so the non-generic methods need no MakeGenericMethod.
            w.Line("/// <inheritdoc/>");
            w.Open($"public {RuntimeNames.RegisteredType} GetRegisteredType(global::System.Type type)");
            foreach (string type in registered)
            {
                w.Open($"if (type == typeof({type}))").Line($"return {RuntimeNames.RegisteredType}.Create<{type}>();").Close();
            }

            w.Line("return null;");
            w.Close();
            w.Line();

            // A boxed struct's formatter, closed here: NativeAOT cannot close one over a value type at run time. Classes
            // need none (their generic code is shared). The options' resolver is asked, as for the struct anywhere else.
            w.Line("/// <inheritdoc/>");
            w.Open($"public bool TrySerializeBoxed(ref {RuntimeNames.Writer} writer, object value, {RuntimeNames.Options} options)");
            for (int i = 0; i < structs.Length; i++)
            {
                w.Open($"if (value is {structs[i]} typed{i})")
                    .Line($"{RuntimeNames.ResolverExtensions}.GetFormatterWithVerify<{structs[i]}>(options.Resolver).Serialize(ref writer, typed{i}, options);")
                    .Line("return true;")
                    .Close();
            }

            w.Line("return false;");
            w.Close();
            w.Line();

            // Contractless types: only ContractlessStandardResolver asks this part, so the standard resolver keeps refusing them.
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Resolver} Contractless => {(model.Contractless.Count == 0 ? "null" : "ContractlessPart.Instance")};");
            w.Line();

            // The AllowPrivate variants: only StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate ask these.
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Resolver} AllowPrivate => {(model.AllowPrivate.Count == 0 ? "null" : "AllowPrivatePart.Instance")};");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Resolver} ContractlessAllowPrivate => {(model.ContractlessAllowPrivate.Count == 0 ? "null" : "ContractlessAllowPrivatePart.Instance")};");
            w.Line();
            w.Open("private static class FormatterCache<T>");
            w.Line($"internal static readonly {RuntimeNames.Formatter}<T> Formatter = ({RuntimeNames.Formatter}<T>)Create(typeof(T));");
            w.Close();
            WritePart(w, "ContractlessPart", "The formatters of the contractless types (public members keyed by name), for ContractlessStandardResolver.", model.Contractless);
            WritePart(w, "AllowPrivatePart", "The formatters that use non-public members or constructors, for StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate.", model.AllowPrivate);
            WritePart(w, "ContractlessAllowPrivatePart", "The formatters of the contractless types with their non-public members (keyed by name), for ContractlessStandardResolverAllowPrivate.", model.ContractlessAllowPrivate);
            w.Close();
            w.Close();
            return w.ToString();
        }

        /// <summary>A nested resolver answering for <paramref name="entries"/> only; nothing when there are none.</summary>
        private static void WritePart(SourceWriter w, string name, string summary, EquatableArray<KnownFormatterModel> entries)
        {
            if (entries.Count == 0)
            {
                return;
            }

            w.Line();
            w.Line($"/// <summary>{summary}</summary>");
            w.Open($"private sealed class {name} : {RuntimeNames.Resolver}");
            w.Line($"internal static readonly {name} Instance = new {name}();");
            w.Line();
            w.Line("/// <inheritdoc/>");
            w.Line($"public {RuntimeNames.Formatter}<T> GetFormatter<T>() => Cache<T>.Formatter;");
            w.Line();
            w.Open("private static object Create(global::System.Type type)");
            foreach (KnownFormatterModel entry in entries)
            {
                w.Open($"if (type == typeof({entry.TypeName}))").Line($"return {entry.Creation};").Close();
            }

            w.Line("return null;");
            w.Close();
            w.Line();
            w.Open("private static class Cache<T>");
            w.Line($"internal static readonly {RuntimeNames.Formatter}<T> Formatter = ({RuntimeNames.Formatter}<T>)Create(typeof(T));");
            w.Close();
            w.Close();
        }
    }
}
