using System;
using System.Buffers;
using System.Collections;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Formats values typed as <see cref="object"/>.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Writing dispatches on the runtime type: <see langword="null"/>, <see cref="bool"/>, the integer types,
    /// <see cref="char"/>, <see cref="float"/>, <see cref="double"/>, <see cref="string"/>, <see cref="byte"/> arrays
    /// and <see cref="DateTime"/> are written directly (integers in their smallest encoding); an
    /// <see cref="IDictionary"/> becomes a map and any other <see cref="ICollection"/> (including one-dimensional
    /// arrays) an array, each element again as <see cref="object"/>. Every other type is written by the formatter
    /// the options' resolver has for its runtime type, so enums, <see cref="decimal"/>, <see cref="Guid"/>, tuples
    /// and user types work too.
    /// </para>
    /// <para>
    /// Reading produces the natural .NET type of each MessagePack family: <see cref="bool"/>; <see cref="long"/> for
    /// every integer, except <see cref="ulong"/> for values above <see cref="long.MaxValue"/>; <see cref="double"/>
    /// for float32 and float64; <see cref="string"/>; <see cref="byte"/> arrays for bin; <c>object[]</c> for
    /// arrays; <c>Dictionary&lt;object, object&gt;</c> for maps; <see cref="DateTime"/> (UTC) for timestamps; and an
    /// <see cref="ExtensionResult"/> holding a copy of the payload for other extensions. A map with a nil or
    /// repeated key is a <see cref="MessagePackSerializationException"/>, as for
    /// <see cref="DictionaryFormatter{TKey, TValue}"/>.
    /// </para>
    /// </remarks>
    public sealed class PrimitiveObjectFormatter : IMessagePackFormatter<object?>
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
                case int v: writer.Write(v); return;
                case long v: writer.Write(v); return;
                case string v: writer.Write(v); return;
                case double v: writer.Write(v); return;
                case byte v: writer.Write(v); return;
                case sbyte v: writer.Write(v); return;
                case short v: writer.Write(v); return;
                case ushort v: writer.Write(v); return;
                case uint v: writer.Write(v); return;
                case ulong v: writer.Write(v); return;
                case float v: writer.Write(v); return;
                case char v: writer.Write(v); return;
                case byte[] v: writer.Write(v); return;
                case DateTime v: writer.Write(v); return;
                case IDictionary v: WriteMap(ref writer, v, options); return;
                case Array v when v.Rank != 1: break; // keep the shape: the multi-dimensional array formatter writes it
                case ICollection v: WriteArray(ref writer, v, options); return;
            }

            Type type = value.GetType();
            if (type == typeof(object))
            {
                // The resolver would hand the value straight back to this formatter, forever.
                ThrowHelper.ThrowBareObject();
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
                    if (reader.NextCode == MessagePackCode.UInt64)
                    {
                        ulong unsigned = reader.ReadUInt64();
                        return unsigned <= long.MaxValue ? (object)(long)unsigned : unsigned;
                    }

                    return reader.ReadInt64();
                case MessagePackType.Float:
                    return reader.NextCode == MessagePackCode.Float32 ? (double)reader.ReadSingle() : reader.ReadDouble();
                case MessagePackType.String:
                    return reader.ReadString();
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

        [UnconditionalSuppressMessage("AOT", "IL3050", Justification = "A boxed value's own type: its formatter code exists when the app serializes that type elsewhere; NativeAOT shares one instantiation among reference types. A value type never serialized otherwise fails here with NotSupportedException naming it.")]
        [UnconditionalSuppressMessage("Trimming", "IL2060", Justification = "SerializeBoxed<T> has no requirements on T.")]
        private static BoxedSerializer CreateBoxedSerializer(Type type)
        {
            return (BoxedSerializer)SerializeBoxedMethod.MakeGenericMethod(type).CreateDelegate(typeof(BoxedSerializer));
        }

        private static void SerializeBoxed<T>(ref MessagePackWriter writer, object value, MessagePackSerializerOptions options)
        {
            options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, (T)value, options);
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
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                IDictionaryEnumerator entries = map.GetEnumerator();
                while (entries.MoveNext())
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(map.GetType(), count, count + 1);
                    }

                    this.Serialize(ref writer, entries.Key, options);
                    this.Serialize(ref writer, entries.Value, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(map.GetType(), count, written);
            }
        }

        private void WriteArray(ref MessagePackWriter writer, ICollection items, MessagePackSerializerOptions options)
        {
            int count = items.Count;
            writer.WriteArrayHeader(count);
            int written = 0;
            options.Security.DepthStep(ref writer);
            try
            {
                foreach (object? item in items)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    if (written == count)
                    {
                        ThrowHelper.ThrowCollectionCountChanged(items.GetType(), count, count + 1);
                    }

                    this.Serialize(ref writer, item, options);
                    written++;
                }
            }
            finally
            {
                writer.Depth--;
            }

            if (written != count)
            {
                ThrowHelper.ThrowCollectionCountChanged(items.GetType(), count, written);
            }
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
            var map = new Dictionary<object, object?>(count);
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
