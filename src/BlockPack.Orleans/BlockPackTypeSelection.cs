using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Runtime.Serialization;
using global::Orleans;
using global::Orleans.Serialization.Serializers;

namespace BlockPack.Orleans
{
    /// <summary>
    /// Decides, once per type, which types the codec serializes and copies and which of them Orleans counts as
    /// immutable. Orleans asks on every value it has not resolved a codec for, so the answers are cached.
    /// </summary>
    internal sealed class BlockPackTypeSelection
    {
        private readonly ICodecSelector[] codecSelectors;
        private readonly ICopierSelector[] copierSelectors;
        private readonly Func<Type, bool?>? isSerializableType;
        private readonly Func<Type, bool?>? isCopyableType;
        private readonly bool includeDataContractTypes;
        private readonly ConcurrentDictionary<Type, bool> serializable = new();
        private readonly ConcurrentDictionary<Type, bool> copyable = new();
        private readonly ConcurrentDictionary<Type, bool> immutable = new();

        internal BlockPackTypeSelection(IEnumerable<ICodecSelector> codecSelectors, IEnumerable<ICopierSelector> copierSelectors, BlockPackCodecOptions options)
        {
            this.codecSelectors = codecSelectors.Where(s => string.Equals(s.CodecName, BlockPackCodec.WellKnownAlias, StringComparison.Ordinal)).ToArray();
            this.copierSelectors = copierSelectors.Where(s => string.Equals(s.CopierName, BlockPackCodec.WellKnownAlias, StringComparison.Ordinal)).ToArray();
            this.isSerializableType = options.IsSerializableType;
            this.isCopyableType = options.IsCopyableType;
            this.includeDataContractTypes = options.IncludeDataContractTypes;
        }

        /// <summary>Gets a value indicating whether the codec writes and reads values of <paramref name="type"/>.</summary>
        internal bool IsSerializable(Type type)
            => this.serializable.TryGetValue(type, out bool known) ? known : this.serializable.GetOrAdd(type, this.DecideSerializable(type));

        /// <summary>Gets a value indicating whether the codec deep-copies values of <paramref name="type"/>.</summary>
        internal bool IsCopyable(Type type)
            => this.copyable.TryGetValue(type, out bool known) ? known : this.copyable.GetOrAdd(type, this.DecideCopyable(type));

        /// <summary>
        /// Gets a value indicating whether Orleans counts <paramref name="type"/> as immutable (it carries
        /// <see cref="ImmutableAttribute"/>), so that a copy may be the value itself.
        /// </summary>
        internal bool IsImmutable(Type type)
            => this.immutable.TryGetValue(type, out bool known) ? known : this.immutable.GetOrAdd(type, t => t.IsDefined(typeof(ImmutableAttribute), inherit: false));

        private bool DecideSerializable(Type type)
        {
            foreach (ICodecSelector selector in this.codecSelectors)
            {
                if (selector.IsSupportedType(type))
                {
                    return true;
                }
            }

            return this.isSerializableType?.Invoke(type) ?? this.HasContractAttribute(type);
        }

        private bool DecideCopyable(Type type)
        {
            foreach (ICopierSelector selector in this.copierSelectors)
            {
                if (selector.IsSupportedType(type))
                {
                    return true;
                }
            }

            return this.isCopyableType?.Invoke(type) ?? this.HasContractAttribute(type);
        }

        private bool HasContractAttribute(Type type)
        {
            if (type.IsInterface || type.IsAbstract || type.ContainsGenericParameters)
            {
                // Values always have a concrete type; the codec is asked about that one.
                return false;
            }

            return type.GetCustomAttribute<MessagePackObjectAttribute>(inherit: true) is not null
                || (this.includeDataContractTypes && type.GetCustomAttribute<DataContractAttribute>(inherit: false) is not null);
        }
    }
}
