using System;
#if NET8_0_OR_GREATER
using System.Collections.Frozen;
#endif
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Formatters;
using BlockPack.Internal;

namespace BlockPack.ImmutableCollection
{
    /// <summary>
    /// Resolves the <see cref="System.Collections.Immutable"/> collections: <see cref="ImmutableArray{T}"/> (and its
    /// nullable form), <see cref="ImmutableList{T}"/>, <see cref="ImmutableDictionary{TKey, TValue}"/>,
    /// <see cref="ImmutableHashSet{T}"/>, <see cref="ImmutableSortedDictionary{TKey, TValue}"/>,
    /// <see cref="ImmutableSortedSet{T}"/>, <see cref="ImmutableQueue{T}"/>, <see cref="ImmutableStack{T}"/> and the
    /// <c>IImmutable*</c> interfaces, and on .NET 8 and later <c>FrozenSet</c> and <c>FrozenDictionary</c>. Mirrors MessagePack-CSharp's resolver of the same name; the standard resolvers
    /// already include these types (through <see cref="Resolvers.DynamicGenericResolver"/>), so this is needed only
    /// in a custom chain without them.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class ImmutableCollectionResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly ImmutableCollectionResolver Instance = new ImmutableCollectionResolver();

        private ImmutableCollectionResolver()
        {
        }

        /// <summary>Open generic immutable collection type → open generic formatter with the same type parameters.</summary>
        internal static IEnumerable<KeyValuePair<Type, Type>> FormatterDefinitions { get; } = new Dictionary<Type, Type>
        {
            { typeof(ImmutableArray<>), typeof(ImmutableArrayFormatter<>) },
            { typeof(ImmutableList<>), typeof(ImmutableListFormatter<>) },
            { typeof(ImmutableDictionary<,>), typeof(ImmutableDictionaryFormatter<,>) },
            { typeof(ImmutableHashSet<>), typeof(ImmutableHashSetFormatter<>) },
            { typeof(ImmutableSortedDictionary<,>), typeof(ImmutableSortedDictionaryFormatter<,>) },
            { typeof(ImmutableSortedSet<>), typeof(ImmutableSortedSetFormatter<>) },
            { typeof(ImmutableQueue<>), typeof(ImmutableQueueFormatter<>) },
            { typeof(ImmutableStack<>), typeof(ImmutableStackFormatter<>) },
            { typeof(IImmutableList<>), typeof(InterfaceImmutableListFormatter<>) },
            { typeof(IImmutableDictionary<,>), typeof(InterfaceImmutableDictionaryFormatter<,>) },
            { typeof(IImmutableQueue<>), typeof(InterfaceImmutableQueueFormatter<>) },
            { typeof(IImmutableSet<>), typeof(InterfaceImmutableSetFormatter<>) },
            { typeof(IImmutableStack<>), typeof(InterfaceImmutableStackFormatter<>) },
#if NET8_0_OR_GREATER
            { typeof(FrozenSet<>), typeof(FrozenSetFormatter<>) },
            { typeof(FrozenDictionary<,>), typeof(FrozenDictionaryFormatter<,>) },
#endif
        };

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            // The type initializer runs once per T, under the runtime's lock: thread-safe without locks of our own.
            internal static readonly IMessagePackFormatter<T>? Formatter = (IMessagePackFormatter<T>?)Create(typeof(T));

            private static object? Create(Type type)
            {
                if (!type.IsGenericType)
                {
                    return null;
                }

                Type definition = type.GetGenericTypeDefinition();
                Type[] arguments = type.GetGenericArguments();
                if (definition == typeof(Nullable<>) && arguments[0].IsGenericType && arguments[0].GetGenericTypeDefinition() == typeof(ImmutableArray<>))
                {
                    return Activator.CreateInstance(typeof(NullableFormatter<>).MakeGenericType(arguments));
                }

                foreach (KeyValuePair<Type, Type> entry in FormatterDefinitions)
                {
                    if (entry.Key == definition)
                    {
                        return Activator.CreateInstance(entry.Value.MakeGenericType(arguments));
                    }
                }

                return null;
            }
        }
    }
}
