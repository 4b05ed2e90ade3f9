using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Tests.Reader
{
    /// <summary>
    /// <see cref="MessagePackReader.TryReadExpected"/>, the generated formatters' guess of the next map key: up to 16
    /// bytes are compared by overlapping loads (8, 4 or single bytes wide, by length), longer ones by the general
    /// comparison. Every length up to 20 is checked against a byte-by-byte comparison written here: a difference in
    /// any single position is noticed, equal bytes are consumed, and a shorter input is never read past.
    /// </summary>
    public class ExpectedBytesReaderTests
    {
        public static IEnumerable<object[]> Lengths() => Enumerable.Range(0, 21).Select(n => new object[] { n });

        public static IEnumerable<object[]> NonZeroLengths() => Enumerable.Range(1, 20).Select(n => new object[] { n });

        [Theory]
        [MemberData(nameof(Lengths))]
        public void Equal_bytes_are_consumed_and_the_rest_is_left(int length)
        {
            byte[] expected = Distinct(length);
            byte[] input = expected.Concat(new byte[] { 0xc0 }).ToArray();
            var reader = new MessagePackReader(input);
            Assert.True(reader.TryReadExpected(expected));
            Assert.Equal(length, reader.Consumed);
            Assert.True(reader.TryReadNil());
        }

        [Theory]
        [MemberData(nameof(Lengths))]
        public void A_difference_in_any_single_position_is_noticed_and_nothing_is_consumed(int length)
        {
            byte[] expected = Distinct(length);
            for (int position = 0; position < length; position++)
            {
                // Low and high bit flips: a comparison of only some bits or bytes of a word would miss one of them.
                foreach (byte flip in new byte[] { 0x01, 0x80 })
                {
                    byte[] input = (byte[])expected.Clone();
                    input[position] ^= flip;
                    var reader = new MessagePackReader(input);
                    Assert.False(reader.TryReadExpected(expected), $"length {length}, byte {position} ^ 0x{flip:x2}");
                    Assert.Equal(0, reader.Consumed);
                }
            }
        }

        [Theory]
        [MemberData(nameof(NonZeroLengths))]
        public void A_shorter_input_is_not_a_match(int length)
        {
            byte[] expected = Distinct(length);

            // The input is all but the last of the expected bytes, in an array of its own.
            var reader = new MessagePackReader(expected.AsSpan(0, length - 1).ToArray());
            Assert.False(reader.TryReadExpected(expected));
            Assert.Equal(0, reader.Consumed);
        }

        /// <summary>Bytes that differ from each other and from their neighbours (a shifted load never sees equal data).</summary>
        private static byte[] Distinct(int length) => Enumerable.Range(0, length).Select(i => (byte)(0x30 + (i * 7))).ToArray();
    }
}
