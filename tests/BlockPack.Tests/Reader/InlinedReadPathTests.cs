using System;
using System.Text;

namespace BlockPack.Tests.Reader
{
    /// <summary>
    /// The fast paths of <see cref="MessagePackReader.ReadString"/> (nil, short ASCII in a fixstr or str8 in one span)
    /// and of <see cref="MessagePackReader.ReadDateTime()"/> (timestamp64 and timestamp32, inlined where it is called),
    /// and the paths they hand off to (text that is not short ASCII, timestamp96, a timestamp64 whose nanoseconds are
    /// out of range), read one after another from one buffer: each value must come out exactly and leave the reader at
    /// the next value's first byte.
    /// </summary>
    public class InlinedReadPathTests
    {
        [Fact]
        public void Strings_of_every_inlined_and_handed_off_kind_advance_exactly_to_the_next_value()
        {
            string longAscii = new string('x', 40); // str8, widened by the out-of-line path
            string shortUtf8 = "caf\u00e9"; // fixstr, not ASCII: handed off
            string longUtf8 = "\u00e9t\u00e9 " + new string('y', 36); // str8, not ASCII
            string str8Short = "str8 but short"; // str8 of at most 32 bytes: widened inline
            byte[] longUtf8Bytes = Encoding.UTF8.GetBytes(longUtf8);
            byte[] shortUtf8Bytes = Encoding.UTF8.GetBytes(shortUtf8);

            var bytes = new System.Collections.Generic.List<byte>();
            var ends = new System.Collections.Generic.List<int>();
            void Add(params byte[] value)
            {
                bytes.AddRange(value);
                ends.Add(bytes.Count);
            }

            Add(0xa3, (byte)'a', (byte)'b', (byte)'c');
            Add(0xc0);
            Add(Concat(new byte[] { 0xd9, 40 }, Encoding.ASCII.GetBytes(longAscii)));
            Add(Concat(new byte[] { (byte)(0xa0 | shortUtf8Bytes.Length) }, shortUtf8Bytes));
            Add(0xc0);
            Add(Concat(new byte[] { 0xd9, (byte)longUtf8Bytes.Length }, longUtf8Bytes));
            Add(Concat(new byte[] { 0xd9, (byte)str8Short.Length }, Encoding.ASCII.GetBytes(str8Short)));
            Add(0xa0);
            Add(0xc3);

            var reader = new MessagePackReader(new ReadOnlyMemory<byte>(bytes.ToArray()));
            string?[] expected = { "abc", null, longAscii, shortUtf8, null, longUtf8, str8Short, string.Empty };
            for (int i = 0; i < expected.Length; i++)
            {
                Assert.Equal(expected[i], reader.ReadString());
                Assert.Equal(ends[i], reader.Consumed);
            }

            Assert.True(reader.ReadBoolean());
            Assert.True(reader.End);
        }

        [Fact]
        public void Timestamps_read_inline_and_handed_off_advance_exactly_to_the_next_value()
        {
            // 2018-01-02T03:04:05Z is 1,514,862,245 s (0x5a4af6a5) after the epoch.
            var instant = new DateTime(2018, 1, 2, 3, 4, 5, DateTimeKind.Utc);
            byte[] bytes = Hex.Parse(
                "d7 ff 77 35 94 00 5a 4a f6 a5" // timestamp64: + 500,000,000 ns
                + " d6 ff 5a 4a f6 a5" // timestamp32
                + " c7 0c ff 00 00 00 64 00 00 00 00 5a 4a f6 a5" // timestamp96: + 100 ns, handed off
                + " d7 ff ee 6b 28 00 00 00 00 00" // timestamp64 with 10^9 ns: handed off and rejected
                + " c3");

            var reader = new MessagePackReader(new ReadOnlyMemory<byte>(bytes));
            Assert.Equal(instant.AddTicks(5_000_000).Ticks, reader.ReadDateTime().Ticks);
            Assert.Equal(10, reader.Consumed);
            Assert.Equal(instant.Ticks, reader.ReadDateTime().Ticks);
            Assert.Equal(16, reader.Consumed);
            DateTime fromSlowPath = reader.ReadDateTime();
            Assert.Equal(instant.AddTicks(1).Ticks, fromSlowPath.Ticks);
            Assert.Equal(DateTimeKind.Utc, fromSlowPath.Kind);
            Assert.Equal(31, reader.Consumed);

            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var atInvalid = new MessagePackReader(new ReadOnlyMemory<byte>(bytes, 31, bytes.Length - 31));
                atInvalid.ReadDateTime();
            });
            Assert.Contains("nanoseconds field of 1000000000", ex.Message, StringComparison.Ordinal);
            reader.Skip();
            Assert.True(reader.ReadBoolean());
            Assert.True(reader.End);
        }

        private static byte[] Concat(byte[] first, byte[] second)
        {
            byte[] result = new byte[first.Length + second.Length];
            first.CopyTo(result, 0);
            second.CopyTo(result, first.Length);
            return result;
        }
    }
}
