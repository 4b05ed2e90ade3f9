using System;
using System.IO;
using System.Linq;
using System.Text;
using static BlockPack.Tests.Compression.Zstd.ZstdTestSupport;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Payloads of ZstdBlockArray's version-1 form (ext 95 and 94: one standard Zstandard frame per 64 KB block), written
    /// by BlockPack's code before the frames form replaced it and committed as known bytes (Version1/, with the program
    /// that wrote them), still read to the values they were written from.
    /// </summary>
    public sealed class ZstdVersion1Tests
    {
        [Theory]
        [InlineData("v1-small", 3, false)]
        [InlineData("v1-small-checked", 3, false)]
        [InlineData("v1-small-dict", 1, true)]
        [InlineData("v1-multi", 3000, false)]
        [InlineData("v1-multi-checked", 3000, false)]
        [InlineData("v1-multi-dict", 3000, true)]
        [InlineData("v1-multi-dict-checked", 3000, true)]
        public void Version_1_payloads_read_to_the_values_they_were_written_from(string name, int records, bool dictionary)
        {
            byte[] payload = File.ReadAllBytes(Path.Combine(Folder(), name + ".bin"));
            MessagePackReader framing = new MessagePackReader(payload);
            framing.ReadArrayHeader();
            Assert.Contains((int)framing.ReadExtensionFormatHeader().TypeCode, new[] { 95, 94 });
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            if (dictionary)
            {
                options = options.WithZstdReadDictionaries(ZstdDictionary.Load(File.ReadAllBytes(Path.Combine(Folder(), "dictionary.txt")), 0x1234ABCD));
            }

            Assert.Equal(Records(records), MessagePackSerializer.Deserialize<string[]>(payload, options));

            // The whole payload is framing: what it decodes to is exactly the plain msgpack of the records.
            byte[] plain = MessagePackSerializer.Serialize(Records(records), MessagePackSerializerOptions.Standard);
            Assert.Equal(plain, Decompress(payload, options.ZstdReadDictionaries));
        }

        [Fact]
        public void Version_1_with_a_dictionary_fails_clearly_without_it()
        {
            byte[] payload = File.ReadAllBytes(Path.Combine(Folder(), "v1-multi-dict.bin"));
            MessagePackSerializationException e = Assert.Throws<MessagePackSerializationException>(
                () => MessagePackSerializer.Deserialize<string[]>(payload, MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray)));
            Assert.Contains("0x1234ABCD", e.ToString(), StringComparison.Ordinal);
        }

        /// <summary>The records the payloads hold, as Version1/generator.cs.txt made them.</summary>
        internal static string[] Records(int n) => Enumerable.Range(0, n)
            .Select(i => $"record {i}: order {i * 7919 % 100000} for customer-{i % 97} shipped to {(i % 5 == 0 ? "Lyon" : "Oslo")}; total {i * 13 % 1000}.{i % 100:D2} EUR")
            .ToArray();

        internal static string Folder()
        {
            for (DirectoryInfo? directory = new DirectoryInfo(AppContext.BaseDirectory); directory is not null; directory = directory.Parent)
            {
                string candidate = Path.Combine(directory.FullName, "tests", "BlockPack.Tests", "Compression", "Zstd", "Version1");
                if (Directory.Exists(candidate))
                {
                    return candidate;
                }
            }

            throw new DirectoryNotFoundException("tests/BlockPack.Tests/Compression/Zstd/Version1 is not above " + AppContext.BaseDirectory);
        }
    }
}
