using System;
using System.Buffers;
using System.Linq;
using System.Text;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Lz4Reference;
using BlockPack.Native;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The native encoder from .NET: what it writes is read back by K4os (the managed codec), by liblz4 (the reference)
    /// and by the native decoder; the capacity contract; inputs above 64 KB going to K4os; and the probe refusing an
    /// encoder that is old or wrong, with the selection falling back to K4os or, when forced, failing loudly.
    /// </summary>
    public class NativeEncoderTests
    {
        private static readonly NativeEncodingLz4BlockCodec Native = new NativeEncodingLz4BlockCodec(ManagedLz4BlockCodec.Instance, null);

        public static TheoryData<string, int> Inputs() => new TheoryData<string, int>
        {
            { "text", 1 }, { "text", 13 }, { "text", 300 }, { "text", 65536 },
            { "orders", 4096 }, { "orders", 65536 },
            { "random", 100 }, { "random", 65536 },
            { "runs", 65536 }, { "runs", 20 },
        };

        [Fact]
        public void The_library_here_has_an_encoder_that_passes_the_probe_and_is_chosen()
        {
            NativeLz4Status status = NativeLz4Library.Status;

            Assert.True(status.IsEncoderAvailable, status.EncoderFailureReason);
            Assert.True(Lz4Encoding.IsNative);
            Assert.StartsWith("native: blockpack_native 0.2.0 for blocks up to 64 KB, K4os.Compression.LZ4 1.3.8 above; chosen automatically", Lz4Encoding.Description);
            Assert.IsType<NativeEncodingLz4BlockCodec>(Lz4CodecSelection.Current);
        }

        [Theory]
        [MemberData(nameof(Inputs))]
        public void K4os_liblz4_and_the_native_decoder_read_what_the_native_encoder_writes(string kind, int length)
        {
            byte[] plain = Generate(kind, length);
            byte[] block = new byte[Native.MaxCompressedLength(plain.Length)];
            int written = Native.Compress(plain, block);
            Assert.InRange(written, 1, block.Length);
            block = block.AsSpan(0, written).ToArray();

            byte[] k4os = new byte[plain.Length];
            Assert.Equal(plain.Length, ManagedLz4BlockCodec.Instance.Decompress(block, k4os));
            Assert.Equal(plain, k4os);

            byte[] reference = new byte[plain.Length];
            Assert.Equal(plain.Length, LibLz4Reference.Decompress(block, reference));
            Assert.Equal(plain, reference);

            byte[] native = new byte[plain.Length];
            Assert.Equal(plain.Length, NativeLz4Api.Instance.Decode(block, native));
            Assert.Equal(plain, native);
        }

        [Theory]
        [MemberData(nameof(Inputs))]
        public void The_exact_length_fits_and_one_byte_less_gives_zero(string kind, int length)
        {
            byte[] plain = Generate(kind, length);
            byte[] roomy = new byte[Native.MaxCompressedLength(plain.Length)];
            int written = Native.Compress(plain, roomy);

            byte[] exact = new byte[written];
            Assert.Equal(written, Native.Compress(plain, exact));
            Assert.Equal(roomy.AsSpan(0, written).ToArray(), exact);
            Assert.Equal(0, Native.Compress(plain, new byte[written - 1]));
        }

        [Fact]
        public void Compresses_about_as_well_as_K4os_on_orders()
        {
            byte[] plain = Generate("orders", 65536);
            byte[] block = new byte[Native.MaxCompressedLength(plain.Length)];
            int native = Native.Compress(plain, block);
            int k4os = ManagedLz4BlockCodec.Instance.Compress(plain, block);

            // Both are LZ4's fast level with the same hash table size for 64 KB: within 1 % of each other.
            Assert.InRange(native, k4os * 0.99, k4os * 1.01);
        }

        [Fact]
        public void An_input_above_64_KB_is_compressed_by_K4os_with_the_same_bytes()
        {
            byte[] plain = Generate("text", 200_000);
            byte[] viaNativeCodec = new byte[Native.MaxCompressedLength(plain.Length)];
            byte[] viaK4os = new byte[viaNativeCodec.Length];
            int length = Native.Compress(plain, viaNativeCodec);

            Assert.Equal(ManagedLz4BlockCodec.Instance.Compress(plain, viaK4os), length);
            Assert.Equal(viaK4os.AsSpan(0, length).ToArray(), viaNativeCodec.AsSpan(0, length).ToArray());
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block, 30_000)]
        [InlineData(MessagePackCompression.Lz4Block, 300_000)]
        [InlineData(MessagePackCompression.Lz4BlockArray, 300_000)]
        public void Framed_payloads_written_with_the_native_encoder_are_read_by_the_managed_codec(MessagePackCompression mode, int length)
        {
            byte[] plain = Generate("orders", length);
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, mode, 1, Native);

            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(output.WrittenSpan.ToArray()), long.MaxValue, out _, ManagedLz4BlockCodec.Instance));
        }

        [Fact]
        public void A_library_older_than_0_2_still_decodes_but_compression_stays_with_K4os()
        {
            NativeLz4Status status = NativeLz4Library.Probe(new FakeNativeApi { VersionHook = () => 0x000100 }, () => null, () => null);

            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal("the library is 0.1, older than the first with an encoder (0.2)", status.EncoderFailureReason);
            AssertEncoderFallsBack(status);
        }

        [Fact]
        public void An_encoder_whose_blocks_do_not_decode_is_refused()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Encoder = (source, destination) =>
                    {
                        int length = NativeLz4Api.Instance.Encode(source, destination);
                        if (length > 30)
                        {
                            destination[length - 1] ^= 0x20; // a wrong last literal: a valid block, a wrong result
                        }

                        return length;
                    },
                },
                () => null,
                () => null);

            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal("the encoder self-test failed: the native decoder does not give back the decoder self-test's text from the encoder's block (result 218)", status.EncoderFailureReason);
            AssertEncoderFallsBack(status);
        }

        [Fact]
        public void An_encoder_that_ignores_the_capacity_is_refused()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Encoder = (source, destination) =>
                    {
                        byte[] roomy = new byte[ManagedLz4BlockCodec.WorstCaseLength(source.Length)];
                        int length = NativeLz4Api.Instance.Encode(source, roomy);
                        roomy.AsSpan(0, Math.Min(length, destination.Length)).CopyTo(destination);
                        return length; // reports the whole block even when it was cut
                    },
                },
                () => null,
                () => null);

            Assert.Equal("the encoder self-test failed: the encoder wrote a 12-byte input into a destination one byte too small (result 13)", status.EncoderFailureReason);
        }

        [Fact]
        public void A_library_without_the_encode_entry_point_keeps_its_decoder()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi { Encoder = (source, destination) => throw new EntryPointNotFoundException("bp_lz4_encode") },
                () => null,
                () => null);

            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal("the encoder self-test could not run (EntryPointNotFoundException: bp_lz4_encode)", status.EncoderFailureReason);
        }

        [Fact]
        public void An_unavailable_library_has_no_encoder_either()
        {
            NativeLz4Status status = NativeLz4Status.Unavailable("not here");

            Assert.False(status.IsEncoderAvailable);
            Assert.Equal("the native library is unavailable: not here", status.EncoderFailureReason);
        }

        [Fact]
        public void The_environment_variable_is_read_like_the_decoder_switch()
        {
            Assert.Equal(Lz4EncoderPreference.Automatic, Lz4CodecSelection.ParseEncoderPreference(null));
            Assert.Equal(Lz4EncoderPreference.Automatic, Lz4CodecSelection.ParseEncoderPreference("auto"));
            Assert.Equal(Lz4EncoderPreference.Native, Lz4CodecSelection.ParseEncoderPreference(" Native "));
            Assert.Equal(Lz4EncoderPreference.Managed, Lz4CodecSelection.ParseEncoderPreference("managed"));
            Assert.Equal(Lz4EncoderPreference.Managed, Lz4CodecSelection.ParseEncoderPreference("fallback"));
            Assert.Null(Lz4CodecSelection.ParseEncoderPreference("k4os"));
        }

        [Fact]
        public void Managed_never_probes_the_library()
        {
            Assert.Equal((false, (string?)null), Lz4CodecSelection.DecideEncoder(Lz4EncoderPreference.Managed, () => throw new Xunit.Sdk.XunitException("probed")));
        }

        private static void AssertEncoderFallsBack(NativeLz4Status status)
        {
            Assert.Equal((false, (string?)null), Lz4CodecSelection.DecideEncoder(Lz4EncoderPreference.Automatic, () => status));

            (bool native, string? reason) = Lz4CodecSelection.DecideEncoder(Lz4EncoderPreference.Native, () => status);
            Assert.True(native);
            Assert.Equal(status.EncoderFailureReason, reason);
            NativeEncodingLz4BlockCodec forced = new NativeEncodingLz4BlockCodec(ManagedLz4BlockCodec.Instance, reason);
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(() => forced.Compress(new byte[100], new byte[200]));
            Assert.StartsWith("BLOCKPACK_LZ4_ENCODER=native forces BlockPack's native LZ4 encoder, which is unavailable: " + reason, ex.Message);
        }

        private static byte[] Generate(string kind, int length)
        {
            Random random = new Random(length + kind.Length);
            byte[] result = new byte[length];
            switch (kind)
            {
                case "random":
                    random.NextBytes(result);
                    break;
                case "runs":
                    for (int i = 0; i < length; i++)
                    {
                        result[i] = (byte)(i / 1000);
                    }

                    break;
                case "orders":
                    byte[] orders = MessagePackSerializer.Serialize(Enumerable.Range(0, 1 + (length / 20)).Select(i => new object[] { i, "customer " + (i % 37), i * 2.5, i % 3 == 0 }).ToArray());
                    orders.AsSpan(0, length).CopyTo(result);
                    break;
                default:
                    string[] words = { "the ", "quick ", "brown ", "fox ", "jumps ", "over ", "lazy ", "dog ", "and ", "runs " };
                    StringBuilder text = new StringBuilder();
                    while (text.Length < length)
                    {
                        text.Append(words[random.Next(words.Length)]);
                    }

                    Encoding.ASCII.GetBytes(text.ToString(0, length), result);
                    break;
            }

            return result;
        }
    }
}
