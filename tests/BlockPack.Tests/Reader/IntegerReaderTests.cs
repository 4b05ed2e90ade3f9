using System;
using System.IO;
using System.Globalization;
using System.Numerics;

namespace BlockPack.Tests.Reader
{
    public class IntegerReaderTests
    {
        /// <summary>Every integer encoding at and around the boundaries of every integer type, with its value.</summary>
        public static TheoryData<string, string, string> Encodings => new()
        {
            { "00", "positive fixint", "0" },
            { "7f", "positive fixint", "127" },
            { "e0", "negative fixint", "-32" },
            { "ff", "negative fixint", "-1" },
            { "cc 00", "uint8", "0" },
            { "cc 7f", "uint8", "127" },
            { "cc 80", "uint8", "128" },
            { "cc ff", "uint8", "255" },
            { "cd 00 ff", "uint16", "255" },
            { "cd 01 00", "uint16", "256" },
            { "cd 7f ff", "uint16", "32767" },
            { "cd 80 00", "uint16", "32768" },
            { "cd ff ff", "uint16", "65535" },
            { "ce 00 00 ff ff", "uint32", "65535" },
            { "ce 00 01 00 00", "uint32", "65536" },
            { "ce 7f ff ff ff", "uint32", "2147483647" },
            { "ce 80 00 00 00", "uint32", "2147483648" },
            { "ce ff ff ff ff", "uint32", "4294967295" },
            { "cf 00 00 00 00 00 00 00 00", "uint64", "0" },
            { "cf 00 00 00 00 ff ff ff ff", "uint64", "4294967295" },
            { "cf 00 00 00 01 00 00 00 00", "uint64", "4294967296" },
            { "cf 7f ff ff ff ff ff ff ff", "uint64", "9223372036854775807" },
            { "cf 80 00 00 00 00 00 00 00", "uint64", "9223372036854775808" },
            { "cf ff ff ff ff ff ff ff ff", "uint64", "18446744073709551615" },
            { "d0 80", "int8", "-128" },
            { "d0 ff", "int8", "-1" },
            { "d0 00", "int8", "0" },
            { "d0 7f", "int8", "127" },
            { "d1 80 00", "int16", "-32768" },
            { "d1 ff 7f", "int16", "-129" },
            { "d1 ff 80", "int16", "-128" },
            { "d1 00 80", "int16", "128" },
            { "d1 00 ff", "int16", "255" },
            { "d1 01 00", "int16", "256" },
            { "d1 7f ff", "int16", "32767" },
            { "d2 80 00 00 00", "int32", "-2147483648" },
            { "d2 ff ff 7f ff", "int32", "-32769" },
            { "d2 ff ff 80 00", "int32", "-32768" },
            { "d2 00 00 80 00", "int32", "32768" },
            { "d2 00 00 ff ff", "int32", "65535" },
            { "d2 00 01 00 00", "int32", "65536" },
            { "d2 7f ff ff ff", "int32", "2147483647" },
            { "d3 80 00 00 00 00 00 00 00", "int64", "-9223372036854775808" },
            { "d3 ff ff ff ff 7f ff ff ff", "int64", "-2147483649" },
            { "d3 ff ff ff ff 80 00 00 00", "int64", "-2147483648" },
            { "d3 ff ff ff ff ff ff ff ff", "int64", "-1" },
            { "d3 00 00 00 00 80 00 00 00", "int64", "2147483648" },
            { "d3 00 00 00 00 ff ff ff ff", "int64", "4294967295" },
            { "d3 00 00 00 01 00 00 00 00", "int64", "4294967296" },
            { "d3 7f ff ff ff ff ff ff ff", "int64", "9223372036854775807" },
        };

        private static readonly (string Name, BigInteger Min, BigInteger Max)[] Targets =
        {
            ("Byte", byte.MinValue, byte.MaxValue),
            ("SByte", sbyte.MinValue, sbyte.MaxValue),
            ("Int16", short.MinValue, short.MaxValue),
            ("UInt16", ushort.MinValue, ushort.MaxValue),
            ("Int32", int.MinValue, int.MaxValue),
            ("UInt32", uint.MinValue, uint.MaxValue),
            ("Int64", long.MinValue, long.MaxValue),
            ("UInt64", ulong.MinValue, ulong.MaxValue),
            ("Char", char.MinValue, (int)char.MaxValue),
        };

        [Theory]
        [MemberData(nameof(Encodings))]
        public void Every_encoding_reads_into_every_integer_type_that_holds_its_value(string hex, string encoding, string decimalValue)
        {
            BigInteger expected = BigInteger.Parse(decimalValue, CultureInfo.InvariantCulture);
            int encodedLength = Hex.Parse(hex).Length;
            // The fast path decodes every sized integer with one 8-byte load when 9 bytes are left in the span, and
            // falls back to a switch near the end: trailing nils after the value take each path in turn.
            foreach (string trailer in new[] { string.Empty, " c0 c0 c0 c0 c0 c0 c0 c0 c0" })
            {
                foreach (Layout layout in TestSequences.AllLayouts)
                {
                    foreach ((string target, BigInteger min, BigInteger max) in Targets)
                    {
                        // A trailing nil proves the read consumed exactly the integer.
                        var reader = new MessagePackReader(TestSequences.Create(hex + " c0" + trailer, layout));
                        if (expected >= min && expected <= max)
                        {
                            BigInteger actual = Read(ref reader, target);
                            Assert.True(expected == actual, $"{hex}{trailer} as {target} in {layout}: read {actual}, expected {expected}");
                            Assert.Equal(encodedLength, reader.Consumed);
                            Assert.True(reader.IsNil);
                        }
                        else
                        {
                            var ex = Assert.Throws<OverflowException>(() =>
                            {
                                var failing = new MessagePackReader(TestSequences.Create(hex + trailer, layout));
                                Read(ref failing, target);
                            });
                            Assert.Contains($"the {encoding} value {decimalValue} at byte offset 0 does not fit in {target}", ex.Message, StringComparison.Ordinal);
                        }
                    }
                }
            }
        }

