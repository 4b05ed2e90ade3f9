using System;
using System.Linq;
using BlockPack.Hashing;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// The process hash key's words come from version 4 GUIDs (no OpenSSL needed; issue 22): every one of the 64 bits of
    /// a word must vary, including the positions where a GUID carries its fixed version and variant bits.
    /// </summary>
    public sealed class ProcessHashKeyTests
    {
        [Fact]
        public void Every_bit_of_a_word_drawn_from_a_guid_takes_both_values()
        {
            ulong anyOne = 0, allOnes = ulong.MaxValue;
            for (int i = 0; i < 1000; i++)
            {
                ulong word = ProcessHashKey.RandomWord(Guid.NewGuid());
                anyOne |= word;
                allOnes &= word;
            }

            // A bit stuck at one value in 1000 uniform draws has probability 2^-999: this fails only on a fixed bit.
            Assert.Equal(ulong.MaxValue, anyOne);
            Assert.Equal(0UL, allOnes);
        }

        [Fact]
        public void A_word_is_the_xor_of_the_guids_two_halves_so_the_version_and_variant_bits_are_covered()
        {
            // Bytes 0-15 as Guid.ToByteArray orders them: version nibble 4 in byte 7, variant 10 in byte 8.
            Guid guid = new Guid(new byte[] { 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x48, 0x89, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0xF0 });
            ulong expected = BitConverter.IsLittleEndian
                ? 0x4807060504030201UL ^ 0xF00F0E0D0C0B0A89UL
                : 0x0102030405060748UL ^ 0x890A0B0C0D0E0FF0UL;
            Assert.Equal(expected, ProcessHashKey.RandomWord(guid));
        }

        [Fact]
        public void The_seven_key_words_are_distinct_and_not_zero()
        {
            ulong[] words = { ProcessHashKey.K0, ProcessHashKey.K1, ProcessHashKey.PairA0, ProcessHashKey.PairA1, ProcessHashKey.PairA2, ProcessHashKey.PairA3, ProcessHashKey.PairB };
            Assert.DoesNotContain(0UL, words);
            Assert.Equal(words.Length, words.Distinct().Count());
        }
    }
}
