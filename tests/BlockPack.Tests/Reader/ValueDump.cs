using System;
using System.Buffers;
using System.Globalization;
using System.Text;

namespace BlockPack.Tests.Reader
{
    /// <summary>
    /// Reads whole values through the typed reader API (chosen by peeking) and renders what was read, with the
    /// offset after each value, so different layouts of the same bytes can be compared exactly.
    /// </summary>
    internal static class ValueDump
    {
        /// <summary>A map holding arrays, strings (one with 2-byte and 4-byte UTF-8), ints, bin, ext, a timestamp, nesting and a float.</summary>
        public const string NestedPayload =
            "87" +
            "a3 69 6e 74" + "93 01 d0 80 cf ff ff ff ff ff ff ff ff" + // "int": [1, -128, 18446744073709551615]
            "a3 73 74 72" + "92 a5 68 c3 a9 6c 6f d9 04 f0 9f 98 80" + // "str": ["hélo", "😀"]
            "a3 62 69 6e" + "c4 03 01 02 03" + //                         "bin": bin [1, 2, 3]
            "a3 65 78 74" + "c7 02 05 aa bb" + //                         "ext": ext 5 [aa bb]
            "a2 74 73" + "d7 ff 77 35 94 00 5a 4a f6 a5" + //             "ts": 1514862245 s + 500000000 ns
            "a3 6e 65 73" + "92 91 80 92 c3 c0" + //                      "nes": [[{}], [true, nil]]
            "a1 66" + "cb 3f f8 00 00 00 00 00 00"; //                    "f": 1.5

        /// <summary>What <see cref="NestedPayload"/> reads as.</summary>
        public const string NestedPayloadDump =
            "{\"int\":[1,-128,18446744073709551615],\"str\":[\"hélo\",\"😀\"],\"bin\":bin(010203),\"ext\":ext(5,aabb)," +
            "\"ts\":2018-01-02T03:04:05.5000000Z,\"nes\":[[{}],[true,nil]],\"f\":1.5}@87;";

        public static string ReadAll(ReadOnlySequence<byte> input)
        {
            var reader = new MessagePackReader(input);
            var text = new StringBuilder();
            while (!reader.End)
            {
                ReadValue(ref reader, text);
                text.Append('@').Append(reader.Consumed.ToString(CultureInfo.InvariantCulture)).Append(';');
            }

            return text.ToString();
        }

        public static void ReadValue(ref MessagePackReader reader, StringBuilder text)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Nil:
                    reader.ReadNil();
                    text.Append("nil");
                    break;
                case MessagePackType.Boolean:
                    text.Append(reader.ReadBoolean() ? "true" : "false");
                    break;
                case MessagePackType.Integer:
                    if (reader.NextCode == MessagePackCode.UInt64)
                    {
                        text.Append(reader.ReadUInt64().ToString(CultureInfo.InvariantCulture));
                    }
                    else
                    {
                        text.Append(reader.ReadInt64().ToString(CultureInfo.InvariantCulture));
                    }

                    break;
                case MessagePackType.Float:
                    text.Append(reader.ReadDouble().ToString("R", CultureInfo.InvariantCulture));
                    break;
                case MessagePackType.String:
                    text.Append('"').Append(reader.ReadString()).Append('"');
                    break;
                case MessagePackType.Binary:
                    text.Append("bin(").Append(Hex.Format(reader.ReadBytes()!.Value.ToArray())).Append(')');
                    break;
                case MessagePackType.Array:
                    int count = reader.ReadArrayHeader();
                    text.Append('[');
                    for (int i = 0; i < count; i++)
                    {
                        if (i > 0)
                        {
                            text.Append(',');
                        }

                        ReadValue(ref reader, text);
                    }

                    text.Append(']');
                    break;
                case MessagePackType.Map:
                    int entries = reader.ReadMapHeader();
                    text.Append('{');
                    for (int i = 0; i < entries; i++)
                    {
                        if (i > 0)
                        {
                            text.Append(',');
                        }

                        ReadValue(ref reader, text);
                        text.Append(':');
                        ReadValue(ref reader, text);
                    }

                    text.Append('}');
                    break;
                case MessagePackType.Extension:
                    ExtensionHeader header = reader.ReadExtensionFormatHeader();
                    if (header.TypeCode == ReservedMessagePackExtensionTypeCode.DateTime)
                    {
                        text.Append(reader.ReadDateTime(header).ToString("O", CultureInfo.InvariantCulture));
                    }
                    else
                    {
                        text.Append("ext(").Append(header.TypeCode.ToString(CultureInfo.InvariantCulture)).Append(',')
                            .Append(Hex.Format(reader.ReadRaw(header.Length).ToArray())).Append(')');
                    }

                    break;
                default:
                    // 0xc1: no typed read applies; skipping must reject it.
                    reader.Skip();
                    text.Append("?");
                    break;
            }
        }
    }
}
