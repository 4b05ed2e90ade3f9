using BlockPack.Compression;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Options reach the codecs only through the dispatch WithCompression stores (so that NativeAOT apps without
    /// compression carry none): it must follow the mode through every copy, and be absent exactly for None.
    /// </summary>
    public class CompressionDispatchTests
    {
        [Fact]
        public void Options_without_compression_hold_no_dispatch()
        {
            Assert.Null(MessagePackSerializerOptions.Standard.CompressionDispatch);
            Assert.Null(new MessagePackSerializerOptions(StandardResolver.Instance).CompressionDispatch);
            Assert.Null(MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray).WithCompression(MessagePackCompression.None).CompressionDispatch);
        }

        [Fact]
        public void Each_codec_family_has_its_own_dispatch()
        {
            MessagePackSerializerOptions standard = MessagePackSerializerOptions.Standard;
            Assert.IsType<Lz4CompressionDispatch>(standard.WithCompression(MessagePackCompression.Lz4Block).CompressionDispatch);
            Assert.IsType<Lz4CompressionDispatch>(standard.WithCompression(MessagePackCompression.Lz4BlockArray).CompressionDispatch);
            Assert.IsType<ZstandardCompressionDispatch>(standard.WithCompression(MessagePackCompression.ZstdBlockArray).CompressionDispatch);
        }

        [Fact]
        public void Every_copy_keeps_the_dispatch_of_its_mode()
        {
            MessagePackSerializerOptions zstd = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray);
            Assert.Same(zstd.CompressionDispatch, zstd.WithResolver(ContractlessStandardResolver.Instance).CompressionDispatch);
            Assert.Same(zstd.CompressionDispatch, zstd.WithCompressionMinLength(1).WithBlockChecksums().WithZstdCompressionLevel(5).CompressionDispatch);
            Assert.Same(zstd.CompressionDispatch, zstd.WithSecurity(MessagePackSecurity.TrustedData).WithOldSpec().CompressionDispatch);
            Assert.IsType<Lz4CompressionDispatch>(zstd.WithCompression(MessagePackCompression.Lz4Block).CompressionDispatch);
        }

        [Fact]
        public void The_feature_switch_is_on_unless_an_app_turns_it_off()
        {
            // The test host sets nothing: Zstandard is available, as for every app that does not set BlockPackZstandardSupport.
            Assert.True(ZstandardFeature.IsSupported);
            Assert.Equal("BlockPack.Compression.Zstandard.IsSupported", ZstandardFeature.SwitchName);
        }
    }
}
