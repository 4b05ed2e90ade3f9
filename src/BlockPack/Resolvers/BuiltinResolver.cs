using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>Formatters for the .NET types BlockPack supports out of the box (primitives, strings, collections, ...).</summary>
    public sealed class BuiltinResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly BuiltinResolver Instance = new BuiltinResolver();

        private BuiltinResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            // CONTRACT STUB: the formatters work fills in the type → formatter table.
            internal static readonly IMessagePackFormatter<T>? Formatter = null;
        }
    }
}
