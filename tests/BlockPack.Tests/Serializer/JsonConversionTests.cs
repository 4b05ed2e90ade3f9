using System;
using System.Buffers;
using System.IO;

namespace BlockPack.Tests.Serializer
{
    /// <summary>
    /// <see cref="MessagePackSerializer.ConvertFromJson(string, MessagePackSerializerOptions?, System.Threading.CancellationToken)"/>
    /// and <c>ConvertToJson</c>: known bytes both ways, floats printed as MessagePack-CSharp prints them, hostile input refused.
    /// </summary>
    public class JsonConversionTests
    {
        private static readonly MessagePackSerializerOptions Lz4 = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4Block).WithCompressionMinLength(1);

        [Theory]
        [InlineData("null", "C0")]
        [InlineData("true", "C3")]
        [InlineData("414", "CD019E")]
        [InlineData("-1", "FF")]
        [InlineData("18446744073709551615", "CFFFFFFFFFFFFFFFFF")]
        [InlineData("1.5", "CB3FF8000000000000")]
        [InlineData("1E-6", "CB3EB0C6F7A0B5ED8D")]
        [InlineData("\"a\\n\\u0041\"", "A3610A41")]
        [InlineData("{\"k\":[1,false]}", "81A16B9201C2")]
        [InlineData(" [ ] ", "90")]
        [InlineData("1 2", "0102")]
        public void ConvertFromJson_WritesTheSpecBytes(string json, string hex)
        {
            Assert.Equal(hex, Convert.ToHexString(MessagePackSerializer.ConvertFromJson(json)));

            var buffer = new ArrayBufferWriter<byte>();
            var writer = new MessagePackWriter(buffer);
            MessagePackSerializer.ConvertFromJson(new StringReader(json), ref writer);
            writer.Flush();
            Assert.Equal(hex, Convert.ToHexString(buffer.WrittenSpan));
        }

        [Theory]
        [InlineData("null")]
        [InlineData("4141.431242")]
        [InlineData("{\"hoge\":100,\"huga\":null,\"nano\":false}")]
        [InlineData("[1,20,false,true,3424.432]")]
        public void JsonRoundTrips_PlainAndCompressed(string json)
        {
            Assert.Equal(json, MessagePackSerializer.ConvertToJson(MessagePackSerializer.ConvertFromJson(json)));
            byte[] compressed = MessagePackSerializer.ConvertFromJson(json, Lz4);
            Assert.Equal(MessagePackType.Extension, new MessagePackReader(compressed).NextMessagePackType); // the Lz4Block framing
            Assert.Equal(json, MessagePackSerializer.ConvertToJson(compressed, Lz4));
        }

        [Theory]
        [InlineData("{")]
        [InlineData("[1,")]
        [InlineData("{1:2}")]
        [InlineData("\"open")]
        [InlineData("tru")]
        [InlineData("@")]
        [InlineData("[1 2]")]
        public void ConvertFromJson_RefusesInvalidText(string json)
        {
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.ConvertFromJson(json));
        }

        [Fact]
        public void ConvertFromJson_RefusesNestingBeyondTheDepthLimit()
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(8));
            Assert.Equal("[[[[[[[[]]]]]]]]", MessagePackSerializer.ConvertToJson(MessagePackSerializer.ConvertFromJson("[[[[[[[[]]]]]]]]", options), options));
            Assert.Throws<InsufficientExecutionStackException>(() => MessagePackSerializer.ConvertFromJson("[[[[[[[[[]]]]]]]]]", options));
            Assert.Throws<InsufficientExecutionStackException>(() => MessagePackSerializer.ConvertFromJson(new string('[', 100_000)));
        }

        [Theory]
        [InlineData("CA40551EB8", "3.33")] // float32 3.33: its shortest float form, not 3.3299999237060547
        [InlineData("CB3EB0C6F7A0B5ED8D", "1E-06")]
        [InlineData("CB7FF8000000000000", "NaN")]
        [InlineData("CA7F800000", "Infinity")]
        [InlineData("CB8000000000000000", "-0")]
        public void ConvertToJson_PrintsFloatsAsMessagePackCSharp(string hex, string json)
        {
            Assert.Equal(json, MessagePackSerializer.ConvertToJson(Convert.FromHexString(hex)));
        }

        [Fact]
        public void ConvertToJson_FromAReader_DecompressesWhenTheOptionsSaySo()
        {
            string json = "[\"" + new string('x', 200) + "\",1]";
            byte[] compressed = MessagePackSerializer.ConvertFromJson(json, Lz4);
            byte[] twice = new byte[compressed.Length * 2];
            compressed.CopyTo(twice, 0);
            compressed.CopyTo(twice, compressed.Length);
            var reader = new MessagePackReader(twice);
            var text = new StringWriter();
            MessagePackSerializer.ConvertToJson(ref reader, text, Lz4);
            Assert.Equal(json, text.ToString());
            Assert.Equal(compressed.Length, reader.Consumed);
        }

        [Fact]
        public void ConvertToJson_OfNothing_IsEmpty()
        {
            Assert.Equal(string.Empty, MessagePackSerializer.ConvertToJson(ReadOnlyMemory<byte>.Empty));
        }

        [Theory]
        [InlineData("92")] // an array of two with nothing after the header
        [InlineData("A5616263")] // a five-byte string holding three
        [InlineData("CB3FF8")] // a cut float64
        public void ConvertToJson_OfTruncatedInput_Throws(string hex)
        {
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.ConvertToJson(Convert.FromHexString(hex)));
            var ex = Record.Exception(() =>
            {
                var r = new MessagePackReader(Convert.FromHexString(hex));
                MessagePackSerializer.ConvertToJson(ref r, new StringWriter());
            });
            Assert.IsType<MessagePackSerializationException>(ex);
        }

        [Fact]
        public void ConvertToJson_RefusesNestingBeyondTheDepthLimit()
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(3));
            byte[] deep = { 0x91, 0x91, 0x91, 0x91, 0xC0 };
            Assert.Equal("[[[[null]]]]", MessagePackSerializer.ConvertToJson(deep));
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.ConvertToJson(deep, options));
        }

        [Fact]
        public void ConvertToJson_ShowsTypelessValuesWithTheirTypeName()
        {
            // ext8 100: "T" then {"a":1}; "T" then [1]; "T" then 5; "T" alone.
            Assert.Equal("{\"$type\":\"T\",\"a\":1}", MessagePackSerializer.ConvertToJson(Convert.FromHexString("C70664A15481A16101")));
            Assert.Equal("[\"T\",1]", MessagePackSerializer.ConvertToJson(Convert.FromHexString("C70464A1549101")));
            Assert.Equal("{\"$type\":\"T\",5}", MessagePackSerializer.ConvertToJson(Convert.FromHexString("C70364A15405")));
            Assert.Equal("{\"$type\":\"T\"}", MessagePackSerializer.ConvertToJson(Convert.FromHexString("C70264A154")));
        }
    }
}
