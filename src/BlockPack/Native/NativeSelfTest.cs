using System;
using System.Text;

namespace BlockPack.Native
{
    /// <summary>
    /// What the native library must get right before BlockPack trusts it: decode a hand-encoded block exactly (with
    /// every variant the CPU can run, into a destination full of garbage and of exactly the right size) and reject
    /// malformed blocks, among them the match offset 0 that liblz4 and K4os let through.
    /// </summary>
    internal static class NativeSelfTest
    {
        private static readonly byte[] Sentence = Encoding.ASCII.GetBytes("The quick brown fox jumps over the lazy ");
        private static readonly byte[] Digits = Encoding.ASCII.GetBytes("0123456789ABCDEFGHIJ");

        /// <summary>
        /// Gets a block built by hand from the LZ4 block format (token: literal count high nibble, match length - 4 low
        /// nibble, 15 meaning "extension bytes follow"; literals; 2-byte little-endian offset; match extension). Its
        /// matches cover the decoders' distinct copy paths: a long copy at offset 40, a run at offset 1, a pattern
        /// at offset 3 and one at offset 20, each longer than a 32-byte vector.
        /// </summary>
        internal static byte[] Block { get; } = Concat(
            new byte[] { 0xFF, 40 - 15 }, Sentence, new byte[] { 40, 0, 40 - 4 - 15 },   // 40 literals, match offset 40, length 40
            new byte[] { 0x3F }, Ascii("dog"), new byte[] { 1, 0, 50 - 4 - 15 },          // 3 literals, match offset 1, length 50
            new byte[] { 0x3F }, Ascii("abc"), new byte[] { 3, 0, 37 - 4 - 15 },          // 3 literals, match offset 3, length 37
            new byte[] { 0xFF, 20 - 15 }, Digits, new byte[] { 20, 0, 20 - 4 - 15 },      // 20 literals, match offset 20, length 20
            new byte[] { 0x50 }, Ascii("!end."));                                           // the last 5 bytes: literals only

        /// <summary>Gets what <see cref="Block"/> decodes to, written out independently of the encoding.</summary>
        internal static byte[] Expected { get; } = Concat(
            Sentence,
            Sentence,
            Ascii("dog" + new string('g', 50)),
            Ascii("abcabcabcabcabcabcabcabcabcabcabcabcabca"),
            Digits,
            Digits,
            Ascii("!end."));

        /// <summary>Gets blocks every decoder must reject, with what is wrong with them.</summary>
        internal static (string Name, byte[] Block)[] Malformed { get; } =
        {
            // 8 literals, a 4-byte match at offset 0, 12 last literals: valid but for the offset.
            ("a match offset of 0", Concat(new byte[] { 0x80 }, Ascii("abcdefgh"), new byte[] { 0, 0, 0xC0 }, Ascii("ijklmnopqrst"))),
            ("a match offset before the block start", Concat(new byte[] { 0x80 }, Ascii("abcdefgh"), new byte[] { 9, 0, 0xC0 }, Ascii("ijklmnopqrst"))),
            ("a block cut short", Block.AsSpan(0, Block.Length - 1).ToArray()),
            ("an empty block", Array.Empty<byte>()),
        };

        /// <summary>Runs the checks.</summary>
        /// <param name="api">The library.</param>
        /// <returns>Null when every check passed, else what failed.</returns>
        internal static string? Run(INativeLz4Api api)
        {
            string? failure = Check(api, variant: -1, "adaptive decoding");
            for (int variant = 0; failure is null && variant < api.VariantCount; variant++)
            {
                if (api.IsVariantAvailable(variant))
                {
                    failure = Check(api, variant, "variant " + (api.VariantName(variant) ?? variant.ToString(System.Globalization.CultureInfo.InvariantCulture)));
                }
            }

            return failure;
        }

        private static string? Check(INativeLz4Api api, int variant, string what)
        {
            byte[] destination = new byte[Expected.Length];
            destination.AsSpan().Fill(0xA5);
            int result = Decode(api, variant, Block, destination);
            if (result != Expected.Length || !destination.AsSpan().SequenceEqual(Expected))
            {
                return $"{what} decoded the reference block wrongly (result {result})";
            }

            result = Decode(api, variant, Block, new byte[Expected.Length - 1]);
            if (result >= 0)
            {
                return $"{what} accepted a destination one byte too small (result {result})";
            }

            foreach ((string name, byte[] block) in Malformed)
            {
                result = Decode(api, variant, block, new byte[64]);
                if (result >= 0)
                {
                    return $"{what} accepted a block with {name} (result {result})";
                }
            }

            return null;
        }

        private static int Decode(INativeLz4Api api, int variant, byte[] source, byte[] destination)
            => variant < 0 ? api.Decode(source, destination) : api.DecodeVariant(variant, source, destination);

        private static byte[] Ascii(string text) => Encoding.ASCII.GetBytes(text);

        private static byte[] Concat(params byte[][] parts)
        {
            int length = 0;
            foreach (byte[] part in parts)
            {
                length += part.Length;
            }

            byte[] result = new byte[length];
            int offset = 0;
            foreach (byte[] part in parts)
            {
                part.CopyTo(result, offset);
                offset += part.Length;
            }

            return result;
        }
    }
}