        [Fact]
        public void Uint64_max_does_not_fit_in_Int64()
        {
            var ex = Assert.Throws<OverflowException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse("cf ff ff ff ff ff ff ff ff"));
                reader.ReadInt64();
            });
            Assert.Equal("Overflow: the uint64 value 18446744073709551615 at byte offset 0 does not fit in Int64.", ex.Message);
        }

        [Fact]
        public void Minus_one_does_not_fit_in_Byte_and_the_offset_is_where_the_value_starts()
        {
            var ex = Assert.Throws<OverflowException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse("92 01 ff"));
                reader.ReadArrayHeader();
                reader.ReadByte();
                reader.ReadByte();
            });
            Assert.Equal("Overflow: the negative fixint value -1 at byte offset 2 does not fit in Byte.", ex.Message);
        }

        [Theory]
        [InlineData("41", 'A')]
        [InlineData("cd 20 ac", '\u20ac')]
        [InlineData("cd ff ff", '\uffff')]
        [InlineData("d2 00 00 00 00", '\0')]
        public void ReadChar_reads_an_integer_as_a_UTF16_code_unit(string hex, char expected)
        {
            var reader = new MessagePackReader(Hex.Parse(hex));
            Assert.Equal(expected, reader.ReadChar());
        }

        [Theory]
        [InlineData("a5 68 65 6c 6c 6f", "0xa5 (fixstr)")]
        [InlineData("c0", "0xc0 (nil)")]
        [InlineData("c3", "0xc3 (true)")]
        [InlineData("ca 3f 80 00 00", "0xca (float32)")]
        [InlineData("90", "0x90 (fixarray)")]
        public void A_value_of_another_type_is_rejected_naming_its_code(string hex, string codeText)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                // Put the value after 12 bytes of other data, so the offset in the message is checked too.
                var ex = Assert.Throws<MessagePackSerializationException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create("ab 61 62 63 64 65 66 67 68 69 6a 6b " + hex, layout));
                    reader.ReadString();
                    reader.ReadInt32();
                });
                Assert.Equal($"Unexpected msgpack code {codeText} at byte offset 12 while reading Int32.", ex.Message);
            }
        }

        [Fact]
        public void The_never_used_code_is_named_as_such()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(Hex.Parse("01 c1"));
                reader.ReadInt32();
                reader.ReadInt32();
            });
            Assert.StartsWith("Unexpected msgpack code 0xc1 (never used (0xc1)) at byte offset 1 while reading Int32.", ex.Message, StringComparison.Ordinal);
        }

        [Theory]
        [InlineData("", 0)]
        [InlineData("cc", 0)]
        [InlineData("cd 01", 0)]
        [InlineData("d2 00 00 00", 0)]
        [InlineData("01 d3 00 00 00 00 00 00 00", 1)]
        [InlineData("01 cf ff ff ff ff ff ff ff", 1)]
        public void A_truncated_integer_is_rejected_with_its_offset(string hex, int offset)
        {
            foreach (Layout layout in TestSequences.AllLayouts)
            {
                var ex = Assert.Throws<EndOfStreamException>(() =>
                {
                    var reader = new MessagePackReader(TestSequences.Create(hex, layout));
                    if (offset > 0)
                    {
                        reader.ReadInt64();
                    }

                    reader.ReadInt64();
                });
                Assert.Equal($"Unexpected end of MessagePack data at byte offset {offset} while reading Int64.", ex.Message);
            }
        }

        [Fact]
        public void UInt64_reads_values_above_Int64_across_segments()
        {
            var reader = new MessagePackReader(TestSequences.Create("cf 80 00 00 00 00 00 00 01 cf ff ff ff ff ff ff ff fe", Layout.OneByteSegments));
            Assert.Equal(9223372036854775809UL, reader.ReadUInt64());
            Assert.Equal(18446744073709551614UL, reader.ReadUInt64());
            Assert.True(reader.End);
        }

        private static BigInteger Read(ref MessagePackReader reader, string target) => target switch
        {
            "Byte" => reader.ReadByte(),
            "SByte" => reader.ReadSByte(),
            "Int16" => reader.ReadInt16(),
            "UInt16" => reader.ReadUInt16(),
            "Int32" => reader.ReadInt32(),
            "UInt32" => reader.ReadUInt32(),
            "Int64" => reader.ReadInt64(),
            "UInt64" => reader.ReadUInt64(),
            "Char" => reader.ReadChar(),
            _ => throw new ArgumentOutOfRangeException(nameof(target)),
        };
    }
}
