namespace BlockPack.Tests.Objects
{
    /// <summary>Which object formatters a test runs against.</summary>
    public enum FormatterMode
    {
        /// <summary>The generated (DynamicMethod) formatters the public resolvers use.</summary>
        Generated,

        /// <summary>The reflection fallback used where dynamic code is not supported, forced on.</summary>
        Reflection,
    }
}
