using System;
using System.Text;
using BlockPack.Formatters.Objects;
using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    /// <summary>
    /// The shortcuts of generated formatters' hot paths give the answers of the general paths: member formatters are
    /// remembered for the first resolver only, and a map's keys are guessed in declaration order only as a first try.
    /// </summary>
    public class GeneratedLookupTests
    {
        private static readonly DateTime Born = new DateTime(2001, 2, 3, 4, 5, 6, DateTimeKind.Utc);

        [Fact]
        public void A_generated_member_uses_each_resolvers_own_formatter_whichever_resolver_came_first()
        {
            var person = new CompatibilityModels.Person { Id = 1, Born = Born };
            var native = new MessagePackSerializerOptions(CompositeResolver.Create(NativeDateTimeResolver.Instance, Standard(FormatterMode.SourceGenerated).Resolver));

            // Alternate: whichever resolver the generated formatter saw first, the other keeps its own DateTime form.
            for (int round = 0; round < 2; round++)
            {
                byte[] standard = MessagePackSerializer.Serialize(person, Standard(FormatterMode.SourceGenerated));
                byte[] nativeBytes = MessagePackSerializer.Serialize(person, native);

                // The timestamp extension (fixext4, type -1) against NativeDateTimeFormatter's 64-bit DateTime.ToBinary().
                Assert.Contains("d6 ff", Hex(standard), StringComparison.Ordinal);
                Assert.DoesNotContain("d6 ff", Hex(nativeBytes), StringComparison.Ordinal);
                Assert.Contains(Hex(BigEndian(Born.ToBinary())), Hex(nativeBytes), StringComparison.Ordinal);
                Assert.Equal(Born, MessagePackSerializer.Deserialize<CompatibilityModels.Person>(standard, Standard(FormatterMode.SourceGenerated)).Born);
                Assert.Equal(Born, MessagePackSerializer.Deserialize<CompatibilityModels.Person>(nativeBytes, native).Born);
            }
        }

        [Theory]
        [InlineData("a2 61 62", 0)] // "ab"
        [InlineData("a2 62 61", 1)] // "ba": same length as "ab"
        [InlineData("a3 61 62 63", 2)] // "abc": "ab" is its prefix
        [InlineData("a0", 3)] // ""
        [InlineData("a1 61", -1)] // "a": unknown
        [InlineData("d9 02 61 62", 0)] // "ab" as str8
        public void ReadKeyIndex_at_any_position_finds_what_the_search_finds(string keyHex, int expected)
        {
            var table = new StringKeyTable(typeof(object), new[] { Utf8("ab"), Utf8("ba"), Utf8("abc"), Utf8("") });
            byte[] key = Bytes(keyHex);
            foreach (int position in new[] { -1, 0, 1, 2, 3, 4, int.MaxValue })
            {
                var reader = new MessagePackReader(key);
                Assert.Equal(expected, table.ReadKeyIndex(ref reader, position));
                Assert.Equal(key.Length, reader.Consumed);
            }
        }

        [Fact]
        public void ReadKeyIndex_at_a_position_still_rejects_a_key_that_is_not_a_string()
        {
            var table = new StringKeyTable(typeof(CompatibilityModels.Person), new[] { Utf8("ab") });
            var reader = new MessagePackReader(new byte[] { 0x01 });
            try
            {
                table.ReadKeyIndex(ref reader, 0);
                Assert.Fail("An integer key was accepted.");
            }
            catch (MessagePackSerializationException error)
            {
                Assert.Contains(nameof(CompatibilityModels.Person), error.Message, StringComparison.Ordinal);
            }
        }

        private static byte[] Utf8(string text) => Encoding.UTF8.GetBytes(text);

        private static byte[] BigEndian(long value)
        {
            byte[] bytes = BitConverter.GetBytes(value);
            if (BitConverter.IsLittleEndian)
            {
                Array.Reverse(bytes);
            }

            return bytes;
        }
    }
}
