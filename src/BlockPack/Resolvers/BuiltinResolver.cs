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
    /// <remarks>Each type is resolved once; every later lookup is a static field read.</remarks>
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
            internal static readonly IMessagePackFormatter<T>? Formatter =
                BuiltinFormatters.TryGet(typeof(T), out IMessagePackFormatter? formatter)
                    ? (IMessagePackFormatter<T>)formatter
                    : GenericShapeFormatter();

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

        /// <summary>The non-generic types and their formatter instances.</summary>
        private static class BuiltinFormatters
        {
            private static readonly Dictionary<Type, IMessagePackFormatter> Formatters = new Dictionary<Type, IMessagePackFormatter>
            {
                // Primitives.
                { typeof(bool), BooleanFormatter.Instance },
                { typeof(byte), ByteFormatter.Instance },
                { typeof(sbyte), SByteFormatter.Instance },
                { typeof(short), Int16Formatter.Instance },
                { typeof(ushort), UInt16Formatter.Instance },
                { typeof(int), Int32Formatter.Instance },
                { typeof(uint), UInt32Formatter.Instance },
                { typeof(long), Int64Formatter.Instance },
                { typeof(ulong), UInt64Formatter.Instance },
                { typeof(float), SingleFormatter.Instance },
                { typeof(double), DoubleFormatter.Instance },
                { typeof(char), CharFormatter.Instance },

                // Their nullable forms, bound to the same formatters so no lookup happens per value.
                { typeof(bool?), new StaticNullableFormatter<bool>(BooleanFormatter.Instance) },
                { typeof(byte?), new StaticNullableFormatter<byte>(ByteFormatter.Instance) },
                { typeof(sbyte?), new StaticNullableFormatter<sbyte>(SByteFormatter.Instance) },
                { typeof(short?), new StaticNullableFormatter<short>(Int16Formatter.Instance) },
                { typeof(ushort?), new StaticNullableFormatter<ushort>(UInt16Formatter.Instance) },
                { typeof(int?), new StaticNullableFormatter<int>(Int32Formatter.Instance) },
                { typeof(uint?), new StaticNullableFormatter<uint>(UInt32Formatter.Instance) },
                { typeof(long?), new StaticNullableFormatter<long>(Int64Formatter.Instance) },
                { typeof(ulong?), new StaticNullableFormatter<ulong>(UInt64Formatter.Instance) },
                { typeof(float?), new StaticNullableFormatter<float>(SingleFormatter.Instance) },
                { typeof(double?), new StaticNullableFormatter<double>(DoubleFormatter.Instance) },
                { typeof(char?), new StaticNullableFormatter<char>(CharFormatter.Instance) },

                // Strings and bytes.
                { typeof(string), NullableStringFormatter.Instance },
                { typeof(byte[]), ByteArrayFormatter.Instance },
                { typeof(ArraySegment<byte>), ByteArraySegmentFormatter.Instance },
                { typeof(ArraySegment<byte>?), new StaticNullableFormatter<ArraySegment<byte>>(ByteArraySegmentFormatter.Instance) },
                { typeof(Memory<byte>), ByteMemoryFormatter.Instance },
                { typeof(Memory<byte>?), new StaticNullableFormatter<Memory<byte>>(ByteMemoryFormatter.Instance) },
                { typeof(ReadOnlyMemory<byte>), ByteReadOnlyMemoryFormatter.Instance },
                { typeof(ReadOnlyMemory<byte>?), new StaticNullableFormatter<ReadOnlyMemory<byte>>(ByteReadOnlyMemoryFormatter.Instance) },

                // Non-generic collection interfaces and ExpandoObject (issue 20, formatters-collections): listed here
                // as well as in DynamicGenericResolver so they resolve under NativeAOT too.
                { typeof(IEnumerable), NonGenericInterfaceEnumerableFormatter.Instance },
                { typeof(ICollection), NonGenericInterfaceCollectionFormatter.Instance },
                { typeof(IList), NonGenericInterfaceListFormatter.Instance },
                { typeof(IDictionary), NonGenericInterfaceDictionaryFormatter.Instance },
                { typeof(ExpandoObject), ExpandoObjectFormatter.Instance },

                // Standard library value types.
                { typeof(decimal), DecimalFormatter.Instance },
                { typeof(decimal?), new StaticNullableFormatter<decimal>(DecimalFormatter.Instance) },
                { typeof(Guid), GuidFormatter.Instance },
                { typeof(Guid?), new StaticNullableFormatter<Guid>(GuidFormatter.Instance) },
                { typeof(DateTime), DateTimeFormatter.Instance },
                { typeof(DateTime?), new StaticNullableFormatter<DateTime>(DateTimeFormatter.Instance) },
                { typeof(DateTimeOffset), DateTimeOffsetFormatter.Instance },
                { typeof(DateTimeOffset?), new StaticNullableFormatter<DateTimeOffset>(DateTimeOffsetFormatter.Instance) },
                { typeof(TimeSpan), TimeSpanFormatter.Instance },
                { typeof(TimeSpan?), new StaticNullableFormatter<TimeSpan>(TimeSpanFormatter.Instance) },
                { typeof(BigInteger), BigIntegerFormatter.Instance },
                { typeof(BigInteger?), new StaticNullableFormatter<BigInteger>(BigIntegerFormatter.Instance) },

                // Standard library reference types.
                { typeof(Uri), UriFormatter.Instance },
                { typeof(Version), VersionFormatter.Instance },
                { typeof(object), PrimitiveObjectFormatter.Instance },

                // More standard library types MessagePack-CSharp's StandardResolver handles (issue 20), each with its
                // nullable form where it is a value type.
                { typeof(ReadOnlySequence<byte>), ByteReadOnlySequenceFormatter.Instance },
                { typeof(ReadOnlySequence<byte>?), new StaticNullableFormatter<ReadOnlySequence<byte>>(ByteReadOnlySequenceFormatter.Instance) },
                { typeof(Complex), ComplexFormatter.Instance },
                { typeof(Complex?), new StaticNullableFormatter<Complex>(ComplexFormatter.Instance) },
                { typeof(Vector2), Vector2Formatter.Instance },
                { typeof(Vector2?), new StaticNullableFormatter<Vector2>(Vector2Formatter.Instance) },
                { typeof(Vector3), Vector3Formatter.Instance },
                { typeof(Vector3?), new StaticNullableFormatter<Vector3>(Vector3Formatter.Instance) },
                { typeof(Vector4), Vector4Formatter.Instance },
                { typeof(Vector4?), new StaticNullableFormatter<Vector4>(Vector4Formatter.Instance) },
                { typeof(Quaternion), QuaternionFormatter.Instance },
                { typeof(Quaternion?), new StaticNullableFormatter<Quaternion>(QuaternionFormatter.Instance) },
                { typeof(Matrix3x2), Matrix3x2Formatter.Instance },
                { typeof(Matrix3x2?), new StaticNullableFormatter<Matrix3x2>(Matrix3x2Formatter.Instance) },
                { typeof(Matrix4x4), Matrix4x4Formatter.Instance },
                { typeof(Matrix4x4?), new StaticNullableFormatter<Matrix4x4>(Matrix4x4Formatter.Instance) },
                { typeof(List<byte>), ByteListFormatter.Instance },
                { typeof(StringBuilder), StringBuilderFormatter.Instance },
                { typeof(BitArray), BitArrayFormatter.Instance },
                { typeof(Type), TypeFormatter<Type>.Instance },
#if NET5_0_OR_GREATER
                { typeof(Half), HalfFormatter.Instance },
                { typeof(Half?), new StaticNullableFormatter<Half>(HalfFormatter.Instance) },
#endif
#if NETCOREAPP3_0_OR_GREATER
                { typeof(Rune), RuneFormatter.Instance },
                { typeof(Rune?), new StaticNullableFormatter<Rune>(RuneFormatter.Instance) },
#endif
#if NET6_0_OR_GREATER
                { typeof(DateOnly), DateOnlyFormatter.Instance },
                { typeof(DateOnly?), new StaticNullableFormatter<DateOnly>(DateOnlyFormatter.Instance) },
                { typeof(TimeOnly), TimeOnlyFormatter.Instance },
                { typeof(TimeOnly?), new StaticNullableFormatter<TimeOnly>(TimeOnlyFormatter.Instance) },
#endif
#if NET7_0_OR_GREATER
                { typeof(Int128), Int128Formatter.Instance },
                { typeof(Int128?), new StaticNullableFormatter<Int128>(Int128Formatter.Instance) },
                { typeof(UInt128), UInt128Formatter.Instance },
                { typeof(UInt128?), new StaticNullableFormatter<UInt128>(UInt128Formatter.Instance) },
#endif

                // The untyped collections, which need no user type: served here so they work under NativeAOT without a
                // call site the generator sees (a generic helper's T, a member typed object). The same formatter types
                // DynamicGenericResolver closes on the JIT.
                { typeof(object[]), new ArrayFormatter<object>() },
                { typeof(List<object>), new ListFormatter<object>() },
                { typeof(Dictionary<string, object>), new DictionaryFormatter<string, object>() },
                { typeof(Dictionary<object, object>), new DictionaryFormatter<object, object>() },

                // MessagePack's nil as a value.
                { typeof(Nil), NilFormatter.Instance },
                { typeof(Nil?), NullableNilFormatter.Instance },
            };

            // Written only by the static initializer, then only read: safe to share between threads.
            internal static bool TryGet(Type type, out IMessagePackFormatter formatter) => Formatters.TryGetValue(type, out formatter!);
        }
    }
}
