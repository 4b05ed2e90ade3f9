using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Tests.Compression;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The native decoder and liblz4 side by side: identical output on every valid block and test vector; on mutated
    /// input the native decoder never accepts what liblz4 rejects, and where it rejects what liblz4 accepts, the
    /// independent peer confirms the block uses the invalid match offset 0.
    /// </summary>
    public class AgreementTests : IClassFixture<PythonInteropTests.PeerCases>
    {
        private static readonly IBlockCodec LibLz4 = TestCodecs.Get(TestCodecs.Reference);
        private static readonly IBlockCodec Native = TestCodecs.Get(TestCodecs.Native);
        private readonly PythonInteropTests.PeerCases peer;

        public AgreementTests(PythonInteropTests.PeerCases peer)
        {
            this.peer = peer;
        }

        public static TheoryData<string> Vectors => new TheoryData<string>
        {
            // MessagePack-CSharp's vectors (wire contract), the docs/format.md example, the hand-built match block.
            "92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79",
            "93 C7 02 62 04 04 C4 05 40 20 20 20 20 C4 05 40 20 20 20 20",
            "92 D4 62 43 C6 00 00 00 11 7F 9B A5 68 65 6C 6C 6F 06 00 24 50 77 6F 72 6C 64",
            "C7 16 63 D2 00 00 00 43 7F 9B A5 68 65 6C 6C 6F 06 00 24 50 77 6F 72 6C 64",
            "92 D4 62 14 C4 0D 47 61 62 63 64 04 00 50 64 61 62 63 64",
            "D7 63 D2 00 00 00 02 20 41 42",
            "94 C7 03 62 00 02 00 C4 00 C4 03 20 41 42 A0",
        };

        [Theory]
        [MemberData(nameof(Vectors))]
        public void Test_vectors_decode_identically(string hex)
        {
            byte[] payload = Hex(hex);
            byte[]? expected = Decompress(new ReadOnlySequence<byte>(payload), 1 << 20, out long consumedByLibLz4, LibLz4);
            byte[]? actual = Decompress(new ReadOnlySequence<byte>(payload), 1 << 20, out long consumedByNative, Native);

            Assert.NotNull(expected);
            Assert.Equal(expected, actual);
            Assert.Equal(consumedByLibLz4, consumedByNative);
        }

        [Theory]
        [MemberData(nameof(PythonInteropTests.PeerPayloads), MemberType = typeof(PythonInteropTests))]
        public void Payloads_written_by_the_python_peer_decode_identically(string name, string variant)
        {
            byte[] payload = this.peer.Read(name + "." + variant);
            byte[]? expected = Decompress(new ReadOnlySequence<byte>(payload), MessagePackSecurity.DefaultMaximumDecompressedSize, out _, LibLz4);
            byte[]? actual = Decompress(new ReadOnlySequence<byte>(payload), MessagePackSecurity.DefaultMaximumDecompressedSize, out _, Native);

            Assert.Equal(expected, actual);
            if (expected is not null)
            {
                Assert.Equal(this.peer.Read(name + ".plain"), actual);
            }
        }

        [Fact]
        public void Blocks_of_every_shape_and_two_encoders_decode_identically()
        {
            List<byte[]> inputs = new List<byte[]>();
            foreach (int size in new[] { 0, 1, 5, 12, 13, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 1000, 4096, 65_535, 65_536, 65_537, 200_000 })
            {
                inputs.Add(Pattern(size, seed: size));
                inputs.Add(new Random(size).NextBytesArray(size));
            }

            for (int period = 1; period <= 64; period++)
            {
                inputs.Add(Enumerable.Range(0, 3000 + period).Select(i => (byte)(i % period == 0 ? 0xEE : i % period)).ToArray());
            }

            inputs.Add(System.Text.Encoding.UTF8.GetBytes(string.Join(" ", Enumerable.Range(0, 5000).Select(i => "word" + (i * 7919 % 300)))));

            List<byte[]> blocks = inputs.Select(CompressWithLibLz4).ToList();
            blocks.AddRange(PythonLz4.CompressHighCompression(inputs.ToArray()));
            List<byte[]> plains = inputs.Concat(inputs).ToList();

            for (int i = 0; i < blocks.Count; i++)
            {
                byte[] plain = plains[i];
                foreach (int capacity in new[] { plain.Length, plain.Length + 1, plain.Length + 100 })
                {
                    byte[] viaLibLz4 = new byte[capacity];
                    byte[] viaNative = new byte[capacity];
                    viaNative.AsSpan().Fill(0xCC);
                    int expected = LibLz4.Decompress(blocks[i], viaLibLz4);
                    int actual = Native.Decompress(blocks[i], viaNative);

                    Assert.Equal(plain.Length, expected);
                    Assert.Equal(expected, actual);
                    Assert.True(viaNative.AsSpan(0, actual).SequenceEqual(plain), $"input {i}, capacity {capacity}");
                }

                if (plain.Length > 0)
                {
                    Assert.True(Native.Decompress(blocks[i], new byte[plain.Length - 1]) < 0, $"input {i} fitted one byte short");
                }
            }
        }

        [Fact]
        public void The_mutation_corpus_decodes_identically_except_where_liblz4_accepts_offset_zero()
        {
            byte[][] seeds = MutationTests.Seeds();
            Random random = new Random(20240605);
            Dictionary<string, byte[]> onlyLibLz4 = new Dictionary<string, byte[]>();
            int agreedBytes = 0;
            int agreedRejections = 0;
            for (int i = 0; i < 60_000; i++)
            {
                byte[] payload = MutationTests.Mutate(seeds[random.Next(seeds.Length)], random);
                Outcome viaLibLz4 = Outcome.Of(payload, LibLz4);
                Outcome viaNative = Outcome.Of(payload, Native);
                if (viaNative.Decoded is not null)
                {
                    // The native decoder accepts nothing liblz4 rejects, and agrees on every byte.
                    Assert.True(viaLibLz4.Decoded is not null, $"only native decoded {ToHex(payload)}");
                    Assert.Equal(viaLibLz4.Decoded, viaNative.Decoded);
                    Assert.Equal(viaLibLz4.Consumed, viaNative.Consumed);
                    agreedBytes++;
                }
                else if (viaLibLz4.Decoded is not null && !viaLibLz4.Plain)
                {
                    onlyLibLz4[ToHex(payload.AsSpan(0, (int)viaLibLz4.Consumed))] = viaLibLz4.Decoded;
                }
                else
                {
                    Assert.Equal(viaLibLz4.Plain, viaNative.Plain);
                    agreedRejections++;
                }
            }

            Assert.True(agreedBytes > 1000, $"only {agreedBytes} mutations decoded");
            Assert.True(agreedRejections > 5000, $"only {agreedRejections} mutations were rejected by both");
            Assert.NotEmpty(onlyLibLz4);

            // Every payload only liblz4 decoded must use offset 0 in the peer's own decoder.
            string directory = PythonPeer.NewDirectory();
            try
            {
                string file = Path.Combine(directory, "only-liblz4.bin");
                using (FileStream stream = File.Create(file))
                {
                    foreach (KeyValuePair<string, byte[]> entry in onlyLibLz4)
                    {
                        MutationTests.WriteRecord(stream, Hex(entry.Key));
                        MutationTests.WriteRecord(stream, entry.Value);
                    }
                }

                Assert.Equal($"ok {onlyLibLz4.Count} exact 0 offset0 {onlyLibLz4.Count}", PythonPeer.Run("verify", file));
            }
            finally
            {
                Directory.Delete(directory, recursive: true);
            }
        }

        private static byte[] CompressWithLibLz4(byte[] plain)
        {
            byte[] block = new byte[BlockPack.Lz4Reference.LibLz4Reference.CompressBound(plain.Length)];
            return block.AsSpan(0, LibLz4.Compress(plain, block)).ToArray();
        }

        private readonly struct Outcome
        {
            private Outcome(byte[]? decoded, bool plain, long consumed)
            {
                this.Decoded = decoded;
                this.Plain = plain;
                this.Consumed = consumed;
            }

            internal byte[]? Decoded { get; }

            internal bool Plain { get; }

            internal long Consumed { get; }

            internal static Outcome Of(byte[] payload, IBlockCodec codec)
            {
                try
                {
                    byte[]? decoded = Decompress(new ReadOnlySequence<byte>(payload), 4096, out long consumed, codec);
                    return decoded is null ? new Outcome(null, plain: true, 0) : new Outcome(decoded, plain: false, consumed);
                }
                catch (MessagePackSerializationException)
                {
                    return new Outcome(null, plain: false, 0);
                }
            }
        }
    }
}
