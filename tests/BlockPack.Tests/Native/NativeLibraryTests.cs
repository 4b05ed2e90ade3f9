using System;
using System.IO;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Native;
using BlockPack.Tests.Compression;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>The native library the build compiled: where it is loaded from, its self-test data, its strictness.</summary>
    public class NativeLibraryTests
    {
        [Fact]
        public void The_library_built_with_BlockPack_is_loaded_from_the_output_runtimes_folder_and_passes_its_self_test()
        {
            NativeLz4Status status = NativeLz4Library.Status;

            Assert.Null(status.FailureReason);
            Assert.True(status.IsAvailable);
            Assert.Equal(Path.Combine(AppContext.BaseDirectory, TestPlatform.RelativeLibraryPath), status.LoadedFrom);
            Assert.Equal("0.2.0", status.VersionText);
            Assert.Contains("scalar", status.Variants);
            Assert.Same(NativeLz4BlockCodec.Unprobed, NativeLz4BlockCodec.Instance);
        }

        [Fact]
        public void The_self_test_block_is_what_liblz4_and_the_python_lz4_module_decode_to_the_expected_bytes()
        {
            // The block and the expected output are written by hand; two independent decoders confirm they match.
            byte[] expected = NativeSelfTest.Expected;
            Assert.Equal(218, expected.Length);
            Assert.Equal("The quick brown fox jumps over the lazy The quick brown fox jumps over the lazy dog", System.Text.Encoding.ASCII.GetString(expected, 0, 83));

            byte[] decoded = new byte[expected.Length];
            Assert.Equal(expected.Length, ReferenceLz4BlockCodec.Instance.Decompress(NativeSelfTest.Block, decoded));
            Assert.Equal(expected, decoded);

            Assert.Equal(ToHex(expected), PythonLz4.Decode(NativeSelfTest.Block, expected.Length));
        }

        [Fact]
        public void Liblz4_accepts_the_offset_zero_self_test_block_that_both_blockpack_decoders_reject()
        {
            // The reason the self-test insists: liblz4 1.9.4 (and K4os, which the managed codec guards) treat offset 0 as
            // valid and copy whatever the destination held; the native decoder returns BP_LZ4_ERROR_BAD_OFFSET (-4).
            byte[] block = NativeSelfTest.Malformed.Single(m => m.Name == "a match offset of 0").Block;
            byte[] destination = new byte[24];

            Assert.Equal(24, ReferenceLz4BlockCodec.Instance.Decompress(block, destination));
            Assert.Equal(-4, NativeLz4BlockCodec.Unprobed.Decompress(block, destination));
            Assert.True(ManagedLz4BlockCodec.Instance.Decompress(block, destination) < 0);
            foreach ((string name, byte[] malformed) in NativeSelfTest.Malformed.Where(m => m.Name != "a match offset of 0"))
            {
                Assert.True(ReferenceLz4BlockCodec.Instance.Decompress(malformed, new byte[64]) < 0, name);
                Assert.True(NativeLz4BlockCodec.Unprobed.Decompress(malformed, new byte[64]) < 0, name);
                Assert.True(ManagedLz4BlockCodec.Instance.Decompress(malformed, new byte[64]) < 0, name);
            }
        }

        [Theory]
        [InlineData(TestCodecs.Native)]
        [InlineData(TestCodecs.Managed)]
        public void A_framed_block_with_offset_zero_is_rejected_by_blockpack_and_zero_filled_by_the_cleared_liblz4_reference(string codec)
        {
            // Lz4BlockArray of one 20-byte block: "abcd", a match at offset 0 of length 11, "dabcd".
            byte[] payload = Hex("92 D4 62 14 C4 0D 47 61 62 63 64 00 00 50 64 61 62 63 64");

            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(
                () => Decompress(new System.Buffers.ReadOnlySequence<byte>(payload), 1000, out _, TestCodecs.Get(codec)));
            Assert.Contains("LZ4 block 0", ex.Message);
            Assert.Contains("not a valid LZ4 block", ex.Message);

            byte[]? viaLibLz4 = Decompress(new System.Buffers.ReadOnlySequence<byte>(payload), 1000, out _, TestCodecs.Get(TestCodecs.Reference));
            Assert.Equal(Hex("61 62 63 64 00 00 00 00 00 00 00 00 00 00 00 64 61 62 63 64"), viaLibLz4);
        }

        [Fact]
        public void Every_variant_the_cpu_runs_decodes_compressed_data_of_every_shape_exactly()
        {
            // Beyond the self-test: runs of every offset 1..40, text-like data and literals, per variant.
            for (int variant = 0; variant < NativeLz4Api.NativeVariantCount; variant++)
            {
                if (!NativeLz4Api.Instance.IsVariantAvailable(variant))
                {
                    continue;
                }

                for (int period = 1; period <= 40; period++)
                {
                    byte[] plain = Enumerable.Range(0, 5000).Select(i => (byte)((i % period) * 7)).ToArray();
                    AssertVariantDecodes(variant, plain);
                }

                AssertVariantDecodes(variant, Pattern(65_536, seed: variant));
                AssertVariantDecodes(variant, new Random(variant).NextBytesArray(3000));
            }
        }

        [Fact]
        public void Statistics_count_the_calls_the_native_decoder_made()
        {
            byte[] destination = new byte[NativeSelfTest.Expected.Length];
            long before = Lz4Decoding.GetNativeStatistics().Sum(s => s.Calls);
            for (int i = 0; i < 200; i++)
            {
                Assert.Equal(destination.Length, NativeLz4BlockCodec.Unprobed.Decompress(NativeSelfTest.Block, destination));
            }

            // Other threads' counts arrive in batches of 64, but this thread's pending batch is published on read.
            Assert.True(Lz4Decoding.GetNativeStatistics().Sum(s => s.Calls) >= before + 200);
            Assert.Contains(Lz4Decoding.GetNativeStatistics(), s => s.Variant == "scalar");
        }

        private static void AssertVariantDecodes(int variant, byte[] plain)
        {
            byte[] block = new byte[BlockPack.Lz4Reference.LibLz4Reference.CompressBound(plain.Length)];
            int length = ReferenceLz4BlockCodec.Instance.Compress(plain, block);
            byte[] decoded = new byte[plain.Length];
            decoded.AsSpan().Fill(0x5A);
            Assert.Equal(plain.Length, NativeLz4Api.Instance.DecodeVariant(variant, block.AsSpan(0, length), decoded));
            Assert.Equal(plain, decoded);
        }
    }
}
