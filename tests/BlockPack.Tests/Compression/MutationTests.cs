using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using BlockPack.Buffers;
using Xunit.Abstractions;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Randomly mutated payloads (fixed seed): the decoder (liblz4 and BlockPack's native one, each on the same corpus)
    /// may only throw MessagePackSerializationException, report plain input, or return exactly what an independent
    /// decoder (the Python peer's own, written from the LZ4 block format) makes of the same bytes.
    /// </summary>
    public class MutationTests
    {
        private const int Iterations = 120_000;
        private readonly ITestOutputHelper output;

        public MutationTests(ITestOutputHelper output)
        {
            this.output = output;
        }

        private const long Maximum = 4096;

        [Theory]
        [MemberData(nameof(TestCodecs.Names), MemberType = typeof(TestCodecs))]
        public void Mutated_payloads_only_throw_MessagePackSerializationException_or_decode_as_an_independent_decoder_does(string codecName)
        {
            BlockPack.Compression.Codecs.IBlockCodec codec = TestCodecs.Get(codecName);
            byte[][] seeds = Seeds();
            Random random = new Random(20240604);
            Dictionary<string, byte[]> successes = new Dictionary<string, byte[]>();
            int thrown = 0;
            int plain = 0;

            BufferDiagnostics.Reset();
            for (int i = 0; i < Iterations; i++)
            {
                byte[] payload = Mutate(seeds[random.Next(seeds.Length)], random);
                ReadOnlySequence<byte> input = random.Next(8) == 0 && payload.Length > 2
                    ? Segmented(payload, random.Next(1, payload.Length), random.Next(1, payload.Length))
                    : new ReadOnlySequence<byte>(payload);
                try
                {
                    byte[]? decoded = Decompress(input, Maximum, out long consumed, codec);
                    if (decoded is null)
                    {
                        plain++;
                        continue;
                    }

                    Assert.InRange(consumed, 1, payload.Length);
                    Assert.InRange(decoded.Length, 0, Maximum);
                    successes[ToHex(payload.AsSpan(0, (int)consumed))] = decoded;
                }
                catch (MessagePackSerializationException)
                {
                    thrown++;
                }
                catch (Exception e)
                {
                    Assert.Fail($"{e.GetType().Name} for payload {ToHex(payload)}: {e}");
                }
            }

            // Declared sizes are capped at 4 KB, so only pooled segments were ever needed.
            Assert.Equal(0, BufferDiagnostics.NativeBytes);
            Assert.True(thrown > Iterations / 10, $"only {thrown} mutations were rejected");
            Assert.True(successes.Count > 1000, $"only {successes.Count} distinct mutations decoded");

            string directory = PythonPeer.NewDirectory();
            try
            {
                string file = Path.Combine(directory, "decoded.bin");
                using (FileStream stream = File.Create(file))
                {
                    foreach (KeyValuePair<string, byte[]> success in successes)
                    {
                        WriteRecord(stream, Hex(success.Key));
                        WriteRecord(stream, success.Value);
                    }
                }

                string result = PythonPeer.Run("verify", file);
                this.output.WriteLine($"{Iterations} mutations: {thrown} rejected, {plain} not framed, {successes.Count} distinct decoded; peer: {result}");

                // Both of BlockPack's decoders reject match offset 0, so everything they decoded matches the peer byte for byte.
                Assert.Equal($"ok {successes.Count} exact {successes.Count} offset0 0", result);
            }
            finally
            {
                Directory.Delete(directory, recursive: true);
            }
        }

        [Fact]
        public void Mutated_payloads_through_the_serializer_only_throw_MessagePackSerializationException_or_give_the_decoded_value()
        {
            // End to end with the standard formatters: the value must be exactly what the plain bytes (decoded by the
            // framing layer the test above checks against the peer, with the codec the serializer uses) deserialize to,
            // or both must fail.
            BlockPack.Compression.Codecs.IBlockCodec codec = BlockPack.Compression.Codecs.Lz4CodecSelection.Current;
            MessagePackSerializerOptions plain = MessagePackSerializerOptions.Standard
                .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(Maximum));
            MessagePackSerializerOptions compressed = plain.WithCompression(MessagePackCompression.Lz4BlockArray).WithCompressionMinLength(1);
            List<string> value = Enumerable.Range(0, 12).Select(i => "item-" + (i * 7)).ToList();
            byte[][] seeds =
            {
                MessagePackSerializer.Serialize(value, compressed),
                MessagePackSerializer.Serialize(value, compressed.WithCompression(MessagePackCompression.Lz4Block)),
            };
            Random random = new Random(77);
            int values = 0;
            for (int i = 0; i < 30_000; i++)
            {
                byte[] payload = Mutate(seeds[i % 2], random);
                List<string>? expected = null;
                try
                {
                    byte[] inner = Decompress(new ReadOnlySequence<byte>(payload), Maximum, out _, codec) ?? payload;
                    expected = MessagePackSerializer.Deserialize<List<string>>(inner, plain);
                }
                catch (MessagePackSerializationException)
                {
                }

                try
                {
                    List<string> actual = MessagePackSerializer.Deserialize<List<string>>(payload, compressed);
                    Assert.Equal(expected, actual);
                    values++;
                }
                catch (MessagePackSerializationException)
                {
                    Assert.Null(expected);
                }
                catch (Exception e)
                {
                    Assert.Fail($"{e.GetType().Name} for payload {ToHex(payload)}: {e}");
                }
            }

            Assert.True(values > 100, $"only {values} mutations deserialized");
        }

        internal static byte[][] Seeds()
        {
            List<byte[]> seeds = new List<byte[]>
            {
                Hex("92 D4 62 07 C6 00 00 00 08 70 91 A5 64 75 6D 6D 79"),
                Hex("93 C7 02 62 04 04 C4 05 40 20 20 20 20 C4 05 40 20 20 20 20"),
                FramingReaderFormsTests.Concat(Hex("92 D4 62 14 C4 0D"), MatchBlock),
                FramingReaderFormsTests.Concat(Hex("C7 12 63 D2 00 00 00 14"), MatchBlock),
            };
            foreach (int length in new[] { 40, 150, 400 })
            {
                byte[] plain = Pattern(length, seed: length);
                seeds.Add(Compress(plain, MessagePackCompression.Lz4Block));
                seeds.Add(Compress(Segmented(plain, length / 3, length / 2), MessagePackCompression.Lz4BlockArray));
            }

            return seeds.ToArray();
        }

        private static readonly byte[] InterestingBytes = { 0x00, 0x01, 0x04, 0x0F, 0x10, 0x7F, 0x80, 0xC0, 0xC4, 0xC6, 0xCE, 0xD2, 0xF0, 0xFF };

        internal static byte[] Mutate(byte[] seed, Random random)
        {
            List<byte> bytes = new List<byte>(seed);
            int mutations = random.Next(1, 4);
            for (int m = 0; m < mutations && bytes.Count > 0; m++)
            {
                int at = random.Next(bytes.Count);
                switch (random.Next(7))
                {
                    case 0:
                        bytes[at] ^= (byte)(1 << random.Next(8));
                        break;
                    case 1:
                        bytes[at] = (byte)random.Next(256);
                        break;
                    case 2:
                        bytes[at] = InterestingBytes[random.Next(InterestingBytes.Length)];
                        break;
                    case 3:
                        bytes.RemoveRange(at, bytes.Count - at);
                        break;
                    case 4:
                        bytes.Insert(at, (byte)random.Next(256));
                        break;
                    case 5:
                        bytes.RemoveAt(at);
                        break;
                    default:
                        int length = Math.Min(random.Next(1, 8), bytes.Count - at);
                        bytes.InsertRange(at, bytes.GetRange(at, length));
                        break;
                }
            }

            return bytes.ToArray();
        }

        internal static void WriteRecord(Stream stream, byte[] bytes)
        {
            stream.Write(FramingReaderFormsTests.BigEndian(bytes.Length));
            stream.Write(bytes);
        }
    }
}
