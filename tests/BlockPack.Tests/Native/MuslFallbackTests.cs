using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using BlockPack.Native;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// musl libc (Alpine): BlockPack's Linux libraries are glibc builds, so a musl process must not be handed one, neither
    /// by BlockPack's own candidate list (no <c>linux-x64</c> folder) nor by the runtime's lookup, whose RID fallback goes
    /// from linux-musl-x64 to linux-x64. No musl machine is at hand, so the decisions are tested directly: the RID list,
    /// the detection from a process's memory map, and the probe that then never calls into the library.
    /// </summary>
    public sealed class MuslFallbackTests : IDisposable
    {
        private readonly string directory = Path.Combine(Path.GetTempPath(), "blockpack-musl-" + Guid.NewGuid().ToString("N"));

        public void Dispose()
        {
            if (Directory.Exists(this.directory))
            {
                Directory.Delete(this.directory, recursive: true);
            }
        }

        [Fact]
        public void On_musl_no_glibc_runtime_identifier_is_looked_under_whatever_the_runtime_reports()
        {
            Assert.Equal(new[] { "linux-musl-x64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.X64, "linux-x64", musl: true));
            Assert.Equal(new[] { "linux-musl-x64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.X64, "linux-musl-x64", musl: true));
            Assert.Equal(new[] { "alpine.3.20-arm64", "linux-musl-arm64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.Arm64, "alpine.3.20-arm64", musl: true));
            Assert.Equal(new[] { "linux-musl-arm64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.Arm64, null, musl: true)); // netstandard2.0

            // glibc and Windows are unchanged.
            Assert.Equal(new[] { "ubuntu.24.04-x64", "linux-x64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.X64, "ubuntu.24.04-x64", musl: false));
            Assert.Equal(new[] { "linux-arm64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.Arm64, "linux-arm64", musl: false));
            Assert.Equal(new[] { "win-x64" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Windows, Architecture.X64, "win-x64", musl: true));

            IReadOnlyList<string> candidates = NativeLibraryLocator.CandidatePaths(
                new[] { "/app" }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.X64, "linux-x64", musl: true), "libblockpack_native.so");
            Assert.Equal(
                new[] { "/app/runtimes/linux-musl-x64/native/libblockpack_native.so", "/app/libblockpack_native.so", "/runtimes/linux-musl-x64/native/libblockpack_native.so" }.Select(Path.GetFullPath),
                candidates);
        }

        [Fact]
        public void The_memory_map_of_a_musl_process_names_its_loader_and_that_of_a_glibc_process_does_not()
        {
            // Lines in the format of proc(5), as an Alpine and a Debian process show them.
            string[] alpine =
            {
                "55d0c8a00000-55d0c8a02000 r--p 00000000 00:2f 1311 /usr/share/dotnet/dotnet",
                "7f3b5c1d2000-7f3b5c1e6000 r--p 00000000 00:2f 2101 /lib/ld-musl-x86_64.so.1",
                "7ffd0b5e1000-7ffd0b602000 rw-p 00000000 00:00 0 [stack]",
            };
            string[] alpineArm64ThroughItsLibcName = { "ffff8a1c0000-ffff8a25a000 r-xp 00000000 00:2f 2101 /usr/lib/libc.musl-aarch64.so.1" };
            string[] debian =
            {
                "7f1c2a000000-7f1c2a026000 r--p 00000000 08:01 524 /usr/lib/x86_64-linux-gnu/libc.so.6",
                "7f1c2a200000-7f1c2a201000 r--p 00000000 08:01 521 /usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2",
                "7f1c2a400000-7f1c2a401000 r--p 00000000 08:01 777 /opt/musl-tools/lib/libfoo.so", // "musl" in a folder name is not musl's loader
                "7ffd0b5e1000-7ffd0b602000 rw-p 00000000 00:00 0 [heap]",
            };

            Assert.True(NativeLibraryLocator.MapsShowMusl(alpine));
            Assert.True(NativeLibraryLocator.MapsShowMusl(alpineArm64ThroughItsLibcName));
            Assert.False(NativeLibraryLocator.MapsShowMusl(debian));
            Assert.False(NativeLibraryLocator.MapsShowMusl(Array.Empty<string>()));
            if (RuntimeInformation.IsOSPlatform(OSPlatform.Linux))
            {
                // This machine (and the arm64 sysroot under qemu) is glibc.
                Assert.False(NativeLibraryLocator.MapsShowMusl(File.ReadLines("/proc/self/maps")));
            }
        }

        [Fact]
        public void Detection_follows_the_override_and_finds_glibc_on_this_machine()
        {
            bool linux = RuntimeInformation.IsOSPlatform(OSPlatform.Linux);
            Assert.Equal(linux, NativeLibraryLocator.DetectMusl("musl"));
            Assert.Equal(linux, NativeLibraryLocator.DetectMusl("MUSL"));
            Assert.False(NativeLibraryLocator.DetectMusl("glibc"));
            Assert.False(NativeLibraryLocator.DetectMusl(null));
            Assert.False(NativeLibraryLocator.IsMusl);
        }

        [Fact]
        public void A_musl_process_with_only_the_glibc_build_beside_it_falls_back_to_K4os_without_calling_into_any_library()
        {
            // The package layout as a portable app has it: only the glibc build, under runtimes/linux-x64/native.
            this.PlaceLibraryUnder("linux-x64");
            IReadOnlyList<string> candidates = this.MuslCandidates();

            string? reason = NativeLibraryLocator.NotLookedUpReason(true, candidates, File.Exists);
            int calls = 0;
            NativeLz4Status status = NativeLz4Library.Probe(reason, new FakeNativeApi { VersionHook = () => ++calls }, () => null, () => null);

            Assert.Equal(0, calls);
            Assert.False(status.IsAvailable);
            Assert.Equal(
                "this process runs on musl libc (Alpine or similar), and BlockPack ships libblockpack_native.so for glibc only, so the runtime's lookup, " +
                "which would find the glibc build, is not tried; looked in " + string.Join(", ", candidates),
                status.FailureReason);
            Assert.DoesNotContain(Path.Combine("runtimes", "linux-x64"), status.FailureReason);
            SelfTestFallbackTests.AssertFallsBack(status);

            // The same files on glibc: looked up as before.
            Assert.Null(NativeLibraryLocator.NotLookedUpReason(false, candidates, File.Exists));
        }

        [Fact]
        public void A_library_placed_for_musl_is_looked_up_and_used()
        {
            string muslBuild = this.PlaceLibraryUnder("linux-musl-x64");
            IReadOnlyList<string> candidates = this.MuslCandidates();

            string? reason = NativeLibraryLocator.NotLookedUpReason(true, candidates, File.Exists);
            NativeLz4Status status = NativeLz4Library.Probe(reason, new FakeNativeApi(), () => muslBuild, () => null);

            Assert.Null(reason);
            Assert.True(status.IsAvailable, status.FailureReason);
            Assert.Equal(muslBuild, status.LoadedFrom);
        }

        /// <summary>Writes a stand-in library file (its content is never loaded) under runtimes/&lt;rid&gt;/native of the app folder.</summary>
        private string PlaceLibraryUnder(string rid)
        {
            string file = Path.Combine(this.directory, "runtimes", rid, "native", "libblockpack_native.so");
            Directory.CreateDirectory(Path.GetDirectoryName(file)!);
            File.WriteAllBytes(file, new byte[] { 0x7F, (byte)'E', (byte)'L', (byte)'F' });
            return file;
        }

        /// <summary>The candidates a musl x64 process whose runtime reports linux-x64 would try in the app folder.</summary>
        private IReadOnlyList<string> MuslCandidates() => NativeLibraryLocator.CandidatePaths(
            new[] { this.directory }, NativeLibraryLocator.RuntimeIdentifiersFor(OSPlatform.Linux, Architecture.X64, "linux-x64", musl: true), "libblockpack_native.so");
    }
}
