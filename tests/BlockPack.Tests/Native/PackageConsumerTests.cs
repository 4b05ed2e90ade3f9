#if !LIBRARY_NETSTANDARD && !NATIVE_DECODER_REFUSED
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The packed BlockPack as a user gets it: the package layout, an app restoring it from a local folder, the native
    /// path chosen there, BLOCKPACK_LZ4_DECODER forcing either decoder, a wrong-architecture library falling back,
    /// and the netstandard2.0 build finding the library through the package layout. Run by BlockPack.Tests only: the
    /// package is the same whichever build of the library the test project references.
    /// </summary>
    public sealed class PackageConsumerTests : IClassFixture<PackagedConsumer>
    {
        private readonly PackagedConsumer package;

        public PackageConsumerTests(PackagedConsumer package)
        {
            this.package = package;
        }

        [Fact]
        public void The_package_holds_three_assemblies_and_native_libraries_for_linux_x64_linux_arm64_and_win_x64()
        {
            string[] files = Directory.GetFiles(this.package.Extracted, "*", SearchOption.AllDirectories)
                .Select(f => Path.GetRelativePath(this.package.Extracted, f).Replace('\\', '/'))
                .ToArray();

            Assert.Contains("lib/net10.0/BlockPack.dll", files);
            Assert.Contains("lib/net8.0/BlockPack.dll", files);
            Assert.Contains("lib/netstandard2.0/BlockPack.dll", files);
            Assert.Contains("runtimes/linux-x64/native/libblockpack_native.so", files);
            Assert.Contains("runtimes/linux-arm64/native/libblockpack_native.so", files);
            Assert.Contains("runtimes/win-x64/native/blockpack_native.dll", files);
            Assert.Contains("analyzers/dotnet/cs/BlockPack.SourceGenerator.dll", files);
            Assert.Contains("buildTransitive/BlockPack.props", files);

            // Each library is built for its platform: ELF x86-64, ELF AArch64, PE32+ x64 (machine fields from the formats).
            Assert.Equal(62, ElfMachine("runtimes/linux-x64/native/libblockpack_native.so"));
            Assert.Equal(183, ElfMachine("runtimes/linux-arm64/native/libblockpack_native.so"));
            byte[] dll = File.ReadAllBytes(Path.Combine(this.package.Extracted, "runtimes/win-x64/native/blockpack_native.dll"));
            int pe = BitConverter.ToInt32(dll, 0x3C);
            Assert.Equal(0x8664, BitConverter.ToUInt16(dll, pe + 4));
        }

        [Fact]
        public void An_app_restoring_the_package_decodes_through_the_native_library_from_its_runtimes_folder()
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp();

            Assert.True(exitCode == 0, output);
            Assert.Equal("Native", values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.Equal("ok", values["generated"]);
            Assert.True(long.Parse(values["nativecalls"], System.Globalization.CultureInfo.InvariantCulture) >= 128, output);
            Assert.Contains($"loaded from {Path.Combine(this.package.AppDirectory, "runtimes", "linux-x64", "native", "libblockpack_native.so")}; chosen automatically", values["description"]);
        }

        [Theory]
        [InlineData("managed")]
        [InlineData("fallback")]
        public void The_environment_variable_forces_the_fallback(string value)
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(Env(value));

            Assert.True(exitCode == 0, output);
            Assert.Equal("Fallback", values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.Equal("ok", values["modes"]);
            Assert.Equal("0", values["nativecalls"]);
            Assert.Equal($"managed: K4os.Compression.LZ4 1.3.8; forced by BLOCKPACK_LZ4_DECODER={value}", values["description"]);
        }

        [Fact]
        public void Compressing_and_decompressing_never_maps_the_system_liblz4_though_it_is_installed()
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp();

            Assert.True(exitCode == 0, output);
            Assert.Equal("ok", values["modes"]);
            Assert.Equal("yes", values["nativemapped"]);
            Assert.Equal("no", values["liblz4mapped"]);

            // The check would have seen it: the library is there to be loaded (the tests' reference decoder).
            Assert.Equal("yes", values["liblz4loadable"]);
        }

        [Theory]
        [InlineData("auto", "Native")]
        [InlineData("fallback", "Fallback")]
        public void Compression_works_in_a_process_where_liblz4_cannot_be_loaded(string decoder, string active)
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(Env(decoder), null, hideLibLz4: true);

            Assert.True(exitCode == 0, output);
            Assert.Equal("no", values["liblz4loadable"]);
            Assert.Equal("no", values["liblz4mapped"]);
            Assert.Equal(active, values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.Equal("ok", values["modes"]);
        }

        [Fact]
        public void Maps_of_every_key_type_deserialize_with_default_options_in_a_process_where_libssl_cannot_be_loaded()
        {
            // Issue 22: the process hash key was drawn through RandomNumberGenerator, which on Linux is OpenSSL; without
            // libssl the runtime aborted the whole process (SIGABRT, exit 134) on the first map. Both assemblies.
            string[] libssl = PackagedConsumer.SystemLibSslFiles();
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(null, null, libssl, "maps", this.package.Extracted);

            Assert.True(exitCode == 0, $"exit code {exitCode} with {string.Join(", ", libssl)} hidden:\n{output}");
            Assert.Equal("no", values["libsslloadable"]);
            Assert.Equal("ok", values["maps"]);
            Assert.Equal("ok", values["netstandardmaps"]);

            // The check would have seen it: outside the private mount namespace libssl loads.
            (exitCode, values, output) = this.package.RunApp(null, null, Array.Empty<string>(), "maps");
            Assert.True(exitCode == 0, output);
            Assert.Equal("yes", values["libsslloadable"]);
            Assert.Equal("ok", values["maps"]);
        }

        [Fact]
        public void An_app_from_the_package_without_runtimes_compresses_with_neither_liblz4_nor_the_native_library()
        {
            // As on a platform BlockPack ships no native library for (macOS, Alpine, 32-bit, ...).
            Assert.False(Directory.Exists(Path.Combine(this.package.AppWithoutRuntimesDirectory, "runtimes")));
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(null, this.package.AppWithoutRuntimesDirectory, hideLibLz4: true);

            Assert.True(exitCode == 0, output);
            Assert.Equal("no", values["liblz4loadable"]);
            Assert.Equal("Fallback", values["active"]);
            Assert.StartsWith("managed: K4os.Compression.LZ4 1.3.8; native decoder unavailable: libblockpack_native.so could not be loaded", values["description"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.Equal("ok", values["modes"]);
            Assert.Equal("0", values["nativecalls"]);
            Assert.Equal("no", values["nativemapped"]);
            Assert.Equal("no", values["liblz4mapped"]);
        }

        [Fact]
        public void The_environment_variable_forces_the_native_decoder()
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(Env("native"));

            Assert.True(exitCode == 0, output);
            Assert.Equal("Native", values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.True(long.Parse(values["nativecalls"], System.Globalization.CultureInfo.InvariantCulture) >= 128, output);
            Assert.EndsWith("; forced by BLOCKPACK_LZ4_DECODER=native", values["description"]);
        }

        [Fact]
        public void An_unknown_value_is_reported_and_ignored()
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(Env("turbo"));

            Assert.True(exitCode == 0, output);
            Assert.Equal("Native", values["active"]);
            Assert.EndsWith("; chosen automatically; BLOCKPACK_LZ4_DECODER='turbo' is not understood (use native, fallback or auto) and was ignored", values["description"]);
        }

        [Fact]
        public void A_library_for_the_wrong_architecture_falls_back_and_forcing_native_then_fails_loudly()
        {
            // The app as deployed, but its linux-x64 library replaced by the package's arm64 build.
            string app = Path.Combine(this.package.Root, "wrong-architecture");
            CopyDirectory(this.package.AppDirectory, app);
            File.Copy(
                Path.Combine(this.package.Extracted, "runtimes", "linux-arm64", "native", "libblockpack_native.so"),
                Path.Combine(app, "runtimes", "linux-x64", "native", "libblockpack_native.so"),
                overwrite: true);

            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(appDirectory: app);
            Assert.True(exitCode == 0, output);
            Assert.Equal("Fallback", values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            string libraryPath = Path.Combine(app, "runtimes", "linux-x64", "native", "libblockpack_native.so");
            Assert.StartsWith($"managed: K4os.Compression.LZ4 1.3.8; native decoder unavailable: libblockpack_native.so was found but could not be loaded ({libraryPath}: ", values["description"]);

            (exitCode, values, output) = this.package.RunApp(Env("native"), app);
            Assert.Equal(3, exitCode);
            Assert.Equal("Native", values["active"]);
            Assert.StartsWith("native, forced by BLOCKPACK_LZ4_DECODER=native, but unavailable, so decoding fails: ", values["description"]);
            Assert.StartsWith("BlockPack.MessagePackSerializationException: ", values["error"]);
            Assert.Contains($"BLOCKPACK_LZ4_DECODER=native forces BlockPack's native LZ4 decoder, which is unavailable: libblockpack_native.so was found but could not be loaded ({libraryPath}: ", values["error"]);
        }

        [Fact]
        public void The_netstandard20_assembly_finds_the_library_through_the_package_layout()
        {
            (int exitCode, Dictionary<string, string> values, string output) = this.package.RunApp(null, null, hideLibLz4: false, "netstandard", this.package.Extracted);

            Assert.True(exitCode == 0, output);
            Assert.Equal("Native", values["active"]);
            Assert.Equal("ok", values["roundtrip"]);
            Assert.True(long.Parse(values["nativecalls"], System.Globalization.CultureInfo.InvariantCulture) >= 128, output);
            Assert.Contains($"loaded from {Path.Combine(this.package.Extracted, "runtimes", "linux-x64", "native", "libblockpack_native.so")}", values["description"]);
        }

        private static Dictionary<string, string?> Env(string value) => new Dictionary<string, string?> { ["BLOCKPACK_LZ4_DECODER"] = value };

        private int ElfMachine(string relative)
        {
            byte[] elf = File.ReadAllBytes(Path.Combine(this.package.Extracted, relative));
            Assert.Equal(new byte[] { 0x7F, (byte)'E', (byte)'L', (byte)'F' }, elf.Take(4).ToArray());
            return BitConverter.ToUInt16(elf, 18);
        }

        private static void CopyDirectory(string source, string destination)
        {
            foreach (string directory in Directory.GetDirectories(source, "*", SearchOption.AllDirectories))
            {
                Directory.CreateDirectory(directory.Replace(source, destination, StringComparison.Ordinal));
            }

            Directory.CreateDirectory(destination);
            foreach (string file in Directory.GetFiles(source, "*", SearchOption.AllDirectories))
            {
                File.Copy(file, file.Replace(source, destination, StringComparison.Ordinal));
            }
        }
    }
}
#endif
