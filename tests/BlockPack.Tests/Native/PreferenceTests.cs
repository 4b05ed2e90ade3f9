#if !NATIVE_DECODER_REFUSED
// Switching the decoder process-wide would send tests running alongside to another decoder in the run that refuses the
// native one (BlockPack.Tests.ManagedCodec), so these run in BlockPack.Tests and its netstandard2.0 twin only.
using System;
using System.Linq;
using BlockPack.Compression;
using BlockPack.Native;

using BlockPack.Compression.Codecs;

namespace BlockPack.Tests.Native
{
    /// <summary>Lz4Decoding.Preference switches the decoder the serializer uses, process-wide.</summary>
    [Collection(GlobalDecoderCollection.Name)]
    public sealed class PreferenceTests : IDisposable
    {
        private static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);

        public void Dispose() => Lz4Decoding.Preference = Lz4Decoder.Automatic;

        [Fact]
        public void Without_a_preference_the_native_decoder_is_active()
        {
            Assert.Equal(Lz4Decoder.Automatic, Lz4Decoding.Preference);
            Assert.Equal(Lz4Decoder.Native, Lz4Decoding.Active);
            Assert.Null(Lz4Decoding.NativeUnavailableReason);
            Assert.StartsWith("native: blockpack_native 0.2.0 (variants scalar", Lz4Decoding.Description);
            Assert.Contains(TestPlatform.RelativeLibraryPath, Lz4Decoding.Description);
        }

        [Fact]
        public void Forcing_the_fallback_decodes_with_the_managed_codec_and_automatic_brings_the_native_decoder_back()
        {
            string[] value = Enumerable.Range(0, 20_000).Select(i => "item " + i).ToArray();
            byte[] bytes = MessagePackSerializer.Serialize(value, Options);

            Lz4Decoding.Preference = Lz4Decoder.Fallback;
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Active);
            Assert.Same(ManagedLz4BlockCodec.Instance, Lz4CodecSelection.CurrentDecoder);
            Assert.Equal("managed: K4os.Compression.LZ4 1.3.8; set by Lz4Decoding.Preference", Lz4Decoding.Description);
            long nativeCalls = NativeCalls();
            Assert.Equal(value, MessagePackSerializer.Deserialize<string[]>(bytes, Options));
            Assert.Equal(nativeCalls, NativeCalls());

            Lz4Decoding.Preference = Lz4Decoder.Automatic;
            Assert.Equal(Lz4Decoder.Native, Lz4Decoding.Active);
            Assert.Same(NativeLz4BlockCodec.Instance, Lz4CodecSelection.CurrentDecoder);
            Assert.Equal(value, MessagePackSerializer.Deserialize<string[]>(bytes, Options));
            Assert.True(NativeCalls() > nativeCalls);

            Lz4Decoding.Preference = Lz4Decoder.Native;
            Assert.Equal(Lz4Decoder.Native, Lz4Decoding.Active);
            Assert.EndsWith("; set by Lz4Decoding.Preference", Lz4Decoding.Description);
        }

        [Fact]
        public void An_undefined_preference_is_refused_and_changes_nothing()
        {
            Lz4Decoding.Preference = Lz4Decoder.Fallback;
            Assert.Throws<ArgumentOutOfRangeException>(() => Lz4Decoding.Preference = (Lz4Decoder)7);
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Preference);
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Active);
        }

        private static long NativeCalls() => Lz4Decoding.GetNativeStatistics().Sum(s => s.Calls);
    }
}
#endif
