using System;
using System.Buffers;
using System.Buffers.Text;
using BlockPack.Formatters.Standard;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Guid"/> as a 36-character str in the "D" format
    /// (<c>xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx</c>, lowercase), as MessagePack-CSharp does.
    /// </summary>
    /// <remarks>Reading requires exactly that format; anything else, or nil, is a <see cref="MessagePackSerializationException"/>.</remarks>
    public sealed class GuidFormatter : IMessagePackFormatter<Guid>
    {
        /// <summary>The shared instance.</summary>
        public static readonly GuidFormatter Instance = new GuidFormatter();

        private const int Length = 36;

        private static readonly StandardFormat DFormat = new StandardFormat('D');

        private GuidFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Guid value, MessagePackSerializerOptions options)
        {
            // Formatted straight into the output, behind a header sized for exactly 36 bytes.
            writer.WriteStringHeader(Length);
            Utf8Formatter.TryFormat(value, writer.GetSpan(Length), out _, DFormat);
            writer.Advance(Length);
        }

        /// <inheritdoc/>
        public Guid Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            ReadOnlySequence<byte> text = ScalarText.ReadNonNil(ref reader, typeof(Guid));
            Span<byte> scratch = stackalloc byte[Length];
            ReadOnlySpan<byte> utf8 = ScalarText.Contiguous(text, scratch);
            if (utf8.Length == Length && Utf8Parser.TryParse(utf8, out Guid value, out int consumed, 'D') && consumed == Length)
            {
                return value;
            }

            ThrowHelper.ThrowUnparsable(typeof(Guid), ScalarText.Describe(text), position);
            return default;
        }
    }
}
