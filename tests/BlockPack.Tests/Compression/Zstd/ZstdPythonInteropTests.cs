using System;
using System.IO;
using System.Linq;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Interop with an independent implementation of ZstdBlockArray: peer/zstdpeer.py builds payloads of the frames form
    /// and of the version-1 block arrays from docs/format.md with python3-msgpack and python3-zstandard (its own
    /// Zstandard, its own CRC-32C, a dictionary it trains itself) and checks BlockPack's payloads (the frames form) byte
    /// for byte against the writer rules. Cases: 40,000 records (about 1.3 MB: two frames, several version-1 blocks),
    /// 300 KB of text, and three small orders, the latter also with a trained dictionary.
    /// </summary>
    public sealed class ZstdPythonInteropTests : IClassFixture<ZstdPythonInteropTests.PeerCases>
    {
        private static readonly string[] CaseNames = { "records", "text", "order1", "order2", "order3" };

        private static readonly string[] Variants = { "zframes", "zframesodd", "zcframes", "zarray", "zarrayodd", "zcarray" };

        private static readonly MessagePackSerializerOptions Options = new MessagePackSerializerOptions(CompressionTestResolver.Instance)
            .WithCompression(MessagePackCompression.ZstdBlockArray);

        private readonly PeerCases cases;

        public ZstdPythonInteropTests(PeerCases cases) => this.cases = cases;

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

            foreach (string name in CaseNames.Where(n => n.StartsWith("order", StringComparison.Ordinal)))
            {
                data.Add(name, "zfdict");
                data.Add(name, "zcfdict");
                data.Add(name, "zdict");
                data.Add(name, "zcdict");
            }

            return data;
        }

        [Theory]
        [MemberData(nameof(PeerPayloads))]
        public void Payloads_written_by_the_peer_deserialize_to_its_plain_msgpack(string name, string variant)
        {
            byte[] plain = this.cases.Read(name + ".plain");
            byte[] payload = this.cases.Read(name + "." + variant);

            // The peer's dictionary, trained by python-zstandard, loads with the id the peer put in the framing.
            ZstdDictionary peerDictionary = ZstdDictionary.Load(this.cases.Read("peer.dict"));
            MessagePackSerializerOptions options = Options.WithZstdReadDictionaries(peerDictionary);
            RawMsgpack value = MessagePackSerializer.Deserialize<RawMsgpack>(payload, out int bytesRead, options);
            Assert.Equal(plain, value.Bytes);
            Assert.Equal(payload.Length, bytesRead);

            if (variant.Contains("dict", StringComparison.Ordinal))
            {
                MessagePackSerializationException missing = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<RawMsgpack>(payload, Options));
                Assert.Contains($"0x{peerDictionary.Id:X8}", missing.ToString(), StringComparison.Ordinal);
            }
        }

        [Fact]
        public void Payloads_written_by_BlockPack_are_read_by_the_peer_and_follow_the_writer_rules()
        {
            // BlockPack's own dictionary, trained from its own sample orders (which share field values with the peer's);
            // saved for the peer to load.
            ZstdDictionary dictionary = ZstdDictionary.Train(ZstdTestSupport.Orders(2_000, seed: 41), MessagePackSerializerOptions.Standard, maxLength: 4_096);
            using (FileStream file = File.Create(Path.Combine(this.cases.Directory, "bp.dict")))
            {
                dictionary.Save(file);
            }

            int written = 0;
            foreach (string name in CaseNames)
            {
                byte[] plain = this.cases.Read(name + ".plain");
                if (plain.Length >= MessagePackSerializerOptions.DefaultCompressionMinLength)
                {
                    this.cases.Write(name + ".bp-zframes", MessagePackSerializer.Serialize(new RawMsgpack(plain), Options));
                    this.cases.Write(name + ".bp-zcframes", MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithBlockChecksums(true)));
                    written += 2;
                }

                if (name.StartsWith("order", StringComparison.Ordinal))
                {
                    byte[] framed = MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithZstdDictionary(dictionary));
                    Assert.True(framed.Length < plain.Length, $"{name}: {framed.Length} framed bytes for {plain.Length} plain bytes");
                    this.cases.Write(name + ".bp-zfdict", framed);
                    this.cases.Write(name + ".bp-zcfdict", MessagePackSerializer.Serialize(new RawMsgpack(plain), Options.WithZstdDictionary(dictionary).WithBlockChecksums(true)));
                    written += 2;
                }
            }

            Assert.Equal($"ok {written}", PythonPeer.RunScript(PeerCases.ScriptPath, "check", this.cases.Directory));
        }

        [Fact]
        public void The_format_documents_worked_example_is_read_by_the_peer()
        {
            // A directory of its own, so that the "check" of the other test does not see these files.
            byte[] plain = ZstdBlockArrayTests.ExamplePlain;
            string directory = PythonPeer.NewDirectory();
            try
            {
                File.WriteAllBytes(Path.Combine(directory, "example.plain"), plain);
                File.WriteAllBytes(Path.Combine(directory, "example.bp-zarray"), ZstdTestSupport.Compress(plain));
                File.WriteAllBytes(Path.Combine(directory, "example.bp-zcarray"), ZstdTestSupport.Compress(plain, checksums: true));
                File.WriteAllBytes(Path.Combine(directory, "example.bp-zframes"), ZstdTestSupport.CompressFrames(plain));
                File.WriteAllBytes(Path.Combine(directory, "example.bp-zcframes"), ZstdTestSupport.CompressFrames(plain, checksums: true));
                Assert.Equal("ok 4", PythonPeer.RunScript(PeerCases.ScriptPath, "checkone", directory, "example"));
            }
            finally
            {
                System.IO.Directory.Delete(directory, recursive: true);
            }
        }

        /// <summary>Runs the peer's "make" once for the class and removes its files afterwards.</summary>
        public sealed class PeerCases : IDisposable
        {
            public PeerCases()
            {
                this.Directory = PythonPeer.NewDirectory();
                string result = PythonPeer.RunScript(ScriptPath, "make", this.Directory);
                if (result != $"ok {CaseNames.Length}")
                {
                    throw new InvalidOperationException($"zstdpeer.py make said: {result}");
                }
            }

            internal static string ScriptPath { get; } = Path.Combine(AppContext.BaseDirectory, "peer", "zstdpeer.py");

            public string Directory { get; }

            public byte[] Read(string file) => File.ReadAllBytes(Path.Combine(this.Directory, file));

            public void Write(string file, byte[] bytes) => File.WriteAllBytes(Path.Combine(this.Directory, file), bytes);

            public void Dispose() => System.IO.Directory.Delete(this.Directory, recursive: true);
        }
    }
}
