using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The resolver of <see cref="MessagePackSerializer.Typeless"/>: <see cref="object"/> members and values carry their
    /// runtime type's name (<see cref="TypelessFormatter"/>), classes need no attributes (as
    /// <see cref="ContractlessStandardResolverAllowPrivate"/>), <see cref="System.DateTime"/> keeps its kind and integers
    /// keep their width, all byte for byte as MessagePack-CSharp's resolver of the same name.
    /// </summary>
    /// <remarks>Typeless data names types to create: read it only from trusted sources or with an allow-list (docs/security.md).</remarks>
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    public sealed class TypelessContractlessStandardResolver : IFormatterResolver
    {
        // Declared before Instance and Options: static fields initialize in source order. MessagePack-CSharp's order.
        private static readonly IFormatterResolver[] Chain =
            {
                TypelessPrimitivesResolver.Instance,
                BuiltinResolver.Instance,
                AttributeFormatterResolver.Instance,
                DynamicGenericResolver.Instance,
                DynamicUnionResolver.Instance,
                DynamicObjectResolver.Instance,
                DynamicContractlessObjectResolverAllowPrivate.Instance,
                TypelessObjectResolver.Instance,
            };

        /// <summary>The shared instance.</summary>
        public static readonly TypelessContractlessStandardResolver Instance = new TypelessContractlessStandardResolver();

        /// <summary>Options that use this resolver.</summary>
        public static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(Instance);

        /// <summary>Initializes a new instance; all instances share one cache, so <see cref="Instance"/> is as good.</summary>
        public TypelessContractlessStandardResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        private static class FormatterCache<T>
        {
            // object comes first: the built-in resolver would otherwise give it the untyped PrimitiveObjectFormatter.
            internal static readonly IMessagePackFormatter<T>? Formatter = typeof(T) == typeof(object)
                ? (IMessagePackFormatter<T>)TypelessFormatter.Instance
                : ResolverChain.FirstFormatter<T>(Chain);
        }
    }
}
