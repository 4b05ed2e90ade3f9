using System;
using System.Buffers;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Formats values typed as <see cref="object"/>, with the bytes and CLR types MessagePack-CSharp's
    /// <c>StandardResolver</c> gives them, so data and code move between the two libraries unchanged.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Writing dispatches on the runtime type. A boxed integer keeps its width: <see cref="sbyte"/>,
    /// <see cref="byte"/>, <see cref="short"/>, <see cref="ushort"/>, <see cref="int"/>, <see cref="uint"/>,
    /// <see cref="long"/> and <see cref="ulong"/> are written as int8, uint8, int16, uint16, int32, uint32, int64
    /// and uint64 whatever their value (a boxed <c>1</c> is <c>D2 00000001</c>), and an enum as its underlying
    /// integer type the same way, so a reader can recover the type. <see langword="null"/>, <see cref="bool"/>,
    /// <see cref="char"/> (smallest encoding), <see cref="float"/>, <see cref="double"/>, <see cref="string"/>,
    /// <see cref="byte"/> arrays and <see cref="DateTime"/> are written directly, and an instance of
    /// <see cref="object"/> itself as an empty map. Every other type, collections included, is written by the
    /// formatter the options' resolver has for its runtime type (so a <c>List&lt;int&gt;</c> holds plain ints and
    /// an <c>object[]</c> boxed ones); an <see cref="IDictionary"/> or other <see cref="ICollection"/> the resolver
    /// has no formatter for becomes a map or an array of its elements, each again as <see cref="object"/>.
    /// </para>
    /// <para>
    /// Reading gives each MessagePack format the CLR type of its width: <see cref="byte"/> for a positive fixint and
    /// uint8, <see cref="sbyte"/> for a negative fixint and int8, <see cref="short"/>, <see cref="ushort"/>,
    /// <see cref="int"/>, <see cref="uint"/>, <see cref="long"/> and <see cref="ulong"/> for the wider integers,
    /// <see cref="float"/> for float32 and <see cref="double"/> for float64; <see cref="bool"/>;
    /// <see cref="string"/> (through the resolver's string formatter when it has replaced the built-in one);
    /// <see cref="byte"/> arrays for bin; <c>object[]</c> for arrays;
    /// <c>Dictionary&lt;object, object&gt;</c> for maps; <see cref="DateTime"/> (UTC) for timestamps. So a value
    /// written as a boxed <see cref="int"/> reads back as an <see cref="int"/>. Other extensions read as an
    /// <see cref="ExtensionResult"/> holding a copy of the payload (MessagePack-CSharp rejects them). A map with a
    /// nil or repeated key is a <see cref="MessagePackSerializationException"/>, as for
    /// <see cref="DictionaryFormatter{TKey, TValue}"/>.
    /// </para>
    /// </remarks>
    public sealed partial class PrimitiveObjectFormatter : IMessagePackFormatter<object?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly PrimitiveObjectFormatter Instance = new PrimitiveObjectFormatter();

        private static readonly ConcurrentDictionary<Type, BoxedSerializer> BoxedSerializers = new ConcurrentDictionary<Type, BoxedSerializer>();

        private static readonly MethodInfo SerializeBoxedMethod =
            typeof(PrimitiveObjectFormatter).GetMethod(nameof(SerializeBoxed), BindingFlags.NonPublic | BindingFlags.Static)!;

        private PrimitiveObjectFormatter()
        {
        }

        private delegate void BoxedSerializer(ref MessagePackWriter writer, object value, MessagePackSerializerOptions options);

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, object? value, MessagePackSerializerOptions options)
        {
            switch (value)
            {
                case null: writer.WriteNil(); return;
                case bool v: writer.Write(v); return;
                case int v: writer.WriteInt32(v); return;
                case long v: writer.WriteInt64(v); return;
                case string v: writer.Write(v); return;
                case double v: writer.Write(v); return;
                case byte v: writer.WriteUInt8(v); return;
                case sbyte v: writer.WriteInt8(v); return;
                case short v: writer.WriteInt16(v); return;
                case ushort v: writer.WriteUInt16(v); return;
                case uint v: writer.WriteUInt32(v); return;
                case ulong v: writer.WriteUInt64(v); return;
                case float v: writer.Write(v); return;
                case char v: writer.Write(v); return;
                case byte[] v: writer.Write(v); return;
                case DateTime v: writer.Write(v); return;
                case Enum v: WriteEnum(ref writer, v); return;
            }

            Type type = value.GetType();
            if (type == typeof(object))
            {
                // What MessagePack-CSharp writes for it (the resolver would hand the value straight back to us).
                writer.WriteMapHeader(0);
                return;
            }

            BoxedSerializers.GetOrAdd(type, CreateBoxedSerializer)(ref writer, value, options);
        }

        /// <inheritdoc/>
        public object? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Nil:
                    reader.ReadNil();
                    return null;
                case MessagePackType.Boolean:
                    return reader.ReadBoolean();
                case MessagePackType.Integer:
                    return ReadInteger(ref reader);
                case MessagePackType.Float:
                    return reader.NextCode == MessagePackCode.Float32 ? reader.ReadSingle() : (object)reader.ReadDouble();
                case MessagePackType.String:
                    // A resolver that replaced the string formatter (with StringInterningFormatter, say) reads strings
                    // typed object through it too, as MessagePack-CSharp does; writing stays direct, as there.
                    return Generated.GeneratedStringMembers.AreDirect(options.Resolver)
                        ? reader.ReadString()
                        : options.Resolver.GetFormatter<string?>()!.Deserialize(ref reader, options);
                case MessagePackType.Binary:
                    return reader.ReadBytes()?.ToArray();
                case MessagePackType.Extension:
                    return ReadExtension(ref reader);
                case MessagePackType.Array:
                    return this.ReadArray(ref reader, options);
                case MessagePackType.Map:
                    return this.ReadMap(ref reader, options);
                default:
                    ThrowHelper.ThrowUnexpectedCode(typeof(object), reader.NextCode, reader.Consumed);
                    return null;
            }
        }

        private static BoxedSerializer CreateBoxedSerializer(Type type)
        {
            if (KnownShapes.TryGetValue(type, out BoxedSerializer? known))
            {
                return known;
            }

#if NET
            if (!System.Runtime.CompilerServices.RuntimeFeature.IsDynamicCodeSupported && type.IsValueType
                && Resolvers.SourceGeneratedResolver.ProvidersFor(type) is { Length: > 0 } providers)
            {
                // NativeAOT has no SerializeBoxed<S> for a struct serialized nowhere else, but a generated resolver has its
                // formatter closed at compile time. The JIT keeps the path below (same formatter, same bytes).
                return (ref MessagePackWriter writer, object value, MessagePackSerializerOptions options) =>
                {
                    foreach (Generated.IRegisteredTypeProvider provider in providers)
                    {
                        if (provider.TrySerializeBoxed(ref writer, value, options))
                        {
                            return;
                        }
                    }

                    // Not a generated struct (a framework struct, say): its code may still exist.
                    MakeBoxedSerializer(value.GetType())(ref writer, value, options);
                };
            }
#endif
            return MakeBoxedSerializer(type);
        }

        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "A boxed value's own type: its formatter code exists when the app serializes that type elsewhere; NativeAOT shares one instantiation among reference types, and a generated struct is served by its generated resolver first. A value type never serialized otherwise fails here with NotSupportedException naming it.")]
        [UnconditionalSuppressMessage("Trimming", "IL2060", Justification = "SerializeBoxed<T> has no requirements on T.")]
        private static BoxedSerializer MakeBoxedSerializer(Type type) =>
            (BoxedSerializer)SerializeBoxedMethod.MakeGenericMethod(type).CreateDelegate(typeof(BoxedSerializer));

        private static void SerializeBoxed<T>(ref MessagePackWriter writer, object value, MessagePackSerializerOptions options)
        {
            IMessagePackFormatter<T>? formatter = options.Resolver.GetFormatter<T>();
            if (formatter is not null)
            {
                formatter.Serialize(ref writer, (T)value, options);
            }
            else if (value is IDictionary map)
            {
                Instance.WriteMap(ref writer, map, options);
            }
            else if (value is ICollection items && !(value is Array array && array.Rank != 1))
            {
                Instance.WriteArray(ref writer, items, options);
            }
            else
            {
                // Throws the resolver's "no formatter" error.
                options.Resolver.GetFormatterWithVerify<T>();
            }
        }

        private static void WriteEnum(ref MessagePackWriter writer, Enum value)
        {
            // Unboxing a boxed enum as its underlying type is allowed, and cheaper than Convert.
            switch (value.GetTypeCode())
            {
                case TypeCode.SByte: writer.WriteInt8((sbyte)(object)value); break;
                case TypeCode.Byte: writer.WriteUInt8((byte)(object)value); break;
                case TypeCode.Int16: writer.WriteInt16((short)(object)value); break;
                case TypeCode.UInt16: writer.WriteUInt16((ushort)(object)value); break;
                case TypeCode.Int32: writer.WriteInt32((int)(object)value); break;
                case TypeCode.UInt32: writer.WriteUInt32((uint)(object)value); break;
                case TypeCode.Int64: writer.WriteInt64((long)(object)value); break;
                default: writer.WriteUInt64((ulong)(object)value); break;
            }
        }

        private static object ReadInteger(ref MessagePackReader reader)
        {
            // The CLR type follows the format's width, as MessagePack-CSharp's does.
            byte code = reader.NextCode;
            switch (code)
            {
                case MessagePackCode.Int8: return reader.ReadSByte();
                case MessagePackCode.Int16: return reader.ReadInt16();
                case MessagePackCode.Int32: return reader.ReadInt32();
                case MessagePackCode.Int64: return reader.ReadInt64();
                case MessagePackCode.UInt8: return reader.ReadByte();
                case MessagePackCode.UInt16: return reader.ReadUInt16();
                case MessagePackCode.UInt32: return reader.ReadUInt32();
                case MessagePackCode.UInt64: return reader.ReadUInt64();
                default: return code <= MessagePackCode.MaxFixInt ? reader.ReadByte() : (object)reader.ReadSByte();
            }
        }

        private static object ReadExtension(ref MessagePackReader reader)
        {
            ExtensionHeader header = reader.ReadExtensionFormatHeader();
            if (header.TypeCode == ReservedMessagePackExtensionTypeCode.DateTime)
            {
                return reader.ReadDateTime(header);
            }

            // A copy, so the result does not pin (or outlive) the caller's input buffer.
            byte[] payload = reader.ReadRaw(header.Length).ToArray();
            return new ExtensionResult(header.TypeCode, payload);
        }

        private void WriteMap(ref MessagePackWriter writer, IDictionary map, MessagePackSerializerOptions options)
        {
            int count = map.Count;
            writer.WriteMapHeader(count);

            // Keys and values go through this formatter itself, not the resolver's object formatter.
            NonGenericFormatting.WriteEntries(ref writer, map, count, this, options);
        }

        private void WriteArray(ref MessagePackWriter writer, ICollection items, MessagePackSerializerOptions options)
        {
            int count = items.Count;
            writer.WriteArrayHeader(count);

            // Items go through this formatter itself, not the resolver's object formatter.
            NonGenericFormatting.WriteItems(ref writer, items, count, this, options);
        }

        private object?[] ReadArray(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<object?>();
            }

            var array = new object?[count];
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < array.Length; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    array[i] = this.Deserialize(ref reader, options);
                }
            }
            finally
            {
                reader.Depth--;
            }

            return array;
        }

        private Dictionary<object, object?> ReadMap(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            int count = reader.ReadMapHeader();
            var map = new Dictionary<object, object?>(count, options.Security.GetEqualityComparer<object>());
            if (count == 0)
            {
                return map;
            }

            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long keyPosition = reader.Consumed;
                    object? key = this.Deserialize(ref reader, options);
                    object? value = this.Deserialize(ref reader, options);
                    if (key is null)
                    {
                        ThrowHelper.ThrowNullKey(typeof(Dictionary<object, object>), keyPosition);
                    }

#if NETSTANDARD2_0
                    if (map.ContainsKey(key))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(Dictionary<object, object>), key, keyPosition);
                    }

                    map.Add(key, value);
#else
                    if (!map.TryAdd(key, value))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(Dictionary<object, object>), key, keyPosition);
                    }
#endif
                }
            }
            finally
            {
                reader.Depth--;
            }

            return map;
        }
    }
}
