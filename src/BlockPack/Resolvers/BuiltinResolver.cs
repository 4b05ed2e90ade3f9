using System;
using System.Buffers;
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Dynamic;
using System.Numerics;
#if NET
using System.Runtime.CompilerServices;
#endif
using System.Text;
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves the .NET types BlockPack supports out of the box: primitives and their nullable forms, strings, byte
    /// arrays and byte memory, <see cref="decimal"/>, <see cref="Guid"/>, the date and time types, <see cref="Uri"/>,
    /// <see cref="Version"/>, <see cref="BigInteger"/>, <see cref="object"/>, the non-generic collection interfaces and
    /// <see cref="ExpandoObject"/>; and, through
    /// <see cref="DynamicGenericResolver"/>, enums, nullables, arrays, the standard collections and interfaces, tuples
    /// and key/value pairs.
    /// </summary>
    /// <remarks>
    /// Each type is resolved once; every later lookup is a static field read. Under NativeAOT <see cref="Uri"/>,
    /// <see cref="Version"/>, <see cref="Type"/>, <see cref="StringBuilder"/>, <see cref="BitArray"/>,
    /// <see cref="ExpandoObject"/> and <see cref="List{T}"/> of bytes are left to the source-generated resolvers, which
    /// serve them (with the same formatters) in the assemblies that use them, so apps that do not carry none of their code.
    /// </remarks>
    public sealed class BuiltinResolver : IFormatterResolver
    {
        /// <summary>The shared instance.</summary>
        public static readonly BuiltinResolver Instance = new BuiltinResolver();

        private BuiltinResolver()
        {
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>() => FormatterCache<T>.Formatter;

        private static class FormatterCache<T>
        {
            // The type initializer runs once per T, under the runtime's lock: thread-safe without locks of our own.
            // typeof(T).IsValueType is a constant in each compiled instantiation: the shared code of reference types
            // (NativeAOT's __Canon instantiation, which every reference type runs) never names a value-type formatter,
            // so an app carries a value type's formatter only when it resolves that value type.
            internal static readonly IMessagePackFormatter<T>? Formatter =
                (IMessagePackFormatter<T>?)(typeof(T).IsValueType ? BuiltinValueFormatters.Find<T>() : BuiltinReferenceFormatters.Find(typeof(T)))
                ?? GenericShapeFormatter();

            /// <summary>
            /// Collections, nullables, tuples and enums are closed at run time where dynamic code runs. Under NativeAOT
            /// the compiler drops this branch; the source-generated resolver serves the closed types the generator saw.
            /// </summary>
            [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "The generic formatters are public types kept by reference; their type arguments come from T, which the app already uses.")]
            [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "Guarded by RuntimeFeature.IsDynamicCodeSupported.")]
            private static IMessagePackFormatter<T>? GenericShapeFormatter()
            {
#if NET
                if (!RuntimeFeature.IsDynamicCodeSupported)
                {
                    return null;
                }
#endif
                return DynamicGenericResolver.GetStandardTypeFormatter<T>();
            }
        }

        /// <summary>
        /// The value types and their formatters, found by comparing <c>typeof(T)</c>: each comparison is a constant
        /// where T is a value type, so an instantiation compiles to its one answer, and formatters (and boxed types such
        /// as <c>BigInteger?</c>) of value types the app never resolves are not carried.
        /// </summary>
        private static class BuiltinValueFormatters
        {
            /// <summary>Gets the formatter of the value type <typeparamref name="T"/>, made on the first request (each T is asked once), or null.</summary>
            /// <typeparam name="T">A value type.</typeparam>
            /// <returns>The formatter, or null.</returns>
            internal static IMessagePackFormatter? Find<T>()
            {
                // Primitives.
                if (typeof(T) == typeof(bool))
                {
                    return BooleanFormatter.Instance;
                }

                if (typeof(T) == typeof(byte))
                {
                    return ByteFormatter.Instance;
                }

                if (typeof(T) == typeof(sbyte))
                {
                    return SByteFormatter.Instance;
                }

                if (typeof(T) == typeof(short))
                {
                    return Int16Formatter.Instance;
                }

                if (typeof(T) == typeof(ushort))
                {
                    return UInt16Formatter.Instance;
                }

                if (typeof(T) == typeof(int))
                {
                    return Int32Formatter.Instance;
                }

                if (typeof(T) == typeof(uint))
                {
                    return UInt32Formatter.Instance;
                }

                if (typeof(T) == typeof(long))
                {
                    return Int64Formatter.Instance;
                }

                if (typeof(T) == typeof(ulong))
                {
                    return UInt64Formatter.Instance;
                }

                if (typeof(T) == typeof(float))
                {
                    return SingleFormatter.Instance;
                }

                if (typeof(T) == typeof(double))
                {
                    return DoubleFormatter.Instance;
                }

                if (typeof(T) == typeof(char))
                {
                    return CharFormatter.Instance;
                }

                // Their nullable forms, bound to the same formatters so no lookup happens per value.
                if (typeof(T) == typeof(bool?))
                {
                    return new StaticNullableFormatter<bool>(BooleanFormatter.Instance);
                }

                if (typeof(T) == typeof(byte?))
                {
                    return new StaticNullableFormatter<byte>(ByteFormatter.Instance);
                }

                if (typeof(T) == typeof(sbyte?))
                {
                    return new StaticNullableFormatter<sbyte>(SByteFormatter.Instance);
                }

                if (typeof(T) == typeof(short?))
                {
                    return new StaticNullableFormatter<short>(Int16Formatter.Instance);
                }

                if (typeof(T) == typeof(ushort?))
                {
                    return new StaticNullableFormatter<ushort>(UInt16Formatter.Instance);
                }

                if (typeof(T) == typeof(int?))
                {
                    return new StaticNullableFormatter<int>(Int32Formatter.Instance);
                }

                if (typeof(T) == typeof(uint?))
                {
                    return new StaticNullableFormatter<uint>(UInt32Formatter.Instance);
                }

                if (typeof(T) == typeof(long?))
                {
                    return new StaticNullableFormatter<long>(Int64Formatter.Instance);
                }

                if (typeof(T) == typeof(ulong?))
                {
                    return new StaticNullableFormatter<ulong>(UInt64Formatter.Instance);
                }

                if (typeof(T) == typeof(float?))
                {
                    return new StaticNullableFormatter<float>(SingleFormatter.Instance);
                }

                if (typeof(T) == typeof(double?))
                {
                    return new StaticNullableFormatter<double>(DoubleFormatter.Instance);
                }

                if (typeof(T) == typeof(char?))
                {
                    return new StaticNullableFormatter<char>(CharFormatter.Instance);
                }

                // Byte memory.
                if (typeof(T) == typeof(ArraySegment<byte>))
                {
                    return ByteArraySegmentFormatter.Instance;
                }

                if (typeof(T) == typeof(ArraySegment<byte>?))
                {
                    return new StaticNullableFormatter<ArraySegment<byte>>(ByteArraySegmentFormatter.Instance);
                }

                if (typeof(T) == typeof(Memory<byte>))
                {
                    return ByteMemoryFormatter.Instance;
                }

                if (typeof(T) == typeof(Memory<byte>?))
                {
                    return new StaticNullableFormatter<Memory<byte>>(ByteMemoryFormatter.Instance);
                }

                if (typeof(T) == typeof(ReadOnlyMemory<byte>))
                {
                    return ByteReadOnlyMemoryFormatter.Instance;
                }

                if (typeof(T) == typeof(ReadOnlyMemory<byte>?))
                {
                    return new StaticNullableFormatter<ReadOnlyMemory<byte>>(ByteReadOnlyMemoryFormatter.Instance);
                }

                // Standard library value types.
                if (typeof(T) == typeof(decimal))
                {
                    return DecimalFormatter.Instance;
                }

                if (typeof(T) == typeof(decimal?))
                {
                    return new StaticNullableFormatter<decimal>(DecimalFormatter.Instance);
                }

                if (typeof(T) == typeof(Guid))
                {
                    return GuidFormatter.Instance;
                }

                if (typeof(T) == typeof(Guid?))
                {
                    return new StaticNullableFormatter<Guid>(GuidFormatter.Instance);
                }

                if (typeof(T) == typeof(DateTime))
                {
                    return DateTimeFormatter.Instance;
                }

                if (typeof(T) == typeof(DateTime?))
                {
                    return new StaticNullableFormatter<DateTime>(DateTimeFormatter.Instance);
                }

                if (typeof(T) == typeof(DateTimeOffset))
                {
                    return DateTimeOffsetFormatter.Instance;
                }

                if (typeof(T) == typeof(DateTimeOffset?))
                {
                    return new StaticNullableFormatter<DateTimeOffset>(DateTimeOffsetFormatter.Instance);
                }

                if (typeof(T) == typeof(TimeSpan))
                {
                    return TimeSpanFormatter.Instance;
                }

                if (typeof(T) == typeof(TimeSpan?))
                {
                    return new StaticNullableFormatter<TimeSpan>(TimeSpanFormatter.Instance);
                }

                if (typeof(T) == typeof(BigInteger))
                {
                    return BigIntegerFormatter.Instance;
                }

                if (typeof(T) == typeof(BigInteger?))
                {
                    return new StaticNullableFormatter<BigInteger>(BigIntegerFormatter.Instance);
                }

                // More standard library types MessagePack-CSharp's StandardResolver handles (issue 20), each with its
                // nullable form where it is a value type.
                if (typeof(T) == typeof(ReadOnlySequence<byte>))
                {
                    return ByteReadOnlySequenceFormatter.Instance;
                }

                if (typeof(T) == typeof(ReadOnlySequence<byte>?))
                {
                    return new StaticNullableFormatter<ReadOnlySequence<byte>>(ByteReadOnlySequenceFormatter.Instance);
                }

                if (typeof(T) == typeof(Complex))
                {
                    return ComplexFormatter.Instance;
                }

                if (typeof(T) == typeof(Complex?))
                {
                    return new StaticNullableFormatter<Complex>(ComplexFormatter.Instance);
                }

                if (typeof(T) == typeof(Vector2))
                {
                    return Vector2Formatter.Instance;
                }

                if (typeof(T) == typeof(Vector2?))
                {
                    return new StaticNullableFormatter<Vector2>(Vector2Formatter.Instance);
                }

                if (typeof(T) == typeof(Vector3))
                {
                    return Vector3Formatter.Instance;
                }

                if (typeof(T) == typeof(Vector3?))
                {
                    return new StaticNullableFormatter<Vector3>(Vector3Formatter.Instance);
                }

                if (typeof(T) == typeof(Vector4))
                {
                    return Vector4Formatter.Instance;
                }

                if (typeof(T) == typeof(Vector4?))
                {
                    return new StaticNullableFormatter<Vector4>(Vector4Formatter.Instance);
                }

                if (typeof(T) == typeof(Quaternion))
                {
                    return QuaternionFormatter.Instance;
                }

                if (typeof(T) == typeof(Quaternion?))
                {
                    return new StaticNullableFormatter<Quaternion>(QuaternionFormatter.Instance);
                }

                if (typeof(T) == typeof(Matrix3x2))
                {
                    return Matrix3x2Formatter.Instance;
                }

                if (typeof(T) == typeof(Matrix3x2?))
                {
                    return new StaticNullableFormatter<Matrix3x2>(Matrix3x2Formatter.Instance);
                }

                if (typeof(T) == typeof(Matrix4x4))
                {
                    return Matrix4x4Formatter.Instance;
                }

                if (typeof(T) == typeof(Matrix4x4?))
                {
                    return new StaticNullableFormatter<Matrix4x4>(Matrix4x4Formatter.Instance);
                }

#if NET5_0_OR_GREATER
                if (typeof(T) == typeof(Half))
                {
                    return HalfFormatter.Instance;
                }

                if (typeof(T) == typeof(Half?))
                {
                    return new StaticNullableFormatter<Half>(HalfFormatter.Instance);
                }

#endif
#if NETCOREAPP3_0_OR_GREATER
                if (typeof(T) == typeof(Rune))
                {
                    return RuneFormatter.Instance;
                }

                if (typeof(T) == typeof(Rune?))
                {
                    return new StaticNullableFormatter<Rune>(RuneFormatter.Instance);
                }

#endif
#if NET6_0_OR_GREATER
                if (typeof(T) == typeof(DateOnly))
                {
                    return DateOnlyFormatter.Instance;
                }

                if (typeof(T) == typeof(DateOnly?))
                {
                    return new StaticNullableFormatter<DateOnly>(DateOnlyFormatter.Instance);
                }

                if (typeof(T) == typeof(TimeOnly))
                {
                    return TimeOnlyFormatter.Instance;
                }

                if (typeof(T) == typeof(TimeOnly?))
                {
                    return new StaticNullableFormatter<TimeOnly>(TimeOnlyFormatter.Instance);
                }

#endif
#if NET7_0_OR_GREATER
                if (typeof(T) == typeof(Int128))
                {
                    return Int128Formatter.Instance;
                }

                if (typeof(T) == typeof(Int128?))
                {
                    return new StaticNullableFormatter<Int128>(Int128Formatter.Instance);
                }

                if (typeof(T) == typeof(UInt128))
                {
                    return UInt128Formatter.Instance;
                }

                if (typeof(T) == typeof(UInt128?))
                {
                    return new StaticNullableFormatter<UInt128>(UInt128Formatter.Instance);
                }

#endif

                // MessagePack's nil as a value.
                if (typeof(T) == typeof(Nil))
                {
                    return NilFormatter.Instance;
                }

                if (typeof(T) == typeof(Nil?))
                {
                    return NullableNilFormatter.Instance;
                }

                return null;
            }
        }

        /// <summary>
        /// The reference types and their formatter instances. Shared generic code serves every reference type, so
        /// under NativeAOT these are carried by any app that resolves a reference type (docs/source-generator.md,
        /// "NativeAOT executable size").
        /// </summary>
        private static class BuiltinReferenceFormatters
        {
            private static readonly Dictionary<Type, IMessagePackFormatter> Formatters = Create();

            private static Dictionary<Type, IMessagePackFormatter> Create()
            {
                var formatters = new Dictionary<Type, IMessagePackFormatter>
                {
                    // Strings and bytes.
                    { typeof(string), NullableStringFormatter.Instance },
                    { typeof(byte[]), ByteArrayFormatter.Instance },

                    // Non-generic collection interfaces (issue 20, formatters-collections): listed here as well as in
                    // DynamicGenericResolver so they resolve under NativeAOT too.
                    { typeof(IEnumerable), NonGenericInterfaceEnumerableFormatter.Instance },
                    { typeof(ICollection), NonGenericInterfaceCollectionFormatter.Instance },
                    { typeof(IList), NonGenericInterfaceListFormatter.Instance },
                    { typeof(IDictionary), NonGenericInterfaceDictionaryFormatter.Instance },
                    { typeof(object), PrimitiveObjectFormatter.Instance },

                    // The untyped collections, which need no user type: served here so they work under NativeAOT without
                    // a call site the generator sees (a generic helper's T, a member typed object). The same formatter
                    // types DynamicGenericResolver closes on the JIT.
                    { typeof(object[]), new ArrayFormatter<object>() },
                    { typeof(List<object>), new ListFormatter<object>() },
                    { typeof(Dictionary<string, object>), new DictionaryFormatter<string, object>() },
                    { typeof(Dictionary<object, object>), new DictionaryFormatter<object, object>() },
                };

#if NET
                // Under NativeAOT (no dynamic code; the compiler folds the test to false) this table is shared by every
                // reference type, so each formatter in it is carried by every app: these seven, which few apps use, cost
                // about 239 KB (Uri the most). There the source-generated resolver serves them instead, for the apps
                // that use them (a member, call-site or [MessagePackSerializable] type), with the same formatters.
                if (!RuntimeFeature.IsDynamicCodeSupported)
                {
                    return formatters;
                }
#endif
                AddServedByGeneratedResolverUnderNativeAot(formatters);
                return formatters;
            }

            /// <summary>
            /// The built-in reference types that under NativeAOT only a source-generated resolver serves. The source
            /// generator's list of them (GeneratedBuiltinTable) is checked equal to this one by GeneratedBuiltinTableTests.
            /// </summary>
            private static void AddServedByGeneratedResolverUnderNativeAot(Dictionary<Type, IMessagePackFormatter> formatters)
            {
                formatters.Add(typeof(List<byte>), ByteListFormatter.Instance);
                formatters.Add(typeof(ExpandoObject), ExpandoObjectFormatter.Instance);
                formatters.Add(typeof(Uri), UriFormatter.Instance);
                formatters.Add(typeof(Version), VersionFormatter.Instance);
                formatters.Add(typeof(StringBuilder), StringBuilderFormatter.Instance);
                formatters.Add(typeof(BitArray), BitArrayFormatter.Instance);
                formatters.Add(typeof(Type), TypeFormatter<Type>.Instance);
            }

            /// <summary>Gets the formatter of a reference type, or null.</summary>
            /// <param name="type">The type.</param>
            /// <returns>The formatter, or null.</returns>
            /// <remarks>Written only by the static initializer, then only read: safe to share between threads.</remarks>
            internal static IMessagePackFormatter? Find(Type type) => Formatters.TryGetValue(type, out IMessagePackFormatter? formatter) ? formatter : null;
        }
    }
}
