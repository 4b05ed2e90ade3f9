using System;
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Dynamic;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// <see cref="DynamicGenericResolver"/>'s last step: formatters for types that are collections by shape rather
    /// than by name, chosen by MessagePack-CSharp's rules in MessagePack-CSharp's order, so both libraries write the
    /// same bytes for the same type.
    /// </summary>
    /// <remarks>
    /// <list type="number">
    /// <item><see cref="ExpandoObject"/>: <see cref="ExpandoObjectFormatter"/>.</item>
    /// <item>Non-generic types: <see cref="IEnumerable"/>, <see cref="ICollection"/>, <see cref="IList"/> and
    /// <see cref="IDictionary"/> themselves; then a class implementing <see cref="IList"/> or (next)
    /// <see cref="IDictionary"/> with a public parameterless constructor (<see cref="ArrayList"/>,
    /// <see cref="Hashtable"/>, and also a non-generic class deriving from <c>List&lt;int&gt;</c> or
    /// <c>Dictionary&lt;string, int&gt;</c>: MessagePack-CSharp writes those element by element as
    /// <see cref="object"/>, and so does BlockPack).</item>
    /// <item>A class implementing <see cref="IDictionary{TKey, TValue}"/> with a public parameterless constructor:
    /// <see cref="GenericDictionaryFormatter{TKey, TValue, TDictionary}"/>.</item>
    /// <item>One implementing <see cref="IReadOnlyDictionary{TKey, TValue}"/> with a constructor taking the entries:
    /// <see cref="GenericReadOnlyDictionaryFormatter{TKey, TValue, TDictionary}"/>.</item>
    /// <item>One implementing <see cref="ICollection{T}"/> with a public parameterless constructor
    /// (<see cref="SortedSet{T}"/>, <see cref="System.Collections.ObjectModel.Collection{T}"/>):
    /// <see cref="GenericCollectionFormatter{TElement, TCollection}"/>.</item>
    /// <item>One implementing <see cref="IEnumerable{T}"/> with a constructor taking the elements:
    /// <see cref="GenericEnumerableFormatter{TElement, TCollection}"/>.</item>
    /// </list>
    /// Interfaces and abstract classes are left to the other resolvers (MessagePack-CSharp fails on an abstract one).
    /// The standard-library types that these rules cover (<see cref="ArrayList"/>, <see cref="Hashtable"/>, the
    /// non-generic <see cref="SortedList"/>, <see cref="SortedSet{T}"/>, <see cref="System.Collections.ObjectModel.Collection{T}"/>)
    /// are served with the named types (<see cref="BuiltinResolver"/> included); user types only by
    /// <see cref="DynamicGenericResolver"/> itself, after <see cref="AttributeFormatterResolver"/>.
    /// </remarks>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static class CollectionShapes
    {
        // The types of the standard library the shape rules serve (generic ones by definition).
        private static readonly HashSet<Type> StandardTypes = new HashSet<Type>
        {
            typeof(ArrayList),
            typeof(Hashtable),
            typeof(SortedList),
            typeof(SortedSet<>),
            typeof(System.Collections.ObjectModel.Collection<>),
        };

        /// <summary>The formatter the shape rules give <paramref name="type"/>, or <see langword="null"/>.</summary>
        /// <param name="type">The type to format.</param>
        /// <param name="standardTypesOnly">Apply the rules only to the standard-library types listed above.</param>
        internal static IMessagePackFormatter? Create(Type type, bool standardTypesOnly)
        {
            if (type == typeof(ExpandoObject))
            {
                return ExpandoObjectFormatter.Instance;
            }

            if (type == typeof(IEnumerable))
            {
                return NonGenericInterfaceEnumerableFormatter.Instance;
            }

            if (type == typeof(ICollection))
            {
                return NonGenericInterfaceCollectionFormatter.Instance;
            }

            if (type == typeof(IList))
            {
                return NonGenericInterfaceListFormatter.Instance;
            }

            if (type == typeof(IDictionary))
            {
                return NonGenericInterfaceDictionaryFormatter.Instance;
            }

            if (type.IsInterface || type.IsAbstract || type.IsArray || type.IsPrimitive || type == typeof(string))
            {
                return null;
            }

            if (standardTypesOnly && !StandardTypes.Contains(type.IsGenericType ? type.GetGenericTypeDefinition() : type))
            {
                return null;
            }

            bool parameterless = type.GetConstructor(Type.EmptyTypes) is not null;
            if (!type.IsGenericType && !type.IsValueType && parameterless)
            {
                if (typeof(IList).IsAssignableFrom(type))
                {
                    return Instantiate(typeof(NonGenericListFormatter<>), type);
                }

                if (typeof(IDictionary).IsAssignableFrom(type))
                {
                    return Instantiate(typeof(NonGenericDictionaryFormatter<>), type);
                }
            }

            Type[] interfaces = type.GetInterfaces();
            Type? dictionary = FindGeneric(interfaces, typeof(IDictionary<,>));
            if (dictionary is not null && parameterless)
            {
                Type[] keyValue = dictionary.GetGenericArguments();
                return Instantiate(typeof(GenericDictionaryFormatter<,,>), keyValue[0], keyValue[1], type);
            }

            Type? readOnlyDictionary = FindGeneric(interfaces, typeof(IReadOnlyDictionary<,>));
            if (readOnlyDictionary is not null)
            {
                Type[] keyValue = readOnlyDictionary.GetGenericArguments();
                Type[] accepted =
                {
                    typeof(IDictionary<,>).MakeGenericType(keyValue),
                    typeof(IReadOnlyDictionary<,>).MakeGenericType(keyValue),
                    typeof(IEnumerable<>).MakeGenericType(typeof(KeyValuePair<,>).MakeGenericType(keyValue)),
                };
                if (CollectionConstructors.FindSingleParameter(type, accepted) is not null)
                {
                    return Instantiate(typeof(GenericReadOnlyDictionaryFormatter<,,>), keyValue[0], keyValue[1], type);
                }
            }

            Type? collection = FindGeneric(interfaces, typeof(ICollection<>));
            if (collection is not null && parameterless)
            {
                return Instantiate(typeof(GenericCollectionFormatter<,>), collection.GetGenericArguments()[0], type);
            }

            foreach (Type candidate in interfaces)
            {
                if (candidate.IsGenericType && candidate.GetGenericTypeDefinition() == typeof(IEnumerable<>)
                    && CollectionConstructors.FindSingleParameter(type, candidate) is not null)
                {
                    return Instantiate(typeof(GenericEnumerableFormatter<,>), candidate.GetGenericArguments()[0], type);
                }
            }

            return null;
        }

        private static Type? FindGeneric(Type[] interfaces, Type definition)
        {
            foreach (Type candidate in interfaces)
            {
                if (candidate.IsGenericType && candidate.GetGenericTypeDefinition() == definition)
                {
                    return candidate;
                }
            }

            return null;
        }

        private static IMessagePackFormatter Instantiate(Type formatterDefinition, params Type[] typeArguments) =>
            (IMessagePackFormatter)Activator.CreateInstance(formatterDefinition.MakeGenericType(typeArguments))!;
    }
}
