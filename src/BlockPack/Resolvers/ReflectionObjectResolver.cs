using System;
using System.Collections.Concurrent;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The object resolvers' reflection fallback, forced on even where dynamic code runs. It exists so tests can
    /// prove the fallback writes the same bytes as the generated formatters; the public object resolvers switch to
    /// the same formatters by themselves when <c>RuntimeFeature.IsDynamicCodeSupported</c> is false.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal sealed class ReflectionObjectResolver : IFormatterResolver
    {
        /// <summary>The fallback of <see cref="DynamicObjectResolver"/>.</summary>
        internal static readonly ReflectionObjectResolver Attributed = new ReflectionObjectResolver(ObjectContractPolicy.Attributed);

        /// <summary>The fallback of <see cref="DynamicObjectResolverAllowPrivate"/>.</summary>
        internal static readonly ReflectionObjectResolver AllowPrivate = new ReflectionObjectResolver(ObjectContractPolicy.AllowPrivate);

        /// <summary>The fallback of <see cref="DynamicContractlessObjectResolver"/>.</summary>
        internal static readonly ReflectionObjectResolver Contractless = new ReflectionObjectResolver(ObjectContractPolicy.Contractless);

        /// <summary>The fallback of <see cref="DynamicContractlessObjectResolverAllowPrivate"/>.</summary>
        internal static readonly ReflectionObjectResolver ContractlessAllowPrivate = new ReflectionObjectResolver(ObjectContractPolicy.Contractless | ObjectContractPolicy.AllowPrivate);

        private readonly ObjectContractPolicy policy;
        private readonly ConcurrentDictionary<Type, object?> cache = new();

        private ReflectionObjectResolver(ObjectContractPolicy policy)
        {
            this.policy = policy;
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() =>
            (IMessagePackFormatter<T>?)this.cache.GetOrAdd(typeof(T), _ => ObjectFormatterFactory.Create<T>(this.policy, useDynamicCode: false));
    }
}
