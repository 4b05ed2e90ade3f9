namespace BlockPack.Internal
{
    /// <summary>The messages of BlockPack's [RequiresUnreferencedCode] and [RequiresDynamicCode] warnings.</summary>
    internal static class AotMessages
    {
        /// <summary>For formatters built at run time from a type's members found by reflection.</summary>
        public const string ReflectsOverTypes =
            "Builds formatters at run time by reflecting over the serialized types, whose members trimming may remove. " +
            "Use the formatters BlockPack.SourceGenerator writes for [MessagePackObject] types (GeneratedMessagePackResolver) instead.";

        /// <summary>For formatters closed over types known only at run time, or emitted as IL.</summary>
        public const string MakesGenericTypes =
            "Creates generic formatter types or emits IL at run time, which NativeAOT cannot do for instantiations it did not see at compile time. " +
            "Use the formatters BlockPack.SourceGenerator writes for [MessagePackObject] types (GeneratedMessagePackResolver) instead.";
    }
}
