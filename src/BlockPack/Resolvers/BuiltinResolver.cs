using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Numerics;
#if NET
using System.Runtime.CompilerServices;
#endif
using BlockPack.Formatters;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// Resolves the .NET types BlockPack supports out of the box: primitives and their nullable forms, strings, byte
    /// arrays and byte memory, <see cref="decimal"/>, <see cref="Guid"/>, the date and time types, <see cref="Uri"/>,
    /// <see cref="Version"/>, <see cref="BigInteger"/> and <see cref="object"/>; and, through
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
                return DynamicGenericResolver.Instance.GetFormatter<T>();
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

                // MessagePack's nil as a value.
                { typeof(Nil), NilFormatter.Instance },
                { typeof(Nil?), NullableNilFormatter.Instance },
            };

            // Written only by the static initializer, then only read: safe to share between threads.
            internal static bool TryGet(Type type, out IMessagePackFormatter formatter) => Formatters.TryGetValue(type, out formatter!);
        }
    }
}
