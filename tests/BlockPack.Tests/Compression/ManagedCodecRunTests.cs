#if NATIVE_DECODER_REFUSED
using System.Linq;
using BlockPack.Compression;

using BlockPack.Compression.Codecs;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Compiled only into BlockPack.Tests.ManagedCodec: proves that run really decodes with the managed codec, so its
    /// compression tests say something about platforms without BlockPack's native library.
    /// </summary>
    public sealed class ManagedCodecRunTests
    {
        [Fact]
        public void The_serializer_decodes_with_the_managed_codec_because_the_environment_refuses_the_native_one()
        {
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Preference);
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Active);
            Assert.Same(ManagedLz4BlockCodec.Instance, Lz4CodecSelection.CurrentDecoder);
            Assert.Equal("managed: K4os.Compression.LZ4 1.3.8; forced by BLOCKPACK_LZ4_DECODER=fallback", Lz4Decoding.Description);

            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            int[] value = Enumerable.Range(0, 50_000).ToArray();
            Assert.Equal(value, MessagePackSerializer.Deserialize<int[]>(MessagePackSerializer.Serialize(value, options), options));
        }
    }
}
#endif
