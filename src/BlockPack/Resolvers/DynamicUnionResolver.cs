using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats interfaces and abstract classes marked with <see cref="UnionAttribute"/> as <c>[key, value]</c>, where
    /// the key names the concrete type.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicUnionResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicUnionResolver Instance = new DynamicUnionResolver();

        private DynamicUnionResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = UnionFormatter<T>.TryCreate();
        }
    }
}
