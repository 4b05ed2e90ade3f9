using System;
using System.Buffers;
using System.Buffers.Text;
using BlockPack.Formatters.Standard;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="decimal"/> as a str holding its invariant-culture text (e.g. 1.5m is "1.5"), as
    /// MessagePack-CSharp does; the text keeps the scale, so 1.50m comes back as 1.50m.
    /// </summary>
    /// <remarks>
    /// Text that is not a decimal (including text longer than 128 bytes), or nil, is a
    /// <see cref="MessagePackSerializationException"/>.
    /// </remarks>
    public sealed class DecimalFormatter : IMessagePackFormatter<decimal>
    {
        /// <summary>The shared instance.</summary>
        public static readonly DecimalFormatter Instance = new DecimalFormatter();

        // The longest invariant text is 31 bytes ("-0." then 28 fraction digits, or a sign, 29 digits and a point),
        // so it always fits a fixstr, whose one-byte header is the same in every spec version.
        private const int MaxFormattedLength = 31;

        private DecimalFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, decimal value, MessagePackSerializerOptions options)
        {
            Span<byte> destination = writer.GetSpan(MaxFormattedLength + 1);
            if (DecimalText.TryFormat(value, destination.Slice(1), out int written))
            {
                destination[0] = (byte)(MessagePackCode.MinFixStr | written);
                writer.Advance(written + 1);
                return;
            }

            if (!Utf8Formatter.TryFormat(value, destination.Slice(1), out written) || written > MaxFormattedLength)
            {
                ThrowHelper.ThrowInvalidValue(typeof(decimal), "its text form is longer than any decimal's", -1);
            }

            destination[0] = (byte)(MessagePackCode.MinFixStr | written);
            writer.Advance(written + 1);
        }

        /// <inheritdoc/>
        public decimal Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            // Every decimal this formatter writes is a fixstr (see MaxFormattedLength): parsed where it lies. Anything
            // else, and text that does not parse, takes the general path, which reports the failure. One local and one
            // return: DecimalText.Compose explains why.
            decimal value;
            if (reader.TryPeekFixStr(out ReadOnlySpan<byte> text) && DecimalText.TryParse(text, out ulong coefficient, out bool negative, out int scale))
            {
                reader.SkipPeekedFixStr(text.Length);
                DecimalText.Compose(coefficient, negative, scale, out value);
            }
            else
            {
                value = ReadGeneral(ref reader);
            }

            return value;
        }

        private static decimal ReadGeneral(ref MessagePackReader reader)
        {
            long position = reader.Consumed;
            ReadOnlySequence<byte> text = ScalarText.ReadNonNil(ref reader, typeof(decimal));
            Span<byte> scratch = stackalloc byte[ScalarText.MaxLength];
            ReadOnlySpan<byte> utf8 = ScalarText.Contiguous(text, scratch);
            if (Utf8Parser.TryParse(utf8, out decimal value, out int consumed) && consumed == utf8.Length)
            {
                return value;
            }

            ThrowHelper.ThrowUnparsable(typeof(decimal), ScalarText.Describe(text), position);
            return default;
        }
    }
}
