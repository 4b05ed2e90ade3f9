using System;
using System.Buffers;
using System.Text;
using BlockPack.Internal;

namespace BlockPack.Formatters.Standard
{
    /// <summary>
    /// Reads the short str values that hold scalars such as <see cref="decimal"/> and <see cref="Guid"/>, without
    /// allocating a string for them.
    /// </summary>
    internal static class ScalarText
    {
        /// <summary>
        /// The longest text a scalar is parsed from. Far above any valid decimal or GUID, low enough for a stack copy
        /// when the text straddles buffer segments.
        /// </summary>
        internal const int MaxLength = 128;

        /// <summary>Reads a str, naming <paramref name="type"/> if the value is nil or not a str at all.</summary>
        internal static ReadOnlySequence<byte> ReadNonNil(ref MessagePackReader reader, Type type)
        {
            long position = reader.Consumed;
            if (reader.NextMessagePackType != MessagePackType.String)
            {
                if (reader.IsNil)
                {
                    ThrowHelper.ThrowUnexpectedNil(type, position);
                }

                ThrowHelper.ThrowUnexpectedCode(type, reader.NextCode, position);
            }

            return reader.ReadStringSequence().GetValueOrDefault();
        }

        /// <summary>
        /// Gets the text as one span: the segment itself when contiguous, otherwise a copy in
        /// <paramref name="scratch"/>. Text longer than <paramref name="scratch"/> yields an empty span, which no
        /// scalar parses from, however the input happens to be segmented.
        /// </summary>
        internal static ReadOnlySpan<byte> Contiguous(in ReadOnlySequence<byte> text, Span<byte> scratch)
        {
            if (text.Length > scratch.Length)
            {
                return default;
            }

            if (text.IsSingleSegment)
            {
                return text.First.Span;
            }

            text.CopyTo(scratch);
            return scratch.Slice(0, (int)text.Length);
        }

        /// <summary>Decodes the start of some text for an error message.</summary>
        internal static string? Describe(in ReadOnlySequence<byte> text)
        {
            if (text.Length > MaxLength)
            {
                return null;
            }

            try
            {
                return new UTF8Encoding(false, throwOnInvalidBytes: true).GetString(text.ToArray());
            }
            catch (ArgumentException)
            {
                return null;
            }
        }
    }
}
