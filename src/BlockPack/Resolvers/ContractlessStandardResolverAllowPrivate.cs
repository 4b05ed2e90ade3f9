using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Like <see cref="ContractlessStandardResolver"/>, but non-public fields, properties and constructors are used
    /// too.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class ContractlessStandardResolverAllowPrivate : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain =
            {
                BuiltinResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolverAllowPrivate.Instance,
                DynamicContractlessObjectResolverAllowPrivate.Instance,
            };

        /// <summary>The shared instance.</summary>
        public static readonly ContractlessStandardResolverAllowPrivate Instance = new ContractlessStandardResolverAllowPrivate();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private ContractlessStandardResolverAllowPrivate()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            // Resolved once per closed type; every later lookup is this static field read.
            internal static readonly IMessagePackFormatter<T>? Formatter = ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
