using System;
using BlockPack.Compression;
using BlockPack.Native;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// A stand-in for the native library whose behaviour a test chooses: by default it forwards to the real library,
    /// and each hook can replace one call with a missing, outdated or wrong one.
    /// </summary>
    internal sealed class FakeNativeApi : INativeLz4Api
    {
        internal delegate int DecodeHook(int variant, ReadOnlySpan<byte> source, Span<byte> destination);

        internal Func<int> VersionHook { get; init; } = () => NativeLz4Api.Instance.Version();

        internal DecodeHook Decoder { get; init; } = (variant, source, destination) => variant < 0
            ? NativeLz4Api.Instance.Decode(source, destination)
            : NativeLz4Api.Instance.DecodeVariant(variant, source, destination);

        internal delegate int EncodeHook(ReadOnlySpan<byte> source, Span<byte> destination);

        internal EncodeHook Encoder { get; init; } = (source, destination) => NativeLz4Api.Instance.Encode(source, destination);

        public int VariantCount => NativeLz4Api.Instance.VariantCount;

        public int Version() => this.VersionHook();

        public bool IsVariantAvailable(int variant) => NativeLz4Api.Instance.IsVariantAvailable(variant);

        public string? VariantName(int variant) => NativeLz4Api.Instance.VariantName(variant);

        public int Decode(ReadOnlySpan<byte> source, Span<byte> destination) => this.Decoder(-1, source, destination);

        public int DecodeVariant(int variant, ReadOnlySpan<byte> source, Span<byte> destination) => this.Decoder(variant, source, destination);

        public int Encode(ReadOnlySpan<byte> source, Span<byte> destination) => this.Encoder(source, destination);

        /// <summary>A decoder that is really liblz4, which accepts match offset 0.</summary>
        internal static int LibLz4Decoder(int variant, ReadOnlySpan<byte> source, Span<byte> destination)
            => BlockPack.Lz4Reference.LibLz4Reference.Decompress(source, destination);
    }
}
