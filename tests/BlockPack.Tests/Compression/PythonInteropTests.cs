using System;
using System.Buffers;
using System.Globalization;
using System.IO;
using System.Linq;
using BlockPack.Compression.Integrity;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Interop with a second, independent implementation of the framings (beside the real MessagePack-CSharp in
    /// tests/BlockPack.Interop.Tests): the
    /// Python peer builds payloads from the format rules with python3-msgpack and python3-lz4, and checks ours.
    /// Cases: arrays of 1, 10, 1,000 and 100,000 records, a 1 MB string, a 3 MB byte array, and values of 63, 64
    /// and 65 bytes around the compression threshold; each in the unchecked and the checked (ext 96/97) framings, the
    /// peer computing CRC-32C with its own table implementation.
    /// </summary>
    public sealed class PythonInteropTests : IClassFixture<PythonInteropTests.PeerCases>
    {
        private static readonly string[] CaseNames =
        {
            "records1", "records10", "records1000", "records100000", "string1MB", "bytes3MB", "under64", "exactly64", "over64",
        };

        private static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(CompressionTestResolver.Instance);

        private static readonly string[] Variants = { "array", "array32", "arrayodd", "block", "blockv1", "carray", "cblock" };

        private readonly PeerCases cases;

        public PythonInteropTests(PeerCases cases)
        {
            this.cases = cases;
        }

        public static TheoryData<string, string> PeerPayloads()
        {
            TheoryData<string, string> data = new TheoryData<string, string>();
            foreach (string name in CaseNames)
            {
                foreach (string variant in Variants)
                {
                    data.Add(name, variant);
                }
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(PeerPayloads))]
        public void Payloads_written_by_the_peer_decode_to_its_plain_msgpack(string name, string variant)
        {
            byte[] plain = this.cases.Read(name + ".plain");
            byte[] payload = this.cases.Read(name + "." + variant);
            byte[]? decoded = Lz4TestSupport.Decompress(new ReadOnlySequence<byte>(payload), MessagePackSecurity.DefaultMaximumDecompressedSize, out long consumed);
            if (plain.Length < MessagePackSerializerOptions.DefaultCompressionMinLength)
            {
                // The peer leaves short values plain, as the writer rules say; they are not mistaken for framing.
                Assert.Null(decoded);
                Assert.Equal(plain, payload);
                return;
            }

            Assert.Equal(plain, decoded);
            Assert.Equal(payload.Length, consumed);
        }

        [Theory]
        [MemberData(nameof(PeerPayloads))]
        public void Payloads_written_by_the_peer_deserialize_through_the_serializer_in_either_mode(string name, string variant)
        {
            byte[] plain = this.cases.Read(name + ".plain");
            byte[] payload = this.cases.Read(name + "." + variant);
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                foreach (bool checksums in new[] { false, true })
                {
                    RawMsgpack value = MessagePackSerializer.Deserialize<RawMsgpack>(payload, out int bytesRead, Options.WithCompression(mode).WithBlockChecksums(checksums));
                    Assert.Equal(plain, value.Bytes);
                    Assert.Equal(payload.Length, bytesRead);
                }
            }
        }

        [Fact]
        public void Payloads_written_by_BlockPack_are_read_by_the_peer_and_follow_the_writer_rules()
        {
            foreach (string name in CaseNames)
            {
                byte[] plain = this.cases.Read(name + ".plain");
                this.cases.Write(name + ".bp-array", CompressLikeTheSerializer(name, plain, MessagePackCompression.Lz4BlockArray));
                this.cases.Write(name + ".bp-block", CompressLikeTheSerializer(name, plain, MessagePackCompression.Lz4Block));
                this.cases.Write(name + ".bp-carray", CompressLikeTheSerializer(name, plain, MessagePackCompression.Lz4BlockArray, blockChecksums: true));
                this.cases.Write(name + ".bp-cblock", CompressLikeTheSerializer(name, plain, MessagePackCompression.Lz4Block, blockChecksums: true));
            }

            // Four payloads per case, each checked for framing bytes (every CRC-32C recomputed), decoded bytes and decoded value.
            Assert.Equal($"ok {4 * CaseNames.Length}", PythonPeer.Run("check", this.cases.Directory));
        }

        [Fact]
        public void The_format_documents_worked_example_in_all_four_framings_is_what_the_peer_writes()
        {
            // ["hello" x 10, "world"], the value of docs/format.md's worked example; the peer rebuilds each framing from
            // its blocks with its own CRC-32C and must arrive at BlockPack's bytes.
            byte[] plain = MessagePackSerializer.Serialize(Enumerable.Repeat("hello", 10).Append("world").ToArray());
            Assert.Equal(67, plain.Length);
            this.cases.Write("example.plain", plain);
            this.cases.Write("example.bp-array", Lz4TestSupport.Compress(plain, MessagePackCompression.Lz4BlockArray, 64));
            this.cases.Write("example.bp-block", Lz4TestSupport.Compress(plain, MessagePackCompression.Lz4Block, 64));
            this.cases.Write("example.bp-carray", Lz4TestSupport.Compress(plain, MessagePackCompression.Lz4BlockArray, 64, blockChecksums: true));
            this.cases.Write("example.bp-cblock", Lz4TestSupport.Compress(plain, MessagePackCompression.Lz4Block, 64, blockChecksums: true));
            Assert.Equal("ok 4", PythonPeer.Run("checkone", this.cases.Directory, "example"));
        }

        [Fact]
        public void The_peers_CRC32C_agrees_with_BlockPacks()
        {
            Assert.Equal("E3069283", PythonPeer.Run("crc32c", "313233343536373839"));
            var random = new Random(11);
            foreach (int length in new[] { 0, 1, 3, 8, 63, 1000 })
            {
                byte[] data = new byte[length];
                random.NextBytes(data);
                Assert.Equal(Crc32C.Compute(data).ToString("X8", CultureInfo.InvariantCulture), PythonPeer.Run("crc32c", Convert.ToHexString(data)));
            }
        }

        [Theory]
        [InlineData("string1MB")]
        [InlineData("under64")]
        [InlineData("exactly64")]
        [InlineData("over64")]
        [InlineData("bytes3MB")]
        public void Typed_values_from_the_peer_deserialize_with_the_standard_resolver(string name)
        {
            byte[] plain = this.cases.Read(name + ".plain");
            foreach (string variant in Variants)
            {
                byte[] payload = this.cases.Read(name + "." + variant);
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
                if (name == "bytes3MB")
                {
                    Assert.Equal(MessagePackSerializer.Deserialize<byte[]>(plain), MessagePackSerializer.Deserialize<byte[]>(payload, options));
                }
                else
                {
                    Assert.Equal(MessagePackSerializer.Deserialize<string>(plain), MessagePackSerializer.Deserialize<string>(payload, options));
                }
            }
        }

        // The serializer writes the value into pooled 64 KB segments, then frames them into the output. Strings and
        // the byte array go through the standard resolver's own formatters; the records through RawMsgpack.
        private static byte[] CompressLikeTheSerializer(string name, byte[] plain, MessagePackCompression mode, bool blockChecksums = false)
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard.WithCompression(mode).WithBlockChecksums(blockChecksums);
            return name switch
            {
                "bytes3MB" => MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<byte[]>(plain), standard),
                "string1MB" or "under64" or "exactly64" or "over64" => MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<string>(plain), standard),
                _ => MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithCompression(mode).WithBlockChecksums(blockChecksums)),
            };
        }

        /// <summary>Runs the peer's "make" once for the class and removes its files afterwards.</summary>
        public sealed class PeerCases : IDisposable
        {
            public PeerCases()
            {
                this.Directory = PythonPeer.NewDirectory();
                string result = PythonPeer.Run("make", this.Directory);
                if (result != $"ok {CaseNames.Length}")
                {
                    throw new InvalidOperationException($"lz4peer.py make said: {result}");
                }
            }

            public string Directory { get; }

            public byte[] Read(string file) => File.ReadAllBytes(Path.Combine(this.Directory, file));

            public void Write(string file, byte[] bytes) => File.WriteAllBytes(Path.Combine(this.Directory, file), bytes);

            public void Dispose() => System.IO.Directory.Delete(this.Directory, recursive: true);
        }
    }
}
