namespace BlockPack.Tests.Objects
{
    /// <summary>Which object formatters a test runs against.</summary>
    public enum FormatterMode
    {
        /// <summary>The emitted (DynamicMethod) formatters the public resolvers use.</summary>
        Emitted,

        /// <summary>The reflection fallback used where dynamic code is not supported, forced on.</summary>
        Reflection,

        /// <summary>The formatters BlockPack.SourceGenerator wrote for this assembly at compile time (GeneratedMessagePackResolver).</summary>
        SourceGenerated,
    }
}
