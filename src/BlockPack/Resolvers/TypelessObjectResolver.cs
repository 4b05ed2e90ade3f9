using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats <see cref="object"/> with <see cref="TypelessFormatter"/> (the runtime type's name travels with the
    /// value) and every other type as <see cref="ContractlessStandardResolverAllowPrivate"/> does. Put it in a composite
    /// resolver to make <see cref="object"/> members typeless while the rest stays as your other resolvers write it.
    /// </summary>
    /// <remarks>Typeless data names types to create: read it only from trusted sources or with an allow-list (docs/security.md).</remarks>
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    public sealed class TypelessObjectResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly IFormatterResolver Instance = new TypelessObjectResolver();

        private TypelessObjectResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = typeof(T) == typeof(object)
                ? (IMessagePackFormatter<T>)TypelessFormatter.Instance
                : ContractlessStandardResolverAllowPrivate.Instance.GetFormatter<T>();
        }
    }
}
