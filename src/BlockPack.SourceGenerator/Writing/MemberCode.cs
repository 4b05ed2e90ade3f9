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
        /// expressions: called directly while the resolver gives exactly that instance (<see cref="DirectInstance"/>).
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
        /// The sealed formatter instance a resolved member is called on directly (no interface dispatch, which NativeAOT
        /// cannot remove as the JIT's guarded devirtualization does) while the resolver gives exactly that instance, else
        /// null: DateTime's built-in timestamp formatter, and the generated list and array formatters.
        /// </summary>
        public string? DirectInstance(MemberModel member) =>
            member.TypeName == "global::System.DateTime" ? "global::BlockPack.Formatters.DateTimeFormatter.Instance"
            : this.directInstances.TryGetValue(member.TypeName, out string? instance) ? instance
            : null;

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
            return this.DirectInstance(member) is { } direct
                ? $"if ({ResolvedLocal}.Direct{index}) {{ {direct}.Serialize(ref writer, {value}, options); }} else {{ {resolved} }}"
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
            return this.DirectInstance(member) is { } direct
                ? $"({ResolvedLocal}.Direct{index} ? {direct}.Deserialize(ref reader, options) : {resolved})"
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
