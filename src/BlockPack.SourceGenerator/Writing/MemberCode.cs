using System.Collections.Generic;
using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>The C# statements and expressions that write and read one member's value.</summary>
    internal sealed class MemberCode
    {
        private readonly IReadOnlyDictionary<string, string> generatedFormatters;
        private readonly IReadOnlyDictionary<string, string> directInstances;

        /// <param name="generatedFormatters">Formatter class names by the type they serve, for direct calls to nested generated types.</param>
        /// <param name="directInstances">
        /// The generated list and array formatters (SequenceFormatterWriter) by the type they serve, as instance
        /// expressions: called directly while the resolver gives exactly that instance (<see cref="DirectCallOf"/>).
        /// </param>
        public MemberCode(IReadOnlyDictionary<string, string> generatedFormatters, IReadOnlyDictionary<string, string> directInstances)
        {
            this.generatedFormatters = generatedFormatters;
            this.directInstances = directInstances;
        }

        /// <summary>Whether any member needs <c>options.Resolver</c>.</summary>
        public bool NeedsResolver(IEnumerable<MemberModel> members)
        {
            foreach (MemberModel member in members)
            {
                if (this.IsResolved(member) || IsDirectString(member))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Whether the member's formatter comes from the options' resolver (neither direct, custom nor a nested generated
        /// type): such members are resolved once per resolver into the formatter's <see cref="ResolvedClass"/>.
        /// </summary>
        public bool IsResolved(MemberModel member) => member.ValueKind == MemberValueKind.Resolver && !this.generatedFormatters.ContainsKey(member.TypeName);

        /// <summary>
        /// Whether a member is a string written and read directly: only while the resolver's string formatter is the
        /// built-in one (checked once per resolver into <see cref="DirectStringsField"/>), since a resolver may replace it
        /// (an interning formatter, say) and the runtime formatters honour that, as MessagePack-CSharp's do.
        /// </summary>
        public static bool IsDirectString(MemberModel member) => member.ValueKind == MemberValueKind.Direct && member.DirectReadMethod == "String";

        /// <summary>The nested class holding what a generated formatter resolved from the resolver it was last used with.</summary>
        public const string ResolvedClass = "Resolved";

        /// <summary>The local that holds, for one Serialize or Deserialize call, the <see cref="ResolvedClass"/> of its resolver.</summary>
        public const string ResolvedLocal = "resolved";

        /// <summary>The field of <see cref="ResolvedClass"/> telling whether strings may be handled directly.</summary>
        public const string DirectStringsField = "DirectStrings";

        /// <summary>
        /// How a resolved member is written and read without its formatter's interface call (which NativeAOT cannot
        /// remove as the JIT's guarded devirtualization does), or null: the test that decides it, made once per resolver
        /// on the member's formatter (<c>{0}</c>, from the resolver <c>resolver</c>) into <c>Direct{index}</c>, the statement
        /// writing <c>{0}</c> and the expression reading the value. DateTime's built-in timestamp formatter, decimal's
        /// built-in formatter and the generated list and array formatters are called directly while the resolver gives
        /// exactly that instance; an enum is written and read as its underlying integer while the resolver gives the
        /// built-in enum formatter; lists and arrays of int, long and double use the writer's and reader's own methods
        /// while the resolver gives the built-in sequence and element formatters (GeneratedPrimitiveSequences).
        /// </summary>
        public DirectCall? DirectCallOf(MemberModel member)
        {
            if (member.TypeName == "global::System.DateTime")
            {
                return Instance("global::BlockPack.Formatters.DateTimeFormatter.Instance");
            }

            if (member.TypeName is "decimal" or "global::System.Decimal")
            {
                return Instance("global::BlockPack.Formatters.DecimalFormatter.Instance");
            }

            if (member.EnumUnderlyingMethod.Length != 0)
            {
                // The built-in enum formatter writes the underlying integer through the same writer overload and reads
                // it back with the same reader method; any other formatter for the enum (names as strings, say) is
                // called as resolved. EnumFormatter<T> is sealed, so the type test names exactly it.
                string integer = IntegerKeywords[member.EnumUnderlyingMethod];
                return new DirectCall(
                    $"{{0}} is global::BlockPack.Formatters.EnumFormatter<{member.TypeName}>",
                    $"writer.Write(({integer}){{0}});",
                    $"({member.TypeName})reader.Read{member.EnumUnderlyingMethod}()");
            }

            if (this.directInstances.TryGetValue(member.TypeName, out string? instance))
            {
                return Instance(instance);
            }

            foreach ((string element, string formatter, string reads) in PrimitiveElements)
            {
                string sequences = RuntimeNames.PrimitiveSequences;
                string elementTest = $"global::System.Object.ReferenceEquals({RuntimeNames.FormatterLookup}.Find<{element}>(resolver), global::BlockPack.Formatters.{formatter}.Instance)";
                if (member.TypeName == $"global::System.Collections.Generic.List<{element}>")
                {
                    return new DirectCall($"{{0}} is global::BlockPack.Formatters.ListFormatter<{element}> && {elementTest}", $"{sequences}.WriteList(ref writer, {{0}}, options);", $"{sequences}.Read{reads}List(ref reader, options)");
                }

                if (member.TypeName == element + "[]")
                {
                    return new DirectCall($"{{0}} is global::BlockPack.Formatters.ArrayFormatter<{element}> && {elementTest}", $"{sequences}.WriteArray(ref writer, {{0}}, options);", $"{sequences}.Read{reads}Array(ref reader, options)");
                }
            }

            return null;

            static DirectCall Instance(string instance) =>
                new DirectCall($"global::System.Object.ReferenceEquals({{0}}, {instance})", $"{instance}.Serialize(ref writer, {{0}}, options);", $"{instance}.Deserialize(ref reader, options)");
        }

        /// <summary>The C# keyword of each integer type an enum can have in C#, by its reader method suffix.</summary>
        private static readonly Dictionary<string, string> IntegerKeywords = new Dictionary<string, string>
        {
            ["SByte"] = "sbyte",
            ["Byte"] = "byte",
            ["Int16"] = "short",
            ["UInt16"] = "ushort",
            ["Int32"] = "int",
            ["UInt32"] = "uint",
            ["Int64"] = "long",
            ["UInt64"] = "ulong",
        };

        /// <summary>The element types GeneratedPrimitiveSequences serves: C# name, built-in formatter, reader method suffix.</summary>
        private static readonly (string Element, string Formatter, string Reads)[] PrimitiveElements =
        {
            ("int", "Int32Formatter", "Int32"),
            ("long", "Int64Formatter", "Int64"),
            ("double", "DoubleFormatter", "Double"),
        };

        /// <summary>The member read from <paramref name="owner"/>, through a cast when it is a hidden base member.</summary>
        public static string Access(MemberModel member, string owner) =>
            member.AccessThrough.Length == 0 ? $"{owner}.{member.Identifier}" : $"(({member.AccessThrough}){owner}).{member.Identifier}";

        /// <summary>The statement writing <paramref name="value"/>, the member's value.</summary>
        public string Write(MemberModel member, int index, string value)
        {
            if (IsDirectString(member))
            {
                return $"if ({ResolvedLocal}.{DirectStringsField}) {{ writer.Write({value}); }} else {{ {StringFormatter}.Serialize(ref writer, {value}, options); }}";
            }

            if (member.ValueKind == MemberValueKind.Direct)
            {
                return $"writer.Write({value});";
            }

            if (member.ValueKind == MemberValueKind.Custom)
            {
                return $"Custom{index}.Serialize(ref writer, {value}, options);";
            }

            if (this.generatedFormatters.TryGetValue(member.TypeName, out string? formatter))
            {
                return $"{formatter}.Instance.Serialize(ref writer, {value}, options);";
            }

            string resolved = $"{ResolvedFormatter(member, index)}.Serialize(ref writer, {value}, options);";
            return this.DirectCallOf(member) is { } direct
                ? $"if ({ResolvedLocal}.Direct{index}) {{ {string.Format(System.Globalization.CultureInfo.InvariantCulture, direct.Write, value)} }} else {{ {resolved} }}"
                : resolved;
        }

        /// <summary>The expression reading the member's value.</summary>
        public string Read(MemberModel member, int index)
        {
            if (IsDirectString(member))
            {
                return $"({ResolvedLocal}.{DirectStringsField} ? reader.ReadString() : {StringFormatter}.Deserialize(ref reader, options))";
            }

            if (member.ValueKind == MemberValueKind.Direct)
            {
                return $"reader.Read{member.DirectReadMethod}()";
            }

            if (member.ValueKind == MemberValueKind.Custom)
            {
                return $"Custom{index}.Deserialize(ref reader, options)";
            }

            if (this.generatedFormatters.TryGetValue(member.TypeName, out string? formatter))
            {
                return $"{formatter}.Instance.Deserialize(ref reader, options)";
            }

            string resolved = $"{ResolvedFormatter(member, index)}.Deserialize(ref reader, options)";
            return this.DirectCallOf(member) is { } direct
                ? $"({ResolvedLocal}.Direct{index} ? {direct.Read} : {resolved})"
                : resolved;
        }

        private static string StringFormatter => $"{RuntimeNames.ResolverExtensions}.GetFormatterWithVerify<string>(options.Resolver)";

        /// <summary>
        /// The formatter of a member resolved from the options' resolver: the one found when this formatter last met the
        /// resolver, or, when that found none, the lookup that raises the failure at this member (GeneratedFormatterLookup).
        /// </summary>
        private static string ResolvedFormatter(MemberModel member, int index) =>
            $"({ResolvedLocal}.Formatter{index} ?? {RuntimeNames.FormatterLookup}.Get<{member.TypeName}>(resolver))";
    }
}
