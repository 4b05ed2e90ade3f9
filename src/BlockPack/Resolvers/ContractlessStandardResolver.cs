using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Like <see cref="StandardResolver"/>, but classes and structs need no attributes: unannotated ones are written as
    /// a map of their public fields and properties keyed by name.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class ContractlessStandardResolver : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order.
        private static readonly IFormatterResolver[] Chain =
            {
                BuiltinResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolver.Instance,
                DynamicContractlessObjectResolver.Instance,
            };

        /// <summary>The shared instance.</summary>
        public static readonly ContractlessStandardResolver Instance = new ContractlessStandardResolver();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        private ContractlessStandardResolver()
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
