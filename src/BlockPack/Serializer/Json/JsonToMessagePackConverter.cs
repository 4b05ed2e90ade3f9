using System;
using System.Globalization;
using System.IO;
using System.Text;
using BlockPack.Buffers;
using BlockPack.Internal;

namespace BlockPack.Serializer.Json
{
    /// <summary>
    /// Translates JSON text to MessagePack, as MessagePack-CSharp's <c>ConvertFromJson</c> does: objects become maps,
    /// arrays arrays, strings strings, <c>true</c>/<c>false</c>/<c>null</c> themselves; a number with a fraction or an
    /// exponent becomes a float64, any other number the shortest integer that holds it (an integer too large for
    /// 64 bits becomes a float64). Several top-level values are written one after another.
    /// </summary>
    /// <remarks>
    /// Nesting is limited by the options' <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/>, so hostile text
    /// cannot exhaust the stack. Not thread-safe; one instance per conversion.
    /// </remarks>
    internal sealed class JsonToMessagePackConverter
    {
        private readonly TextReader json;
        private readonly int maximumDepth;
        private readonly StringBuilder text = new StringBuilder();
        private long position;
        private int depth;

        internal JsonToMessagePackConverter(TextReader json, MessagePackSerializerOptions options)
        {
            this.json = json;
            this.maximumDepth = options.Security.MaximumObjectGraphDepth;
        }

        /// <summary>Writes every value of the text.</summary>
        internal void WriteAll(ref MessagePackWriter writer)
        {
            while (true)
            {
                this.SkipSeparators();
                if (this.json.Peek() < 0)
                {
                    return;
                }

                this.WriteValue(ref writer);
            }
        }

        private void WriteValue(ref MessagePackWriter writer)
        {
            this.SkipWhitespace();
            int next = this.json.Peek();
            switch (next)
            {
                case '{':
                    this.WriteContainer(ref writer, isObject: true);
                    break;
                case '[':
                    this.WriteContainer(ref writer, isObject: false);
                    break;
                case '"':
                    writer.Write(this.ReadString());
                    break;
                case 't':
                    this.Expect("true");
                    writer.Write(true);
                    break;
                case 'f':
                    this.Expect("false");
                    writer.Write(false);
                    break;
                case 'n':
                    this.Expect("null");
                    writer.WriteNil();
                    break;
                case < 0:
                    ThrowHelper.ThrowInvalidJson("the text ends where a value should be", this.position);
                    break;
                default:
                    if (next == '-' || (next >= '0' && next <= '9'))
                    {
                        this.WriteNumber(ref writer);
                    }
                    else
                    {
                        ThrowHelper.ThrowInvalidJson($"'{(char)next}' cannot start a value", this.position);
                    }

                    break;
            }
        }

        private void WriteContainer(ref MessagePackWriter writer, bool isObject)
        {
            if (++this.depth > this.maximumDepth)
            {
                ThrowHelper.ThrowJsonTooDeep(this.maximumDepth);
            }

            this.Read(); // '{' or '['
            char close = isObject ? '}' : ']';

            // The count comes first in MessagePack, so the members go to scratch and are copied behind the header.
            using SegmentedBuffer scratch = SegmentedBuffer.Rent();
            MessagePackWriter members = writer.Clone(scratch);
            int count = 0;
            this.SkipSeparators();
            if (this.json.Peek() == close)
            {
                this.Read();
            }
            else
            {
                while (true)
                {
                    if (isObject)
                    {
                        this.SkipWhitespace();
                        if (this.json.Peek() != '"')
                        {
                            ThrowHelper.ThrowInvalidJson("an object's member name must be a string", this.position);
                        }

                        members.Write(this.ReadString());
                        this.SkipWhitespace();
                        if (this.Read() != ':')
                        {
                            ThrowHelper.ThrowInvalidJson("':' expected after a member name", this.position);
                        }
                    }

                    this.WriteValue(ref members);
                    count++;
                    this.SkipWhitespace();
                    int separator = this.Read();
                    if (separator == close)
                    {
                        break;
                    }

                    if (separator != ',')
                    {
                        ThrowHelper.ThrowInvalidJson($"',' or '{close}' expected", this.position);
                    }

                    this.SkipSeparators();
                    if (this.json.Peek() == close)
                    {
                        this.Read();
                        break;
                    }
                }
            }

            members.Flush();
            if (isObject)
            {
                writer.WriteMapHeader(count);
            }
            else
            {
                writer.WriteArrayHeader(count);
            }

            writer.WriteRaw(scratch.AsReadOnlySequence());
            this.depth--;
        }

