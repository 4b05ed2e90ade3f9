using System;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Native;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// The LZ4 codecs the tests run side by side: BlockPack's two (managed K4os and the native decoder) and the reference
    /// liblz4, which only tests and benchmarks load.
    /// </summary>
    internal static class TestCodecs
    {
        internal const string Managed = "managed";
        internal const string Native = "native";
        internal const string Reference = "liblz4";

        /// <summary>Gets the names of the codecs BlockPack itself decodes with.</summary>
        public static TheoryData<string> Names => new TheoryData<string> { Managed, Native };

        /// <summary>Gets a codec by name; the native one must be available (the build compiles it for the tests).</summary>
        internal static IBlockCodec Get(string name) => name switch
        {
            Managed => ManagedLz4BlockCodec.Instance,
            Reference => ReferenceLz4BlockCodec.Instance,
            Native => NativeLz4BlockCodec.Instance
                ?? throw new InvalidOperationException("The native LZ4 decoder is unavailable: " + NativeLz4Library.Status.FailureReason),
            _ => throw new ArgumentOutOfRangeException(nameof(name), name, "Unknown codec."),
        };
    }
}
