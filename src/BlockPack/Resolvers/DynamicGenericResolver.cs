using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Diagnostics.CodeAnalysis;
using System.Linq;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Builds formatters for generic shapes of the standard library: enums, <see cref="Nullable{T}"/>, arrays of rank
    /// 1 to 4, <see cref="List{T}"/>, <see cref="Dictionary{TKey, TValue}"/>, <see cref="HashSet{T}"/>,
    /// <see cref="Queue{T}"/>, <see cref="Stack{T}"/>, <see cref="ConcurrentDictionary{TKey, TValue}"/>,
    /// <see cref="ReadOnlyDictionary{TKey, TValue}"/>, the collection interfaces (read back as lists, dictionaries
    /// and hash sets) including <see cref="ILookup{TKey, TElement}"/> and <see cref="IGrouping{TKey, TElement}"/>,
    /// <see cref="KeyValuePair{TKey, TValue}"/>, and <see cref="Tuple"/> and
    /// <see cref="ValueTuple"/> of 1 to 8 items.
    /// </summary>
    /// <remarks>
    /// Each closed formatter is created once per type, by reflection, and cached in a static generic class: every
    /// later lookup is a static field read. Element types are resolved when a value is written or read, through the
    /// options' resolver, so they can come from any resolver in the chain.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    public sealed class DynamicGenericResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly DynamicGenericResolver Instance = new DynamicGenericResolver();

        private DynamicGenericResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            // The type initializer runs once per T, under the runtime's lock: thread-safe without locks of our own.
            internal static readonly IMessagePackFormatter<T>? Formatter = (IMessagePackFormatter<T>?)GenericFormatterFactory.Create(typeof(T));
        }

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class GenericFormatterFactory
        {
            // Open generic type → open generic formatter with the same type parameters.
            private static readonly Dictionary<Type, Type> FormatterDefinitions = new Dictionary<Type, Type>
            {
                { typeof(Nullable<>), typeof(NullableFormatter<>) },
                { typeof(List<>), typeof(ListFormatter<>) },
                { typeof(Dictionary<,>), typeof(DictionaryFormatter<,>) },
                { typeof(HashSet<>), typeof(HashSetFormatter<>) },
                { typeof(Queue<>), typeof(QueueFormatter<>) },
                { typeof(Stack<>), typeof(StackFormatter<>) },
                { typeof(IEnumerable<>), typeof(InterfaceEnumerableFormatter<>) },
                { typeof(IList<>), typeof(InterfaceListFormatter<>) },
                { typeof(IReadOnlyList<>), typeof(InterfaceReadOnlyListFormatter<>) },
                { typeof(ICollection<>), typeof(InterfaceCollectionFormatter<>) },
                { typeof(IReadOnlyCollection<>), typeof(InterfaceReadOnlyCollectionFormatter<>) },
                { typeof(ISet<>), typeof(InterfaceSetFormatter<>) },
                { typeof(IDictionary<,>), typeof(InterfaceDictionaryFormatter<,>) },
                { typeof(IReadOnlyDictionary<,>), typeof(InterfaceReadOnlyDictionaryFormatter<,>) },
                { typeof(ReadOnlyDictionary<,>), typeof(ReadOnlyDictionaryFormatter<,>) },
                { typeof(ConcurrentDictionary<,>), typeof(ConcurrentDictionaryFormatter<,>) },
                { typeof(ILookup<,>), typeof(InterfaceLookupFormatter<,>) },
                { typeof(IGrouping<,>), typeof(InterfaceGroupingFormatter<,>) },
#if NET5_0_OR_GREATER
                { typeof(IReadOnlySet<>), typeof(InterfaceReadOnlySetFormatter<>) },
#endif
                { typeof(KeyValuePair<,>), typeof(KeyValuePairFormatter<,>) },
                { typeof(Tuple<>), typeof(TupleFormatter<>) },
                { typeof(Tuple<,>), typeof(TupleFormatter<,>) },
                { typeof(Tuple<,,>), typeof(TupleFormatter<,,>) },
                { typeof(Tuple<,,,>), typeof(TupleFormatter<,,,>) },
                { typeof(Tuple<,,,,>), typeof(TupleFormatter<,,,,>) },
                { typeof(Tuple<,,,,,>), typeof(TupleFormatter<,,,,,>) },
                { typeof(Tuple<,,,,,,>), typeof(TupleFormatter<,,,,,,>) },
                { typeof(Tuple<,,,,,,,>), typeof(TupleFormatter<,,,,,,,>) },
                { typeof(ValueTuple<>), typeof(ValueTupleFormatter<>) },
                { typeof(ValueTuple<,>), typeof(ValueTupleFormatter<,>) },
                { typeof(ValueTuple<,,>), typeof(ValueTupleFormatter<,,>) },
                { typeof(ValueTuple<,,,>), typeof(ValueTupleFormatter<,,,>) },
                { typeof(ValueTuple<,,,,>), typeof(ValueTupleFormatter<,,,,>) },
                { typeof(ValueTuple<,,,,,>), typeof(ValueTupleFormatter<,,,,,>) },
                { typeof(ValueTuple<,,,,,,>), typeof(ValueTupleFormatter<,,,,,,>) },
                { typeof(ValueTuple<,,,,,,,>), typeof(ValueTupleFormatter<,,,,,,,>) },
            };

            internal static IMessagePackFormatter? Create(Type type)
            {
                if (type.IsEnum)
                {
                    // An enum that names its own formatter with [MessagePackFormatter] is left to
                    // AttributeFormatterResolver, as MessagePack-CSharp uses that formatter.
                    return type.IsDefined(typeof(MessagePackFormatterAttribute), inherit: false)
                        ? null
                        : Instantiate(typeof(EnumFormatter<>), type);
                }

                if (type.IsArray)
                {
                    return CreateArrayFormatter(type);
                }

                if (type.IsGenericType && FormatterDefinitions.TryGetValue(type.GetGenericTypeDefinition(), out Type? formatterDefinition))
                {
                    return Instantiate(formatterDefinition, type.GetGenericArguments());
                }

                return null;
            }

            private static IMessagePackFormatter? CreateArrayFormatter(Type arrayType)
            {
                Type element = arrayType.GetElementType()!;

                // A rank-1 array with a non-zero lower bound (T[*]) is a different type from T[]; it is not supported.
                if (arrayType == element.MakeArrayType())
                {
                    return Instantiate(typeof(ArrayFormatter<>), element);
                }

                switch (arrayType.GetArrayRank())
                {
                    case 2: return Instantiate(typeof(TwoDimensionalArrayFormatter<>), element);
                    case 3: return Instantiate(typeof(ThreeDimensionalArrayFormatter<>), element);
                    case 4: return Instantiate(typeof(FourDimensionalArrayFormatter<>), element);
                    default: return null;
                }
            }

            private static IMessagePackFormatter Instantiate(Type formatterDefinition, params Type[] typeArguments) =>
                (IMessagePackFormatter)Activator.CreateInstance(formatterDefinition.MakeGenericType(typeArguments))!;
        }
    }
}
