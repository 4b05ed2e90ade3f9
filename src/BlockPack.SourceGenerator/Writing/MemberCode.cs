using System.Collections.Generic;
using BlockPack.SourceGenerator.Model;

namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>The C# statements and expressions that write and read one member's value.</summary>
    internal sealed class MemberCode
    {
        private readonly IReadOnlyDictionary<string, string> generatedFormatters;

        /// <param name="generatedFormatters">Formatter class names by the type they serve, for direct calls to nested generated types.</param>
        public MemberCode(IReadOnlyDictionary<string, string> generatedFormatters)
        {
            this.generatedFormatters = generatedFormatters;
        }

        /// <summary>Whether any member needs <c>options.Resolver</c>.</summary>
        public bool NeedsResolver(IEnumerable<MemberModel> members)
        {
            foreach (MemberModel member in members)
            {
                if (member.ValueKind == MemberValueKind.Resolver && !this.generatedFormatters.ContainsKey(member.TypeName))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>
        /// Whether a member is a string written and read directly: only while the resolver's string formatter is the
        /// built-in one (checked once per call into <see cref="DirectStringsLocal"/>), since a resolver may replace it
        /// (an interning formatter, say) and the runtime formatters honour that, as MessagePack-CSharp's do.
        /// </summary>
        public static bool IsDirectString(MemberModel member) => member.ValueKind == MemberValueKind.Direct && member.DirectReadMethod == "String";

        /// <summary>The local that holds, for one Serialize or Deserialize call, whether strings may be handled directly.</summary>
        public const string DirectStringsLocal = "directStrings";

        /// <summary>The member read from <paramref name="owner"/>, through a cast when it is a hidden base member.</summary>
        public static string Access(MemberModel member, string owner) =>
            member.AccessThrough.Length == 0 ? $"{owner}.{member.Identifier}" : $"(({member.AccessThrough}){owner}).{member.Identifier}";

        /// <summary>The statement writing <paramref name="value"/>, the member's value.</summary>
        public string Write(MemberModel member, int index, string value) => member.ValueKind switch
        {
            MemberValueKind.Direct when IsDirectString(member) =>
                $"if ({DirectStringsLocal}) {{ writer.Write({value}); }} else {{ {StringFormatter}.Serialize(ref writer, {value}, options); }}",
            MemberValueKind.Direct => $"writer.Write({value});",
            MemberValueKind.Custom => $"Custom{index}.Serialize(ref writer, {value}, options);",
            _ => $"{this.FormatterFor(member)}.Serialize(ref writer, {value}, options);",
        };

        /// <summary>The expression reading the member's value.</summary>
        public string Read(MemberModel member, int index) => member.ValueKind switch
        {
            MemberValueKind.Direct when IsDirectString(member) =>
                $"({DirectStringsLocal} ? reader.ReadString() : {StringFormatter}.Deserialize(ref reader, options))",
            MemberValueKind.Direct => $"reader.Read{member.DirectReadMethod}()",
            MemberValueKind.Custom => $"Custom{index}.Deserialize(ref reader, options)",
            _ => $"{this.FormatterFor(member)}.Deserialize(ref reader, options)",
        };

        private static string StringFormatter => $"{RuntimeNames.ResolverExtensions}.GetFormatterWithVerify<string>(options.Resolver)";

        /// <summary>
        /// The formatter of a member that is neither direct nor custom: a nested generated type's formatter, called
        /// directly, or the resolver's, remembered per type for the first resolver (GeneratedFormatterLookup) so that
        /// an object does not pay a generic interface dispatch per member.
        /// </summary>
        private string FormatterFor(MemberModel member) =>
            this.generatedFormatters.TryGetValue(member.TypeName, out string? formatter)
                ? formatter + ".Instance"
                : $"{RuntimeNames.FormatterLookup}.Get<{member.TypeName}>(resolver)";
    }
}
