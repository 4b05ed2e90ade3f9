using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Native;

namespace BlockPack.Tests.Native
{
    /// <summary>The syntax of BLOCKPACK_LZ4_DECODER (the process-level effect is tested out of process, in PackageConsumerTests).</summary>
    public class PreferenceParsingTests
    {
        [Theory]
        [InlineData(null, Lz4Decoder.Automatic)]
        [InlineData("", Lz4Decoder.Automatic)]
        [InlineData("  ", Lz4Decoder.Automatic)]
        [InlineData("auto", Lz4Decoder.Automatic)]
        [InlineData("Automatic", Lz4Decoder.Automatic)]
        [InlineData("native", Lz4Decoder.Native)]
        [InlineData(" NATIVE ", Lz4Decoder.Native)]
        [InlineData("fallback", Lz4Decoder.Fallback)]
        [InlineData("managed", Lz4Decoder.Fallback)]
        [InlineData("Managed", Lz4Decoder.Fallback)]
        public void Understood_values(string? text, Lz4Decoder expected)
        {
            Assert.Equal(expected, Lz4CodecSelection.ParsePreference(text));
        }

        [Theory]
        [InlineData("liblz4")]
        [InlineData("nativ")]
        [InlineData("1")]
        [InlineData("native,managed")]
        public void Other_values_are_not_understood(string text)
        {
            Assert.Null(Lz4CodecSelection.ParsePreference(text));
        }

        [Fact]
        public void Forcing_the_fallback_never_probes_the_native_library()
        {
            Assert.Same(ManagedLz4BlockCodec.Instance, Lz4CodecSelection.Choose(Lz4Decoder.Fallback, () => throw new Xunit.Sdk.XunitException("probed")));
        }
    }
}
