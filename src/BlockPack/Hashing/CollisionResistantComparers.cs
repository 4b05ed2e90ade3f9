using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
#if !NETSTANDARD2_0
using System.Runtime.CompilerServices;
#endif

namespace BlockPack.Hashing
{
    /// <summary>
    /// Finds the collision-resistant comparer for a type: the fixed list of primitives and standard value types,
    /// <see cref="string"/>, <see cref="object"/>, enums, and <see cref="Nullable{T}"/>, <see cref="KeyValuePair{TKey, TValue}"/>
    /// and <see cref="ValueTuple"/> of covered types. Anything else has none (<see langword="null"/>).
    /// </summary>
    internal static class CollisionResistantComparers
    {
        private static readonly Dictionary<Type, object> Fixed = new Dictionary<Type, object>
        {
            { typeof(bool), BitwiseValueComparer<bool>.Instance },
            { typeof(byte), BitwiseValueComparer<byte>.Instance },
            { typeof(sbyte), BitwiseValueComparer<sbyte>.Instance },
            { typeof(short), BitwiseValueComparer<short>.Instance },
            { typeof(ushort), BitwiseValueComparer<ushort>.Instance },
            { typeof(int), BitwiseValueComparer<int>.Instance },
            { typeof(uint), BitwiseValueComparer<uint>.Instance },
            { typeof(long), BitwiseValueComparer<long>.Instance },
            { typeof(ulong), BitwiseValueComparer<ulong>.Instance },
            { typeof(char), BitwiseValueComparer<char>.Instance },
            { typeof(Guid), BitwiseValueComparer<Guid>.Instance },
            { typeof(TimeSpan), BitwiseValueComparer<TimeSpan>.Instance },
            { typeof(float), SingleComparer.Instance },
            { typeof(double), DoubleComparer.Instance },
            { typeof(decimal), DecimalComparer.Instance },
            { typeof(DateTime), DateTimeComparer.Instance },
            { typeof(DateTimeOffset), DateTimeOffsetComparer.Instance },
#if NETSTANDARD2_0
            { typeof(string), OrdinalStringComparer.Instance },
#else
            // Marvin, seeded per process by the runtime: .NET's own defence against string hash flooding.
            { typeof(string), StringComparer.Ordinal },
#endif
        };

        private static readonly Dictionary<Type, Type> CompositeDefinitions = new Dictionary<Type, Type>
        {
            { typeof(Nullable<>), typeof(NullableComparer<>) },
            { typeof(KeyValuePair<,>), typeof(KeyValuePairComparer<,>) },
            { typeof(ValueTuple<>), typeof(ValueTupleComparer<>) },
            { typeof(ValueTuple<,>), typeof(ValueTupleComparer<,>) },
            { typeof(ValueTuple<,,>), typeof(ValueTupleComparer<,,>) },
            { typeof(ValueTuple<,,,>), typeof(ValueTupleComparer<,,,>) },
            { typeof(ValueTuple<,,,,>), typeof(ValueTupleComparer<,,,,>) },
            { typeof(ValueTuple<,,,,,>), typeof(ValueTupleComparer<,,,,,>) },
            { typeof(ValueTuple<,,,,,,>), typeof(ValueTupleComparer<,,,,,,>) },
            { typeof(ValueTuple<,,,,,,,>), typeof(ValueTupleComparer<,,,,,,,>) },
        };

        /// <summary>Creates the comparer for <paramref name="type"/>, an <c>IEqualityComparer&lt;type&gt;</c>, or returns <see langword="null"/>.</summary>
        /// <param name="type">The key type.</param>
        /// <param name="strict">For <see cref="object"/> (also inside composites): whether boxed values of uncovered types are rejected.</param>
        internal static object? TryCreate(Type type, bool strict)
        {
            if (type == typeof(object))
            {
                return strict ? ObjectComparer.Strict : ObjectComparer.Lenient;
            }

            if (Fixed.TryGetValue(type, out object? comparer))
            {
                return comparer;
            }

#if !NETSTANDARD2_0
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                return null;
            }
#endif

            return TryCreateGeneric(type, strict);
        }

        /// <summary>
        /// The comparers of enums and of nullables, pairs and tuples, closed over their components' comparers at run
        /// time. A method of its own so that its DynamicDependency attributes (which keep every comparer type's
        /// constructors, in shared generic form, with the type loader they need) apply only where it is reachable: not
        /// under NativeAOT, where the guard above is the constant false.
        /// </summary>
        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Generic types are made only when RuntimeFeature.IsDynamicCodeSupported says the runtime can.")]
        [UnconditionalSuppressMessage("Trimming", "IL2070", Justification = "The comparer types' constructors are kept by the DynamicDependency attributes.")]
        [UnconditionalSuppressMessage("Trimming", "IL2071", Justification = "The comparer types' constructors are kept by the DynamicDependency attributes.")]
#if !NETSTANDARD2_0
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(BitwiseValueComparer<>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(NullableComparer<>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(KeyValuePairComparer<,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,,,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,,,,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,,,,,>))]
        [DynamicDependency(DynamicallyAccessedMemberTypes.PublicConstructors, typeof(ValueTupleComparer<,,,,,,,>))]
#endif
        private static object? TryCreateGeneric(Type type, bool strict)
        {
            if (type.IsEnum)
            {
                return Activator.CreateInstance(typeof(BitwiseValueComparer<>).MakeGenericType(type));
            }

            if (!type.IsGenericType || !CompositeDefinitions.TryGetValue(type.GetGenericTypeDefinition(), out Type? definition))
            {
                return null;
            }

            Type[] components = type.GetGenericArguments();
            object[] componentComparers = new object[components.Length];
            for (int i = 0; i < components.Length; i++)
            {
                object? component = TryCreate(components[i], strict);
                if (component is null)
                {
                    return null;
                }

                componentComparers[i] = component;
            }

            return Activator.CreateInstance(definition.MakeGenericType(components), componentComparers);
        }
    }
}
