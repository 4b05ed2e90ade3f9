using System;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using BlockPack.Compression.Integrity;
using BlockPack.Native;
using Xunit.Abstractions;

namespace BlockPack.Tests.Emulated
{
    /// <summary>
    /// What ran on the emulated platform, asserted and printed (scripts/emulated-test.sh shows the output): the native
    /// library loaded from the app's runtimes/&lt;rid&gt;/native folder, the decoder variants the CPU offers (NEON on
    /// ARM64; SSSE3 and AVX2 on x64) each decoding through P/Invoke, the CRC-32C engine (ARM64 CRC32 + PMULL, x64
    /// SSE4.2 + PCLMULQDQ) agreeing with the table engine, and the encoder in use.
    /// </summary>
    public sealed class PlatformProbeTests
    {
        private readonly ITestOutputHelper output;

        public PlatformProbeTests(ITestOutputHelper output)
        {
            this.output = output;
        }

        private static string Rid => NativeLibraryLocator.PortableRuntimeIdentifier(
            RuntimeInformation.IsOSPlatform(OSPlatform.Windows) ? OSPlatform.Windows : OSPlatform.Linux,
            RuntimeInformation.ProcessArchitecture)!;

        [Fact]
        public void The_native_library_loads_from_the_apps_runtimes_folder_with_the_cpus_variants()
        {
            NativeLz4Status status = NativeLz4Library.Status;
            string file = RuntimeInformation.IsOSPlatform(OSPlatform.Windows) ? "blockpack_native.dll" : "libblockpack_native.so";
            this.output.WriteLine($"process: {RuntimeInformation.RuntimeIdentifier}, {RuntimeInformation.ProcessArchitecture}, {RuntimeInformation.OSDescription}");
            this.output.WriteLine($"native: {(status.IsAvailable ? "available" : "UNAVAILABLE: " + status.FailureReason)}, version {status.VersionText}, variants {string.Join(", ", status.Variants)}, loaded from {status.LoadedFrom}");
            this.output.WriteLine($"decoder: {Lz4Decoding.Description}");
            this.output.WriteLine($"encoder: {Lz4Encoding.Description}");

            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal(Path.GetFullPath(Path.Combine(AppContext.BaseDirectory, "runtimes", Rid, "native", file)), Path.GetFullPath(status.LoadedFrom!));
            Assert.Contains("scalar", status.Variants);
            if (RuntimeInformation.ProcessArchitecture == Architecture.Arm64)
            {
                Assert.Contains("neon", status.Variants);
            }
            else
            {
                Assert.Equal(Ssse3.IsSupported, status.Variants.Contains("ssse3"));
                Assert.Equal(Avx2.IsSupported, status.Variants.Contains("avx2"));
            }

#if NATIVE_DECODER_REFUSED
            Assert.Equal(Lz4Decoder.Fallback, Lz4Decoding.Active);
#else
            Assert.Equal(Lz4Decoder.Native, Lz4Decoding.Active);
            Assert.True(Lz4Encoding.IsNative, Lz4Encoding.Description);
#endif
        }

        [Fact]
        public void Every_variant_decodes_through_pinvoke_and_the_serializer_round_trips_through_the_chosen_one()
        {
            byte[] plain = Enumerable.Range(0, 200_000).Select(i => (byte)((i % 251) ^ (i / 977))).ToArray();
            byte[] block = new byte[BlockPack.Compression.Codecs.ManagedLz4BlockCodec.Instance.MaxCompressedLength(plain.Length)];
            int length = BlockPack.Compression.Codecs.ManagedLz4BlockCodec.Instance.Compress(plain, block); // K4os: no liblz4 needed
            for (int variant = 0; variant < NativeLz4Api.NativeVariantCount; variant++)
            {
                if (!NativeLz4Api.Instance.IsVariantAvailable(variant))
                {
                    continue;
                }

                byte[] decoded = new byte[plain.Length];
                Assert.Equal(plain.Length, NativeLz4Api.Instance.DecodeVariant(variant, block.AsSpan(0, length), decoded));
                Assert.Equal(plain, decoded);
                this.output.WriteLine($"variant {NativeLz4Api.Instance.VariantName(variant)} decoded {plain.Length} bytes through P/Invoke");
            }

            Lz4Decoding.ResetNativeStatistics();
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            string[] values = Enumerable.Range(0, 60_000).Select(i => "value number " + i).ToArray();
            byte[] bytes = MessagePackSerializer.Serialize(values, options);
            for (int i = 0; i < 8; i++)
            {
                Assert.Equal(values, MessagePackSerializer.Deserialize<string[]>(bytes, options));
            }

            string used = string.Join(", ", Lz4Decoding.GetNativeStatistics().Where(s => s.Calls > 0).Select(s => $"{s.Variant} {s.Calls} calls"));
            this.output.WriteLine($"serializer decodes used: {(used.Length == 0 ? "no native calls" : used)}");
#if !NATIVE_DECODER_REFUSED
            Assert.NotEmpty(used);
#endif
        }

        [Fact]
        public void The_crc32c_engine_is_the_cpus_hardware_path_and_agrees_with_the_table_engine()
        {
            bool arm64 = RuntimeInformation.ProcessArchitecture == Architecture.Arm64;
            string engine = Crc32CMultiStream.IsSupported ? "multi-stream (CRC instruction + carry-less multiply)"
                : Crc32CSingleStream.IsSupported ? "single-stream (CRC instruction)" : "table";
            string instructions = arm64
                ? $"Crc32.Arm64 {Crc32.Arm64.IsSupported}, System.Runtime.Intrinsics.Arm.Aes.Arm64 (PMULL) {System.Runtime.Intrinsics.Arm.Aes.Arm64.IsSupported}"
                : $"Sse42.X64 {Sse42.X64.IsSupported}, Pclmulqdq {Pclmulqdq.IsSupported}";
            this.output.WriteLine($"crc32c: {engine}; {instructions}");

            // The emulators expose them (qemu -cpu max: CRC32 and PMULL; wine runs on the x64 host's CPU).
            Assert.True(Crc32CMultiStream.IsSupported, instructions);
            Assert.True(arm64 ? Crc32.Arm64.IsSupported && System.Runtime.Intrinsics.Arm.Aes.Arm64.IsSupported : Sse42.X64.IsSupported && Pclmulqdq.IsSupported, instructions);

            byte[] data = Enumerable.Range(0, 100_003).Select(i => (byte)(i * 31 + (i >> 7))).ToArray();
            uint table = Crc32CTable.Update(Crc32C.Inversion, data) ^ Crc32C.Inversion;
            Assert.Equal(table, Crc32C.Compute(data));
            Assert.Equal(0xE3069283u, Crc32C.Compute("123456789"u8));
        }
    }
}
