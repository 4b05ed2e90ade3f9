using System;
using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <content>The boxed collections served by code closed at compile time, so they need no dynamic code under NativeAOT.</content>
    public sealed partial class PrimitiveObjectFormatter
    {
        /// <summary>
        /// The collections most often boxed in <see cref="object"/> members, arrays and dictionaries: what this
        /// formatter itself reads back (<c>object[]</c>, <c>Dictionary&lt;object, object&gt;</c>), nested
        /// <c>object[][]</c>, and arrays, lists and string-keyed dictionaries of primitives, strings and
        /// <see cref="DateTime"/>. For these the serializer is written here with <c>T</c> closed, instead of by
        /// MakeGenericMethod, which NativeAOT cannot do for a value type the app never named. The options' resolver is
        /// still asked first, so the bytes are the ones its formatter writes; when it has none (under NativeAOT, a type
        /// no generated resolver registered), the same built-in formatter the JIT would make is used, so the bytes do
        /// not depend on how the app was compiled.
        /// </summary>
        private static readonly Dictionary<Type, BoxedSerializer> KnownShapes = new Dictionary<Type, BoxedSerializer>
        {
            { typeof(object[]), Shape(new ArrayFormatter<object?>()) },
            { typeof(object[][]), ArrayOfObjects<object?[]?>() },
            { typeof(List<object>), Shape(new ListFormatter<object?>()) },
            { typeof(Dictionary<object, object>), Shape(new DictionaryFormatter<object, object?>()) },
            { typeof(Dictionary<string, object>), Shape(new DictionaryFormatter<string, object?>()) },
            { typeof(Dictionary<string, string>), Shape(new DictionaryFormatter<string, string?>()) },
            { typeof(Dictionary<string, int>), Shape(new DictionaryFormatter<string, int>()) },
            { typeof(Dictionary<string, long>), Shape(new DictionaryFormatter<string, long>()) },
            { typeof(Dictionary<string, double>), Shape(new DictionaryFormatter<string, double>()) },
            { typeof(Dictionary<string, bool>), Shape(new DictionaryFormatter<string, bool>()) },
            { typeof(Dictionary<int, object>), Shape(new DictionaryFormatter<int, object?>()) },
            { typeof(Dictionary<int, string>), Shape(new DictionaryFormatter<int, string?>()) },
            { typeof(bool[]), Shape(new ArrayFormatter<bool>()) },
            { typeof(sbyte[]), Shape(new ArrayFormatter<sbyte>()) },
            { typeof(short[]), Shape(new ArrayFormatter<short>()) },
            { typeof(ushort[]), Shape(new ArrayFormatter<ushort>()) },
            { typeof(int[]), Shape(new ArrayFormatter<int>()) },
            { typeof(uint[]), Shape(new ArrayFormatter<uint>()) },
            { typeof(long[]), Shape(new ArrayFormatter<long>()) },
            { typeof(ulong[]), Shape(new ArrayFormatter<ulong>()) },
            { typeof(float[]), Shape(new ArrayFormatter<float>()) },
            { typeof(double[]), Shape(new ArrayFormatter<double>()) },
            { typeof(char[]), Shape(new ArrayFormatter<char>()) },
            { typeof(decimal[]), Shape(new ArrayFormatter<decimal>()) },
            { typeof(string[]), Shape(new ArrayFormatter<string?>()) },
            { typeof(DateTime[]), Shape(new ArrayFormatter<DateTime>()) },
            { typeof(byte[][]), Shape(new ArrayFormatter<byte[]?>()) },
            { typeof(List<int>), Shape(new ListFormatter<int>()) },
            { typeof(List<long>), Shape(new ListFormatter<long>()) },
            { typeof(List<double>), Shape(new ListFormatter<double>()) },
            { typeof(List<string>), Shape(new ListFormatter<string?>()) },
        };

        /// <summary>
        /// For arrays whose elements are themselves boxed shapes: without a resolver formatter each element goes back
        /// through this formatter (a built-in ArrayFormatter would ask the same resolver for the element type).
        /// </summary>
        private static BoxedSerializer ArrayOfObjects<T>() =>
            (ref MessagePackWriter writer, object value, MessagePackSerializerOptions options) =>
            {
                if (options.Resolver.GetFormatter<T>() is { } formatter)
                {
                    formatter.Serialize(ref writer, (T)value, options);
                }
                else
                {
                    Instance.WriteArray(ref writer, (System.Collections.ICollection)value, options);
                }
            };

        private static BoxedSerializer Shape<T>(IMessagePackFormatter<T> fallback) =>
            (ref MessagePackWriter writer, object value, MessagePackSerializerOptions options) =>
                (options.Resolver.GetFormatter<T>() ?? fallback).Serialize(ref writer, (T)value, options);
    }
}
