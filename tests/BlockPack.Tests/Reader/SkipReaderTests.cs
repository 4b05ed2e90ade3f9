using System;
using System.IO;
using System.Buffers;
using System.Linq;
using System.Threading;

namespace BlockPack.Tests.Reader
{
    public class SkipReaderTests
    {
        /// <summary>One value of every format, each followed in the input by a marker (0x2a) that must come next.</summary>
        [Theory]
        [InlineData("00")]
        [InlineData("e0")]
        [InlineData("c0")]
        [InlineData("c2")]
        [InlineData("c3")]
        [InlineData("cc ff")]
        [InlineData("cd ff ff")]
        [InlineData("ce ff ff ff ff")]
        [InlineData("cf ff ff ff ff ff ff ff ff")]
        [InlineData("d0 80")]
        [InlineData("d1 80 00")]
        [InlineData("d2 80 00 00 00")]
        [InlineData("d3 80 00 00 00 00 00 00 00")]
        [InlineData("ca 3f c0 00 00")]
        [InlineData("cb 3f f8 00 00 00 00 00 00")]
        [InlineData("a0")]
        [InlineData("a3 61 62 63")]
        [InlineData("d9 02 61 62")]
        [InlineData("da 00 02 61 62")]
        [InlineData("db 00 00 00 02 61 62")]
        [InlineData("c4 02 01 02")]
        [InlineData("c5 00 02 01 02")]
        [InlineData("c6 00 00 00 02 01 02")]
        [InlineData("d4 01 00")]
        [InlineData("d5 01 00 00")]
        [InlineData("d6 ff 00 00 00 00")]
        [InlineData("d7 ff 00 00 00 00 00 00 00 00")]
        [InlineData("d8 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00")]
        [InlineData("c7 02 01 00 00")]
        [InlineData("c8 00 02 01 00 00")]
        [InlineData("c9 00 00 00 02 01 00 00")]
        [InlineData("90")]
        [InlineData("92 01 a1 61")]
        [InlineData("dc 00 02 01 02")]
        [InlineData("dd 00 00 00 02 01 02")]
        [InlineData("80")]
        [InlineData("82 01 02 a1 61 c0")]
        [InlineData("de 00 01 01 02")]
        [InlineData("df 00 00 00 01 01 92 03 04")]
        [InlineData("93 81 a1 6b 91 c4 01 00 90 d6 ff 00 00 00 00")]
        public void Skip_and_ReadRaw_cover_exactly_one_value(string hex)
        {
            byte[] value = Hex.Parse(hex);
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var skipper = new MessagePackReader(TestSequences.Create(hex + " 2a", layout));
                skipper.Skip();
                Assert.Equal(value.Length, skipper.Consumed);
                Assert.Equal(42, skipper.ReadInt32());

                var trier = new MessagePackReader(TestSequences.Create(hex + " 2a", layout));
                Assert.True(trier.TrySkip());
                Assert.Equal(value.Length, trier.Consumed);

                var raw = new MessagePackReader(TestSequences.Create(hex + " 2a", layout));
                Assert.Equal(value, raw.ReadRaw().ToArray());
                Assert.Equal(42, raw.ReadInt32());
            }
        }

        [Theory]
        [InlineData(10_000)]
        [InlineData(100_000)]
        public void Skip_handles_deep_nesting_without_recursion(int depth)
        {
            // [[[...[nil]...]]] with `depth` arrays, and the same with single-entry maps.
            byte[] arrays = Enumerable.Repeat((byte)0x91, depth).Append((byte)0xc0).ToArray();
            byte[] maps = Enumerable.Range(0, depth).SelectMany(_ => new byte[] { 0x81, 0xa0 }).Append((byte)0xc0).ToArray();
            foreach (byte[] input in new[] { arrays, maps })
            {
                foreach (Layout layout in TestSequences.AllLayouts)
                {
                    var reader = new MessagePackReader(TestSequences.Create(input, layout));
                    reader.Skip();
                    Assert.True(reader.End);

                    var raw = new MessagePackReader(TestSequences.Create(input, layout));
                    Assert.Equal(input.Length, raw.ReadRaw().Length);
                }
            }
        }

        [Fact]
        public void Deep_truncated_nesting_fails_cleanly()
        {
            byte[] input = Enumerable.Repeat((byte)0x91, 10_000).ToArray();
            var reader = new MessagePackReader(input);
            Assert.False(reader.TrySkip());
            Assert.Equal(0, reader.Consumed);
            var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(input).Skip());
            Assert.Equal("Unexpected end of MessagePack data at byte offset 9999 while reading a value to skip.", ex.Message);
        }

        [Fact]
        public void Skip_rejects_a_hostile_count_without_iterating_it()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create("df ff ff ff ff 01 02 03 04 05", layout));
                Assert.False(reader.TrySkip());
                Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create("dd ff ff ff ff 01 02 03 04 05", layout)).Skip());
            }
        }

        [Fact]
        public void Skip_rejects_the_never_used_code_with_its_offset()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("92 01 92 02 c1")).Skip());
            Assert.StartsWith("Unexpected msgpack code 0xc1 (never used (0xc1)) at byte offset 4 while reading a value to skip.", ex.Message, StringComparison.Ordinal);

            // TrySkip reports bad data, it does not mistake it for missing data.
            Assert.Throws<MessagePackSerializationException>(() => new MessagePackReader(Hex.Parse("91 c1")).TrySkip());
        }

        [Theory]
        [InlineData("a3 61 62", 0)]
        [InlineData("c4 03 01 02", 0)]
        [InlineData("92 01", 0)]
        [InlineData("82 01 02 03", 0)]
        [InlineData("91 92 01", 1)]
        [InlineData("c9 00 00 00 01", 0)]
        [InlineData("db ff ff ff ff", 0)]
        [InlineData("91 cb 00 00", 1)]
        public void Skip_reports_where_the_data_ran_out(string hex, int offset)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var trier = new MessagePackReader(TestSequences.Create(hex, layout));
                Assert.False(trier.TrySkip());
                Assert.Equal(0, trier.Consumed);

                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create(hex, layout)).Skip());
                Assert.Equal($"Unexpected end of MessagePack data at byte offset {offset} while reading a value to skip.", ex.Message);
            }
        }

        [Fact]
        public void Skip_observes_the_cancellation_token_in_nested_structures()
        {
            using var cancelled = new CancellationTokenSource();
            cancelled.Cancel();
            Assert.Throws<OperationCanceledException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse("91 91 c0")) { CancellationToken = cancelled.Token };
                reader.Skip();
            });
        }

        [Fact]
        public void ReadRaw_with_a_length_slices_exactly_and_checks_the_input()
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var reader = new MessagePackReader(TestSequences.Create("01 02 03 04", layout));
                Assert.Equal(new byte[] { 1, 2 }, reader.ReadRaw(2).ToArray());
                Assert.Equal(0, reader.ReadRaw(0).Length);
                var ex = Assert.Throws<EndOfStreamException>(() => new MessagePackReader(TestSequences.Create("01 02 03 04", layout)).ReadRaw(5));
                Assert.Equal("Unexpected end of MessagePack data at byte offset 0 while reading 5 raw bytes.", ex.Message);
                Assert.Equal(new byte[] { 3, 4 }, reader.ReadRaw(2).ToArray());
                Assert.True(reader.End);
            }

            Assert.Throws<ArgumentOutOfRangeException>(() => new MessagePackReader(new byte[1]).ReadRaw(-1));
        }
    }
}
