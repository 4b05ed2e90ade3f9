using System.Globalization;
using System.IO;

namespace BlockPack.Serializer.Json
{
    /// <summary>Writes a .NET string as a quoted JSON string literal with the escapes RFC 8259 requires.</summary>
    internal static class JsonStringEscaper
    {
        internal static void Write(string value, TextWriter json)
        {
            json.Write('"');
            foreach (char c in value)
            {
                switch (c)
                {
                    case '"': json.Write("\\\""); break;
                    case '\\': json.Write("\\\\"); break;
                    case '\n': json.Write("\\n"); break;
                    case '\r': json.Write("\\r"); break;
                    case '\t': json.Write("\\t"); break;
                    case '\b': json.Write("\\b"); break;
                    case '\f': json.Write("\\f"); break;
                    default:
                        if (c < ' ')
                        {
                            json.Write("\\u");
                            json.Write(((int)c).ToString("x4", CultureInfo.InvariantCulture));
                        }
                        else
                        {
                            json.Write(c);
                        }

                        break;
                }
            }

            json.Write('"');
        }
    }
}
