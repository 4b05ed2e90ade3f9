namespace BlockPack.SourceGenerator.Writing
{
    /// <summary>The BlockPack runtime types generated code names, fully qualified so user code cannot shadow them.</summary>
    internal static class RuntimeNames
    {
        public const string Writer = "global::BlockPack.MessagePackWriter";
        public const string Reader = "global::BlockPack.MessagePackReader";
        public const string Options = "global::BlockPack.MessagePackSerializerOptions";
        public const string Resolver = "global::BlockPack.IFormatterResolver";
        public const string ResolverExtensions = "global::BlockPack.FormatterResolverExtensions";
        public const string Formatter = "global::BlockPack.Formatters.IMessagePackFormatter";
        public const string Errors = "global::BlockPack.Formatters.Generated.GeneratedFormatterErrors";
        public const string FormatterLookup = "global::BlockPack.Formatters.Generated.GeneratedFormatterLookup";
        public const string PrimitiveSequences = "global::BlockPack.Formatters.Generated.GeneratedPrimitiveSequences";
        public const string StringMembers = "global::BlockPack.Formatters.Generated.GeneratedStringMembers";
        public const string KeyTable = "global::BlockPack.Formatters.Objects.StringKeyTable";
        public const string CallbackReceiver = "global::BlockPack.IMessagePackSerializationCallbackReceiver";
        public const string RegisteredType = "global::BlockPack.Formatters.Generated.RegisteredType";
        public const string RegisteredTypeProvider = "global::BlockPack.Formatters.Generated.IRegisteredTypeProvider";
        public const string Exception = "global::System.Exception";
    }
}
