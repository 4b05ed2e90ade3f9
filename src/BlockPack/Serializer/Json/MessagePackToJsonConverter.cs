using System;
using System.Buffers;
using System.Globalization;
using System.IO;

namespace BlockPack.Serializer.Json
{
    /// <summary>Writes MessagePack values as JSON text for debugging output.</summary>
    internal static class MessagePackToJsonConverter
    {
        /// <summary>Writes the value at the reader's position and advances past it.</summary>
        internal static void WriteValue(ref MessagePackReader reader, TextWriter json, MessagePackSerializerOptions options)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Nil:
                    reader.ReadNil();
                    json.Write("null");
                    break;
                case MessagePackType.Boolean:
                    json.Write(reader.ReadBoolean() ? "true" : "false");
                    break;
                case MessagePackType.Integer:
                    WriteInteger(ref reader, json);
                    break;
                case MessagePackType.Float:
                    WriteFloat(ref reader, json);
                    break;
                case MessagePackType.String:
                    JsonStringEscaper.Write(reader.ReadString()!, json);
                    break;
                case MessagePackType.Binary:
                    json.Write('"');
                    json.Write(Convert.ToBase64String(reader.ReadBytes()!.Value.ToArray()));
                    json.Write('"');
                    break;
                case MessagePackType.Array:
                    WriteArray(ref reader, json, options);
                    break;
                case MessagePackType.Map:
                    WriteMap(ref reader, json, options);
                    break;
                case MessagePackType.Extension:
                    WriteExtension(ref reader, json, options);
                    break;
                default:
                    // Lets the reader produce its own message with the offset of the bad code.
                    reader.Skip();
                    break;
            }
        }

        private static void WriteInteger(ref MessagePackReader reader, TextWriter json)
        {
            // uint64 values above long.MaxValue are the only integers that do not fit in a long.
            if (reader.NextCode == MessagePackCode.UInt64)
            {
                json.Write(reader.ReadUInt64().ToString(CultureInfo.InvariantCulture));
            }
            else
            {
                json.Write(reader.ReadInt64().ToString(CultureInfo.InvariantCulture));
            }
        }

        private static void WriteFloat(ref MessagePackReader reader, TextWriter json)
        {
            // Printed as MessagePack-CSharp prints them: the value's own invariant ToString, so a float32 shows its
            // shortest float form (1.1, not 1.100000023841858) and NaN and the infinities appear bare (NaN,
            // Infinity, -Infinity), as JSON readers that accept them (JavaScript's, Json.NET's) expect.
            if (reader.NextCode == MessagePackCode.Float32)
            {
                json.Write(reader.ReadSingle().ToString(CultureInfo.InvariantCulture));
            }
            else
            {
                json.Write(reader.ReadDouble().ToString(CultureInfo.InvariantCulture));
            }
        }

        private static void WriteArray(ref MessagePackReader reader, TextWriter json, MessagePackSerializerOptions options)
        {
            int count = reader.ReadArrayHeader();
            options.Security.DepthStep(ref reader);
            json.Write('[');
            for (int i = 0; i < count; i++)
            {
                if (i > 0)
                {
                    json.Write(',');
                }

                WriteValue(ref reader, json, options);
            }

            json.Write(']');
            reader.Depth--;
        }

        private static void WriteMap(ref MessagePackReader reader, TextWriter json, MessagePackSerializerOptions options)
        {
            int count = reader.ReadMapHeader();
            options.Security.DepthStep(ref reader);
            json.Write('{');
            for (int i = 0; i < count; i++)
            {
                if (i > 0)
                {
                    json.Write(',');
                }

                if (reader.NextMessagePackType == MessagePackType.String)
                {
                    JsonStringEscaper.Write(reader.ReadString()!, json);
                }
                else
                {
                    // JSON keys must be strings: render the key as JSON, then quote that text.
                    using var key = new StringWriter(CultureInfo.InvariantCulture);
                    WriteValue(ref reader, key, options);
                    JsonStringEscaper.Write(key.ToString(), json);
                }

                json.Write(':');
                WriteValue(ref reader, json, options);
            }

            json.Write('}');
            reader.Depth--;
        }

        private static void WriteExtension(ref MessagePackReader reader, TextWriter json, MessagePackSerializerOptions options)
        {
            MessagePackReader peek = reader.CreatePeekReader();
            ExtensionHeader header = peek.ReadExtensionFormatHeader();
            if (header.TypeCode == ReservedMessagePackExtensionTypeCode.DateTime)
            {
                DateTime value = reader.ReadDateTime();
                JsonStringEscaper.Write(value.ToString("o", CultureInfo.InvariantCulture), json);
                return;
            }

            if (header.TypeCode == Formatters.TypelessFormatter.ExtensionTypeCode)
            {
                // A typeless value holds another value, which may be typeless again: it counts as a level of nesting
                // like an array or map, so hostile input stops at the depth limit instead of exhausting the stack.
                reader = peek;
                options.Security.DepthStep(ref reader);
                WriteTypeless(ref reader, json, options, header);
                reader.Depth--;
                return;
            }

            ExtensionResult extension = reader.ReadExtensionFormat();
            json.Write('[');
            json.Write(extension.TypeCode.ToString(CultureInfo.InvariantCulture));
            json.Write(",\"");
            json.Write(Convert.ToBase64String(extension.Data.ToArray()));
            json.Write("\"]");
        }

        /// <summary>
        /// Writes a typeless value (extension 100: a type name, then the value) as MessagePack-CSharp shows it: a map
        /// gets a leading <c>"$type":"name"</c> member, an array a leading <c>"name"</c> element, any other value
        /// becomes <c>{"$type":"name",value}</c>, and a bare name (an <see cref="object"/> instance) becomes
        /// <c>{"$type":"name"}</c>.
        /// </summary>
        private static void WriteTypeless(ref MessagePackReader reader, TextWriter json, MessagePackSerializerOptions options, ExtensionHeader header)
        {
            using var typeName = new StringWriter(CultureInfo.InvariantCulture);
            long start = reader.Consumed;
            WriteValue(ref reader, typeName, options);
            if (header.Length <= reader.Consumed - start)
            {
                json.Write("{\"$type\":");
                json.Write(typeName.ToString());
                json.Write('}');
                return;
            }

            MessagePackType inside = reader.NextMessagePackType;
            bool container = inside is MessagePackType.Array or MessagePackType.Map;
            using var body = new StringWriter(CultureInfo.InvariantCulture);
            if (!container)
            {
                body.Write('{');
            }

            WriteValue(ref reader, body, options);
            if (!container)
            {
                body.Write('}');
            }

            string text = body.ToString();
            string token = (inside == MessagePackType.Array ? string.Empty : "\"$type\":") + typeName.ToString() + (text.Length > 2 ? "," : string.Empty);
            json.Write(text.Substring(0, 1));
            json.Write(token);
            json.Write(text.Substring(1));
        }
    }
}
