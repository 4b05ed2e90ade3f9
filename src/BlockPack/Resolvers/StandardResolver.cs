using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The default resolver: built-in types first. The objects work extends the chain with attribute formatters,
    /// dynamic generic collections, unions and generated object formatters.
    /// </summary>
    public sealed class StandardResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly StandardResolver Instance = new StandardResolver();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private StandardResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = BuiltinResolver.Instance.GetFormatter<T>();
        }
    }
}
