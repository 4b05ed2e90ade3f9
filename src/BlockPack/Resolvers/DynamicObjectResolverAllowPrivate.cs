using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Like <see cref="DynamicObjectResolver"/>, but also uses non-public members marked with <see cref="KeyAttribute"/> (or [DataMember]) and non-public constructors.
    /// </summary>
    /// <remarks>
    /// The formatter for each type is generated once at run time (a DynamicMethod; reflection-based where dynamic code
    /// is not supported) and cached in a static generic class, so every lookup after the first is one static field read.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicObjectResolverAllowPrivate : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicObjectResolverAllowPrivate Instance = new DynamicObjectResolverAllowPrivate();

        private DynamicObjectResolverAllowPrivate()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            internal static readonly IMessagePackFormatter<T>? Formatter = ObjectFormatterFactory.Create<T>(ObjectContractPolicy.AllowPrivate);
        }
    }
}
