using System;
using BlockPack.Compression;
using BlockPack.Native;

namespace BlockPack.Tests.Compression
{
    /// <summary>The two LZ4 decoders the tests run side by side: the system liblz4 and BlockPack's native library.</summary>
    internal static class TestCodecs
    {
        internal const string LibLz4 = "liblz4";
        internal const string Native = "native";

        public static TheoryData<string> Names => new TheoryData<string> { LibLz4, Native };

        /// <summary>Gets a codec by name; the native one must be available (the build compiles it for the tests).</summary>
        internal static ILz4BlockCodec Get(string name) => name switch
        {
            LibLz4 => LibLz4BlockCodec.Instance,
            Native => NativeLz4BlockCodec.Instance
                ?? throw new InvalidOperationException("The native LZ4 decoder is unavailable: " + NativeLz4Library.Status.FailureReason),
            _ => throw new ArgumentOutOfRangeException(nameof(name), name, "Unknown codec."),
        };
    }
}
