using System;
using System.Collections.Generic;
using System.Globalization;
using System.Runtime.Serialization;

namespace BlockPack.MassTransit
{
    /// <summary>
    /// Writes and reads the loosely typed values of MassTransit's header dictionaries (envelope headers,
    /// <c>ExceptionInfo.Data</c>): strings, booleans, integers, floating point numbers and dates keep their MessagePack
    /// type; sequences become arrays (read back as <c>string[]</c> when every element is a string, which is what
    /// MassTransit's own list headers such as <c>MT-Request-AcceptType</c> hold, else <c>object[]</c>) and string-keyed
    /// dictionaries maps, nested up to <see cref="MaximumNesting"/> levels; every other value is written as its
    /// invariant text, as MassTransit's JSON envelope does.
    /// </summary>
    internal static class HeaderValueCodec
    {
        /// <summary>How deeply arrays and maps may nest inside one header value.</summary>
        internal const int MaximumNesting = 16;

        /// <summary>Writes a string-keyed map of header values (nil for a null dictionary).</summary>
        internal static void WriteMap(ref MessagePackWriter writer, IEnumerable<KeyValuePair<string, object?>>? values, int count)
        {
            if (values is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteMapHeader(count);
            foreach (KeyValuePair<string, object?> pair in values)
            {
                writer.Write(pair.Key);
                WriteValue(ref writer, pair.Value, 0);
            }
        }

        /// <summary>Reads a map written by <see cref="WriteMap"/>; null for nil.</summary>
        /// <exception cref="SerializationException">A key is not a string or a value has a type headers never hold.</exception>
        internal static Dictionary<string, object?>? ReadMap(ref MessagePackReader reader, string what) => reader.TryReadNil() ? null : ReadMapBody(ref reader, what, 0);

        private static Dictionary<string, object?> ReadMapBody(ref MessagePackReader reader, string what, int nesting)
        {
            int count = reader.ReadMapHeader();
            var map = new Dictionary<string, object?>(count, StringComparer.OrdinalIgnoreCase);
            for (int i = 0; i < count; i++)
            {
                if (reader.NextMessagePackType != MessagePackType.String)
                {
                    throw new SerializationException($"The {what} hold a key that is not a string ({reader.NextMessagePackType}).");
                }

                string key = reader.ReadString()!;
                if (!map.TryAdd(key, ReadValue(ref reader, what, key, nesting)))
                {
                    throw new SerializationException($"The {what} hold the key \"{key}\" twice.");
                }
            }

            return map;
        }

        private static void WriteValue(ref MessagePackWriter writer, object? value, int nesting)
        {
            switch (value)
            {
                case null: writer.WriteNil(); break;
                case string s: writer.Write(s); break;
                case bool b: writer.Write(b); break;
                case int i: writer.Write(i); break;
                case long l: writer.Write(l); break;
                case short s16: writer.Write(s16); break;
                case byte u8: writer.Write(u8); break;
                case sbyte s8: writer.Write(s8); break;
                case uint u32: writer.Write(u32); break;
                case ushort u16: writer.Write(u16); break;
                case ulong u64: writer.Write(u64); break;
                case double d: writer.Write(d); break;
                case float f: writer.Write(f); break;
                case DateTime dt: writer.Write(dt.Kind == DateTimeKind.Unspecified ? DateTime.SpecifyKind(dt, DateTimeKind.Utc) : dt); break;
                case DateTimeOffset dto: writer.Write(dto.ToString("O", CultureInfo.InvariantCulture)); break;
                case IFormattable formattable: writer.Write(formattable.ToString(null, CultureInfo.InvariantCulture)); break;
                case IEnumerable<KeyValuePair<string, object?>> map when nesting < MaximumNesting:
                    var pairs = new List<KeyValuePair<string, object?>>(map);
                    writer.WriteMapHeader(pairs.Count);
                    foreach (KeyValuePair<string, object?> pair in pairs)
                    {
                        writer.Write(pair.Key);
                        WriteValue(ref writer, pair.Value, nesting + 1);
                    }

                    break;
                case System.Collections.IEnumerable sequence when nesting < MaximumNesting:
                    var items = new List<object?>();
                    foreach (object? item in sequence)
                    {
                        items.Add(item);
                    }

                    writer.WriteArrayHeader(items.Count);
                    foreach (object? item in items)
                    {
                        WriteValue(ref writer, item, nesting + 1);
                    }

                    break;
                default: writer.Write(value.ToString()); break;
            }
        }

        private static object? ReadValue(ref MessagePackReader reader, string what, string key, int nesting)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Nil:
                    reader.ReadNil();
                    return null;
                case MessagePackType.String:
                    return reader.ReadString();
                case MessagePackType.Boolean:
                    return reader.ReadBoolean();
                case MessagePackType.Float:
                    return reader.ReadDouble();
                case MessagePackType.Integer:
                    // A value the sender wrote as an int reads back as one; larger ones as long, the largest as ulong.
                    if (reader.NextCode == MessagePackCode.UInt64)
                    {
                        ulong big = reader.ReadUInt64();
                        return big <= long.MaxValue ? (object)(long)big : big;
                    }

                    long number = reader.ReadInt64();
                    return number is >= int.MinValue and <= int.MaxValue ? (object)(int)number : number;
                case MessagePackType.Extension:
                    return reader.ReadDateTime();
                case MessagePackType.Array when nesting < MaximumNesting:
                    return ReadArray(ref reader, what, key, nesting + 1);
                case MessagePackType.Map when nesting < MaximumNesting:
                    return ReadMapBody(ref reader, what, nesting + 1);
                default:
                    throw new SerializationException($"The {what} hold a {reader.NextMessagePackType} value under \"{key}\"; header values are strings, numbers, booleans, dates, nil, or arrays and maps of them nested at most {MaximumNesting} deep.");
            }
        }

        private static object ReadArray(ref MessagePackReader reader, string what, string key, int nesting)
        {
            int count = reader.ReadArrayHeader();
            object?[] items = new object?[count];
            bool allStrings = true;
            for (int i = 0; i < count; i++)
            {
                items[i] = ReadValue(ref reader, what, key, nesting);
                allStrings &= items[i] is string;
            }

            return allStrings ? Array.ConvertAll(items, item => (string)item!) : items;
        }
    }
}
