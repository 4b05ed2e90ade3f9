using System;
using System.Collections.Generic;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// Arrays and lists of int, long and double call the writer's and reader's own methods when the resolver's
    /// formatter is the built-in one, and the resolver's formatter when it is another: the bytes are the spec's in the
    /// first case and the other formatter's in the second.
    /// </summary>
    public class SequencePrimitiveElementTests
    {
        [Fact]
        public void Built_in_element_formatters_write_the_specs_bytes_and_read_them_back()
        {
            // [1, -1, 300, int.MinValue]: fixint, negative fixint, uint16, int32.
            var ints = new List<int> { 1, -1, 300, int.MinValue };
            Assert.Equal("9401ffcd012cd280000000", Hex(MessagePackSerializer.Serialize(ints)));
            Assert.Equal(ints, MessagePackSerializer.Deserialize<List<int>>(MessagePackSerializer.Serialize(ints)));
            Assert.Equal("92cf0000000100000000d3ffffffff00000000", Hex(MessagePackSerializer.Serialize(new[] { 1L << 32, -(1L << 32) })));
            Assert.Equal(new List<long> { 1L << 32, -(1L << 32) }, MessagePackSerializer.Deserialize<List<long>>(Convert.FromHexString("92cf0000000100000000d3ffffffff00000000")));
            Assert.Equal("91cb3ff8000000000000", Hex(MessagePackSerializer.Serialize(new List<double> { 1.5 })));
            Assert.Equal(new List<double> { 1.5 }, MessagePackSerializer.Deserialize<List<double>>(Convert.FromHexString("91cb3ff8000000000000")));
        }

        [Fact]
        public void A_resolvers_own_element_formatter_still_writes_and_reads_every_element()
        {
            var options = new MessagePackSerializerOptions(CompositeResolver.Create(
                new IMessagePackFormatter[] { new IntAsStringFormatter(), new LongAsStringFormatter(), new DoubleAsStringFormatter() },
                new IFormatterResolver[] { StandardResolver.Instance }));

            // ["7"] for each: the custom formatters write strings.
            Assert.Equal("91a137", Hex(MessagePackSerializer.Serialize(new List<int> { 7 }, options)));
            Assert.Equal("91a137", Hex(MessagePackSerializer.Serialize(new[] { 7L }, options)));
            Assert.Equal("91a137", Hex(MessagePackSerializer.Serialize(new List<double> { 7 }, options)));
            Assert.Equal(new List<int> { 7 }, MessagePackSerializer.Deserialize<List<int>>(Convert.FromHexString("91a137"), options));
            Assert.Equal(new List<long> { 7 }, MessagePackSerializer.Deserialize<List<long>>(Convert.FromHexString("91a137"), options));
            Assert.Equal(new List<double> { 7 }, MessagePackSerializer.Deserialize<List<double>>(Convert.FromHexString("91a137"), options));
        }

        private static string Hex(byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant();

        private sealed class IntAsStringFormatter : IMessagePackFormatter<int>
        {
            public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.Write(value.ToString(System.Globalization.CultureInfo.InvariantCulture));

            public int Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => int.Parse(reader.ReadString()!, System.Globalization.CultureInfo.InvariantCulture);
        }

        private sealed class LongAsStringFormatter : IMessagePackFormatter<long>
        {
            public void Serialize(ref MessagePackWriter writer, long value, MessagePackSerializerOptions options) => writer.Write(value.ToString(System.Globalization.CultureInfo.InvariantCulture));

            public long Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => long.Parse(reader.ReadString()!, System.Globalization.CultureInfo.InvariantCulture);
        }

        private sealed class DoubleAsStringFormatter : IMessagePackFormatter<double>
        {
            public void Serialize(ref MessagePackWriter writer, double value, MessagePackSerializerOptions options) => writer.Write(value.ToString(System.Globalization.CultureInfo.InvariantCulture));

            public double Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => double.Parse(reader.ReadString()!, System.Globalization.CultureInfo.InvariantCulture);
        }
    }
}
