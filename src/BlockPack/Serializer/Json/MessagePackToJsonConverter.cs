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
                    WriteFloat(reader.NextCode == MessagePackCode.Float32 ? reader.ReadSingle() : reader.ReadDouble(), json);
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
                    WriteExtension(ref reader, json);
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

        private static void WriteFloat(double value, TextWriter json)
        {
            if (double.IsNaN(value) || double.IsInfinity(value))
            {
                // JSON has no literal for these; a string keeps the output parseable.
                json.Write('"');
                json.Write(value.ToString(CultureInfo.InvariantCulture));
                json.Write('"');
            }
            else
            {
                json.Write(value.ToString("R", CultureInfo.InvariantCulture));
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

        private static void WriteExtension(ref MessagePackReader reader, TextWriter json)
        {
            MessagePackReader peek = reader.CreatePeekReader();
            ExtensionHeader header = peek.ReadExtensionFormatHeader();
            if (header.TypeCode == ReservedMessagePackExtensionTypeCode.DateTime)
            {
                DateTime value = reader.ReadDateTime();
                JsonStringEscaper.Write(value.ToString("o", CultureInfo.InvariantCulture), json);
                return;
            }

            ExtensionResult extension = reader.ReadExtensionFormat();
            json.Write('[');
            json.Write(extension.TypeCode.ToString(CultureInfo.InvariantCulture));
            json.Write(",\"");
            json.Write(Convert.ToBase64String(extension.Data.ToArray()));
            json.Write("\"]");
        }
    }
}
