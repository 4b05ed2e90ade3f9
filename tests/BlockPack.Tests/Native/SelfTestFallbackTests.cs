using System;
using System.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Native;
using static BlockPack.Tests.Compression.Lz4TestSupport;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The one-time probe against libraries that are missing, outdated or wrong: each must be refused with a reason,
    /// and the selection must then decode with liblz4, or fail loudly when the native decoder was forced.
    /// </summary>
    public class SelfTestFallbackTests
    {
        [Fact]
        public void The_real_library_passes_the_probe()
        {
            NativeLz4Status status = NativeLz4Library.Probe(new FakeNativeApi(), () => "/somewhere/libblockpack_native.so", () => null);

            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal("/somewhere/libblockpack_native.so", status.LoadedFrom);
            Assert.Same(NativeLz4BlockCodec.Unprobed, Lz4CodecSelection.Choose(Lz4Decoder.Automatic, () => status));
            Assert.Same(NativeLz4BlockCodec.Unprobed, Lz4CodecSelection.Choose(Lz4Decoder.Native, () => status));
            Assert.Same(ManagedLz4BlockCodec.Instance, Lz4CodecSelection.Choose(Lz4Decoder.Fallback, () => status));
        }

        [Fact]
        public void A_missing_library_falls_back_with_the_loader_message()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi { VersionHook = () => throw new DllNotFoundException("Unable to load shared library 'blockpack_native'\nline two") },
                () => null,
                () => null);

            Assert.False(status.IsAvailable);
            Assert.StartsWith(TestPlatform.LibraryFileName + " could not be loaded (DllNotFoundException: Unable to load shared library 'blockpack_native' line two); looked first in ", status.FailureReason);
            Assert.Contains(TestPlatform.RelativeLibraryPath, status.FailureReason);
            AssertFallsBack(status);
        }

        [Fact]
        public void A_library_that_exists_but_does_not_load_is_reported_by_what_the_loader_said_about_it()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi { VersionHook = () => throw new DllNotFoundException("every path tried") },
                () => null,
                () => "/app/runtimes/linux-x64/native/libblockpack_native.so: wrong ELF class");

            Assert.Equal(TestPlatform.LibraryFileName + " was found but could not be loaded (/app/runtimes/linux-x64/native/libblockpack_native.so: wrong ELF class)", status.FailureReason);
            AssertFallsBack(status);
        }

        [Theory]
        [InlineData(0x000000, "0.0")]
        [InlineData(0x010100, "1.1")]
        public void An_incompatible_version_falls_back(int version, string shown)
        {
            NativeLz4Status status = NativeLz4Library.Probe(new FakeNativeApi { VersionHook = () => version }, () => "/x/libblockpack_native.so", () => null);

            Assert.Equal($"/x/libblockpack_native.so has version {shown}, but this BlockPack needs 0.1 or a later 0.x", status.FailureReason);
            AssertFallsBack(status);
        }

        [Fact]
        public void A_decoder_that_accepts_offset_zero_is_refused_even_though_it_is_liblz4()
        {
            NativeLz4Status status = NativeLz4Library.Probe(new FakeNativeApi { Decoder = FakeNativeApi.LibLz4Decoder }, () => null, () => null);

            Assert.Equal("the self-test failed: adaptive decoding accepted a block with a match offset of 0 (result 24)", status.FailureReason);
            AssertFallsBack(status);
        }

        [Fact]
        public void A_decoder_that_writes_one_wrong_byte_is_refused()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Decoder = (variant, source, destination) =>
                    {
                        int result = NativeLz4Api.Instance.Decode(source, destination);
                        if (result > 100)
                        {
                            destination[100] ^= 1;
                        }

                        return result;
                    },
                },
                () => null,
                () => null);

            Assert.Equal("the self-test failed: adaptive decoding decoded the reference block wrongly (result 218)", status.FailureReason);
            AssertFallsBack(status);
        }

        [Fact]
        public void A_decoder_that_relies_on_a_zeroed_destination_is_refused()
        {
            // Decodes correctly into zeros but leaves "holes" elsewhere: the self-test decodes into garbage.
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Decoder = (variant, source, destination) =>
                    {
                        byte[] scratch = new byte[destination.Length];
                        int result = NativeLz4Api.Instance.Decode(source, scratch);
                        for (int i = 0; i < result; i++)
                        {
                            if (scratch[i] != 0 && i != 50)
                            {
                                destination[i] = scratch[i];
                            }
                        }

                        return result;
                    },
                },
                () => null,
                () => null);

            Assert.Equal("the self-test failed: adaptive decoding decoded the reference block wrongly (result 218)", status.FailureReason);
        }

        [Fact]
        public void A_decoder_that_ignores_the_destination_size_is_refused()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Decoder = (variant, source, destination) =>
                        destination.Length == NativeSelfTest.Expected.Length - 1 ? destination.Length : NativeLz4Api.Instance.Decode(source, destination),
                },
                () => null,
                () => null);

            Assert.Equal("the self-test failed: adaptive decoding accepted a destination one byte too small (result 217)", status.FailureReason);
        }

        [Fact]
        public void One_broken_variant_is_enough_to_refuse_the_library()
        {
            int last = LastAvailableVariant();
            string name = NativeLz4Api.Instance.VariantName(last)!;
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi
                {
                    Decoder = (variant, source, destination) => variant == last
                        ? FakeNativeApi.LibLz4Decoder(variant, source, destination)
                        : variant < 0 ? NativeLz4Api.Instance.Decode(source, destination) : NativeLz4Api.Instance.DecodeVariant(variant, source, destination),
                },
                () => null,
                () => null);

            Assert.Equal($"the self-test failed: variant {name} accepted a block with a match offset of 0 (result 24)", status.FailureReason);
            AssertFallsBack(status);
        }

        [Fact]
        public void A_library_without_an_entry_point_the_self_test_needs_is_refused()
        {
            NativeLz4Status status = NativeLz4Library.Probe(
                new FakeNativeApi { Decoder = (variant, source, destination) => throw new EntryPointNotFoundException("bp_lz4_decode") },
                () => null,
                () => null);

            Assert.Equal("the self-test could not run (EntryPointNotFoundException: bp_lz4_decode)", status.FailureReason);
            AssertFallsBack(status);
        }

        private static int LastAvailableVariant()
        {
            int last = 0;
            for (int variant = 0; variant < NativeLz4Api.NativeVariantCount; variant++)
            {
                if (NativeLz4Api.Instance.IsVariantAvailable(variant))
                {
                    last = variant;
                }
            }

            return last;
        }

        internal static void AssertFallsBack(NativeLz4Status status)
        {
            // Automatic: the managed codec decodes.
            Assert.Same(ManagedLz4BlockCodec.Instance, Lz4CodecSelection.Choose(Lz4Decoder.Automatic, () => status));

            // Forced native: compression still works, decoding fails with the reason and the variable's name.
            IBlockCodec forced = Lz4CodecSelection.Choose(Lz4Decoder.Native, () => status);
            Assert.False(Assert.IsType<NativeLz4BlockCodec>(forced).CanDecode);
            byte[] plain = Pattern(5000);
            ArrayBufferWriter<byte> output = new ArrayBufferWriter<byte>();
            Compressor.Write(new ReadOnlySequence<byte>(plain), output, MessagePackCompression.Lz4BlockArray, 1, forced);
            byte[] compressed = output.WrittenSpan.ToArray();
            Assert.Equal(plain, Decompress(new ReadOnlySequence<byte>(compressed), 10_000, out _, ManagedLz4BlockCodec.Instance));
            MessagePackSerializationException ex = Assert.Throws<MessagePackSerializationException>(
                () => Decompress(new ReadOnlySequence<byte>(compressed), 10_000, out _, forced));
            Assert.StartsWith("BLOCKPACK_LZ4_DECODER=native forces BlockPack's native LZ4 decoder, which is unavailable: " + status.FailureReason, ex.Message);
        }
    }
}
