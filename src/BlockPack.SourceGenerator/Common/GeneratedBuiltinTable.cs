namespace BlockPack.SourceGenerator.Common
{
    /// <summary>
    /// The built-in reference types that BuiltinResolver serves only where dynamic code runs, and the built-in formatter
    /// of each. Under NativeAOT one shared instantiation of BuiltinResolver's cache serves every reference type, so every
    /// formatter in its table is carried by every app; these seven, which few apps use, cost about 239 KB there (Uri
    /// the most; docs/source-generator.md "NativeAOT executable size"). The generated resolver serves them instead,
    /// with the same formatter instances (so the same bytes), in the compilations that use them: a member, call-site or
    /// <c>[MessagePackSerializable]</c> type. Kept equal to the runtime's list by GeneratedBuiltinTableTests.
    /// </summary>
    /// <remarks>Plain strings and no Roslyn types, so the file can also be compiled into tests that do not load Roslyn.</remarks>
    internal static class GeneratedBuiltinTable
    {
        /// <summary>Fully qualified C# type name → the expression giving its built-in formatter.</summary>
        public static readonly (string TypeName, string Formatter)[] Entries =
        {
            ("global::System.Collections.Generic.List<byte>", "global::BlockPack.Formatters.ByteListFormatter.Instance"),
            ("global::System.Dynamic.ExpandoObject", "global::BlockPack.Formatters.ExpandoObjectFormatter.Instance"),
            ("global::System.Uri", "global::BlockPack.Formatters.UriFormatter.Instance"),
            ("global::System.Version", "global::BlockPack.Formatters.VersionFormatter.Instance"),
            ("global::System.Text.StringBuilder", "global::BlockPack.Formatters.StringBuilderFormatter.Instance"),
            ("global::System.Collections.BitArray", "global::BlockPack.Formatters.BitArrayFormatter.Instance"),
            ("global::System.Type", "global::BlockPack.Formatters.TypeFormatter<global::System.Type>.Instance"),
        };

        /// <summary>The formatter expression of <paramref name="typeName"/> (fully qualified), or null when it is not one of these.</summary>
        public static string? Find(string typeName)
        {
            foreach ((string name, string formatter) in Entries)
            {
                if (name == typeName)
                {
                    return formatter;
                }
            }

            return null;
        }
    }
}
