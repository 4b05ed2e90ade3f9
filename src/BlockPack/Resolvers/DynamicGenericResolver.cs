using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Diagnostics.CodeAnalysis;
using System.Linq;
using BlockPack.Formatters;
using BlockPack.ImmutableCollection;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Builds formatters for generic shapes of the standard library: enums, <see cref="Nullable{T}"/>, arrays of rank
    /// 1 to 4, <see cref="List{T}"/>, <see cref="Dictionary{TKey, TValue}"/>, <see cref="HashSet{T}"/>,
    /// <see cref="Queue{T}"/>, <see cref="Stack{T}"/>, <see cref="ConcurrentDictionary{TKey, TValue}"/>,
    /// <see cref="ReadOnlyDictionary{TKey, TValue}"/>, the collection interfaces (read back as lists, dictionaries
    /// and hash sets) including <see cref="ILookup{TKey, TElement}"/> and <see cref="IGrouping{TKey, TElement}"/>,
    /// <see cref="KeyValuePair{TKey, TValue}"/>, and <see cref="Tuple"/> and
    /// <see cref="ValueTuple"/> of 1 to 8 items; the other collections MessagePack-CSharp's resolver handles
    /// (<see cref="LinkedList{T}"/>, <see cref="ObservableCollection{T}"/>, the sorted and concurrent collections,
    /// <c>PriorityQueue</c>, the frozen and immutable collections, <c>OrderedDictionary</c>, <c>ReadOnlySet</c>);
    /// and, by MessagePack-CSharp's rules, user collection types and the non-generic collections (see
    /// <c>CollectionShapes</c>).
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

        /// <summary>
        /// The formatter for <typeparamref name="T"/> if it is a type of the standard library this resolver knows;
        /// never one chosen for a user type by its shape. <see cref="BuiltinResolver"/> asks this, so a user collection
        /// type still reaches <see cref="AttributeFormatterResolver"/> (and any resolver a user puts after
        /// <see cref="BuiltinResolver"/>) before the shape rules, as in MessagePack-CSharp.
        /// </summary>
        internal static IMessagePackFormatter<T>? GetStandardTypeFormatter<T>() => StandardTypeFormatterCache<T>.Formatter;

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class FormatterCache<T>
        {
            // The type initializer runs once per T, under the runtime's lock: thread-safe without locks of our own.
            internal static readonly IMessagePackFormatter<T>? Formatter =
                StandardTypeFormatterCache<T>.Formatter ?? (IMessagePackFormatter<T>?)CollectionShapes.Create(typeof(T), standardTypesOnly: false);
        }

        [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
        [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
        private static class StandardTypeFormatterCache<T>
        {
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

                // Standard library wrappers of one value or a run of elements (issue 20). Their byte forms are bin and
                // come from the built-in resolver, or from ByteSpecializations when this resolver is used alone.
                { typeof(Lazy<>), typeof(LazyFormatter<>) },
                { typeof(ArraySegment<>), typeof(ArraySegmentFormatter<>) },
                { typeof(Memory<>), typeof(MemoryFormatter<>) },
                { typeof(ReadOnlyMemory<>), typeof(ReadOnlyMemoryFormatter<>) },
                { typeof(ReadOnlySequence<>), typeof(ReadOnlySequenceFormatter<>) },
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

                // Collections (issue 20, formatters-collections). SortedSet<T> and Collection<T> are not listed: as in
                // MessagePack-CSharp they take the shape rules (CollectionShapes: GenericCollectionFormatter).
                { typeof(LinkedList<>), typeof(LinkedListFormatter<>) },
                { typeof(ObservableCollection<>), typeof(ObservableCollectionFormatter<>) },
                { typeof(ReadOnlyCollection<>), typeof(ReadOnlyCollectionFormatter<>) },
                { typeof(ReadOnlyObservableCollection<>), typeof(ReadOnlyObservableCollectionFormatter<>) },
                { typeof(ConcurrentQueue<>), typeof(ConcurrentQueueFormatter<>) },
                { typeof(ConcurrentStack<>), typeof(ConcurrentStackFormatter<>) },
                { typeof(ConcurrentBag<>), typeof(ConcurrentBagFormatter<>) },
                { typeof(SortedDictionary<,>), typeof(SortedDictionaryFormatter<,>) },
                { typeof(SortedList<,>), typeof(SortedListFormatter<,>) },
#if NET6_0_OR_GREATER
                { typeof(PriorityQueue<,>), typeof(PriorityQueueFormatter<,>) },
#endif
#if NET9_0_OR_GREATER
                { typeof(OrderedDictionary<,>), typeof(OrderedDictionaryFormatter<,>) },
                { typeof(ReadOnlySet<>), typeof(ReadOnlySetFormatter<>) },
#endif
            };

            // Closed generic types over bytes that MessagePack-CSharp writes as bin rather than as arrays of integers.
            private static readonly Dictionary<Type, IMessagePackFormatter> ByteSpecializations = new Dictionary<Type, IMessagePackFormatter>
            {
                { typeof(ArraySegment<byte>), ByteArraySegmentFormatter.Instance },
                { typeof(Memory<byte>), ByteMemoryFormatter.Instance },
                { typeof(ReadOnlyMemory<byte>), ByteReadOnlyMemoryFormatter.Instance },
                { typeof(ReadOnlySequence<byte>), ByteReadOnlySequenceFormatter.Instance },
            };

            static GenericFormatterFactory()
            {
                // The immutable and frozen collections, shared with ImmutableCollectionResolver.
                foreach (KeyValuePair<Type, Type> entry in ImmutableCollectionResolver.FormatterDefinitions)
                {
                    FormatterDefinitions.Add(entry.Key, entry.Value);
                }
            }

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

                if (ByteSpecializations.TryGetValue(type, out IMessagePackFormatter? byteFormatter))
                {
                    return byteFormatter;
                }

                // Types deriving from System.Type (TypeInfo, for one): written by name like Type itself.
                if (typeof(Type).IsAssignableFrom(type))
                {
                    return (IMessagePackFormatter?)typeof(TypeFormatter<>).MakeGenericType(type).GetField(nameof(TypeFormatter<Type>.Instance))!.GetValue(null);
                }

                if (type.IsGenericType && FormatterDefinitions.TryGetValue(type.GetGenericTypeDefinition(), out Type? formatterDefinition))
                {
                    return Instantiate(formatterDefinition, type.GetGenericArguments());
                }

                return CollectionShapes.Create(type, standardTypesOnly: true);
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
