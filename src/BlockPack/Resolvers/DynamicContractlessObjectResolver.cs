using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats any class or struct: annotated ones as <see cref="DynamicObjectResolver"/> does, others as a map of their public fields and properties keyed by name.
    /// </summary>
    /// <remarks>
    /// The formatter for each type is generated once at run time (a DynamicMethod; reflection-based where dynamic code
    /// is not supported) and cached in a static generic class, so every lookup after the first is one static field read.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicContractlessObjectResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicContractlessObjectResolver Instance = new DynamicContractlessObjectResolver();

        private DynamicContractlessObjectResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = ObjectFormatterFactory.Create<T>(ObjectContractPolicy.Contractless);
        }
    }
}
