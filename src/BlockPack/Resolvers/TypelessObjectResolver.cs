using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Formats <see cref="object"/> with <see cref="TypelessFormatter"/> (the runtime type's name travels with the
    /// value), an interface or abstract type that no other resolver of the chain covers the same way (as
    /// MessagePack-CSharp does), and every other type as <see cref="ContractlessStandardResolverAllowPrivate"/> does. Put it in a composite
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
            internal static readonly IMessagePackFormatter<T>? Formatter = Create();

            private static IMessagePackFormatter<T>? Create()
            {
                if (typeof(T) == typeof(object))
                {
                    return (IMessagePackFormatter<T>)TypelessFormatter.Instance;
                }

                // An interface or abstract type no other resolver covers (a member typed as an interface, say) is
                // written with its runtime type's name, as MessagePack-CSharp's typeless resolver does; reading it goes
                // through the same type checks (deny list, TypelessAllowList) as any typeless value.
                IMessagePackFormatter<T>? formatter = ContractlessStandardResolverAllowPrivate.Instance.GetFormatter<T>();
                return formatter is null && (typeof(T).IsInterface || typeof(T).IsAbstract)
                    ? new ForceTypelessFormatter<T>()
                    : formatter;
            }
        }
    }
}
