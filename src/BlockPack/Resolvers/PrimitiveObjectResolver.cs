using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves only <see cref="object"/>, to <see cref="PrimitiveObjectFormatter"/>: values typed as object are
    /// written by their runtime primitive type and read back as primitives, arrays and dictionaries. As in
    /// MessagePack-CSharp, compose it with other resolvers for every other type.
    /// </summary>
    public sealed class PrimitiveObjectResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly PrimitiveObjectResolver Instance = new PrimitiveObjectResolver();

        /// <summary>Options that use this resolver alone.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private PrimitiveObjectResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter =
                typeof(T) == typeof(object) ? (IMessagePackFormatter<T>)(object)PrimitiveObjectFormatter.Instance : null;
        }
    }
}
