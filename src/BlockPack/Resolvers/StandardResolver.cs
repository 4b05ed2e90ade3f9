using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The default resolver: built-in types, then a type's own [MessagePackFormatter], then enums, nullables,
    /// collections and tuples, then unions, then generated formatters for [MessagePackObject] and [DataContract] types.
    /// </summary>
    public sealed class StandardResolver : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain =
            {
                BuiltinResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolver.Instance,
            };

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
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
