using System.Linq;
using BlockPack.Formatters;
using BlockPack.Tests.Compression.Checksums;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// The ext type codes BlockPack writes and reads, against the numbers docs/format.md (and, for 98, 99, 100 and -1,
    /// MessagePack-CSharp and the msgpack spec) fix: the tables the library takes them from, and the first ext header each
    /// framing writes.
    /// </summary>
    public class ExtensionCodeTests
    {
        [Fact]
        public void The_code_tables_hold_the_wire_numbers()
        {
            Assert.Equal(99, ReservedExtensionTypeCodes.Lz4Block);
            Assert.Equal(98, ReservedExtensionTypeCodes.Lz4BlockArray);
            Assert.Equal(97, ReservedExtensionTypeCodes.CheckedLz4BlockArray);
            Assert.Equal(96, ReservedExtensionTypeCodes.CheckedLz4Block);
            Assert.Equal(95, ReservedExtensionTypeCodes.ZstdBlockArray);
            Assert.Equal(94, ReservedExtensionTypeCodes.CheckedZstdBlockArray);
            Assert.Equal(93, ReservedExtensionTypeCodes.ZstdFrames);
            Assert.Equal(92, ReservedExtensionTypeCodes.CheckedZstdFrames);
            Assert.Equal(100, TypelessFormatter.ExtensionTypeCode);
            Assert.Equal(-1, ReservedMessagePackExtensionTypeCode.DateTime);
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block, false, 99)]
        [InlineData(MessagePackCompression.Lz4Block, true, 96)]
        [InlineData(MessagePackCompression.Lz4BlockArray, false, 98)]
        [InlineData(MessagePackCompression.Lz4BlockArray, true, 97)]
        [InlineData(MessagePackCompression.ZstdBlockArray, false, 93)]
        [InlineData(MessagePackCompression.ZstdBlockArray, true, 92)]
        public void Each_framing_leads_with_its_code(MessagePackCompression compression, bool checksums, int code)
        {
            string[] words = Enumerable.Range(0, 200).Select(i => "word" + i).ToArray();
            foreach (int threads in new[] { 1, 4 })
            {
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard
                    .WithCompression(compression).WithBlockChecksums(checksums).WithMaxDegreeOfParallelism(threads);
                byte[] framed = MessagePackSerializer.Serialize(words, options);

                Assert.Equal((sbyte)code, CheckedFramingTests.LeadingExtensionType(framed));
                Assert.Equal(words, MessagePackSerializer.Deserialize<string[]>(framed, options));
            }
        }
    }
}