        private void WriteNumber(ref MessagePackWriter writer)
        {
            this.text.Clear();
            bool isFloat = false;
            while (true)
            {
                int c = this.json.Peek();
                if ((c >= '0' && c <= '9') || c == '-' || c == '+')
                {
                    this.text.Append((char)this.Read());
                }
                else if (c == '.' || c == 'e' || c == 'E')
                {
                    isFloat = true;
                    this.text.Append((char)this.Read());
                }
                else
                {
                    break;
                }
            }

            string number = this.text.ToString();
            if (!isFloat && long.TryParse(number, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out long signed))
            {
                writer.Write(signed);
            }
            else if (!isFloat && ulong.TryParse(number, NumberStyles.None, CultureInfo.InvariantCulture, out ulong unsigned))
            {
                writer.Write(unsigned);
            }
            else if (double.TryParse(number, NumberStyles.Float, CultureInfo.InvariantCulture, out double value))
            {
                writer.Write(value);
            }
            else
            {
                ThrowHelper.ThrowInvalidJson($"\"{number}\" is not a number", this.position);
            }
        }

        private string ReadString()
        {
            this.Read(); // the opening quote
            this.text.Clear();
            while (true)
            {
                int c = this.Read();
                switch (c)
                {
                    case < 0:
                        ThrowHelper.ThrowInvalidJson("the text ends inside a string", this.position);
                        break;
                    case '"':
                        return this.text.ToString();
                    case '\\':
                        this.text.Append(this.ReadEscape());
                        break;
                    default:
                        this.text.Append((char)c);
                        break;
                }
            }
        }

        private char ReadEscape()
        {
            int c = this.Read();
            switch (c)
            {
                case '"': return '"';
                case '\\': return '\\';
                case '/': return '/';
                case 'b': return '\b';
                case 'f': return '\f';
                case 'n': return '\n';
                case 'r': return '\r';
                case 't': return '\t';
                case 'u':
                    int code = 0;
                    for (int i = 0; i < 4; i++)
                    {
                        int digit = this.Read();
                        int nibble = digit switch
                        {
                            >= '0' and <= '9' => digit - '0',
                            >= 'a' and <= 'f' => digit - 'a' + 10,
                            >= 'A' and <= 'F' => digit - 'A' + 10,
                            _ => -1,
                        };
                        if (nibble < 0)
                        {
                            ThrowHelper.ThrowInvalidJson("\\u must be followed by four hexadecimal digits", this.position);
                        }

                        code = (code << 4) | nibble;
                    }

                    return (char)code;
                default:
                    ThrowHelper.ThrowInvalidJson("unknown escape sequence", this.position);
                    return default;
            }
        }

        private void Expect(string literal)
        {
            foreach (char expected in literal)
            {
                if (this.Read() != expected)
                {
                    ThrowHelper.ThrowInvalidJson($"\"{literal}\" expected", this.position);
                }
            }
        }

        private void SkipWhitespace()
        {
            while (this.json.Peek() is ' ' or '\t' or '\r' or '\n')
            {
                this.Read();
            }
        }

        /// <summary>
        /// Skips whitespace and commas. MessagePack-CSharp's reader treats a run of separators (<c>[1,,2]</c>, a leading
        /// or trailing comma) as one, and text its users convert may rely on that; a value still needs at least one
        /// comma before the next.
        /// </summary>
        private void SkipSeparators()
        {
            while (this.json.Peek() is ' ' or '\t' or '\r' or '\n' or ',')
            {
                this.Read();
            }
        }

        private int Read()
        {
            int c = this.json.Read();
            if (c >= 0)
            {
                this.position++;
            }

            return c;
        }
    }
}
