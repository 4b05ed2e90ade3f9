using System.IO;
using System.Linq;
using System.Runtime.InteropServices;
using BlockPack.Native;

namespace BlockPack.Tests.Native
{
    public class NativeLibraryLocatorTests
    {
        [Fact]
        public void Candidates_cover_the_build_output_the_app_directory_and_the_package_layout_in_that_order()
        {
            var paths = NativeLibraryLocator.CandidatePaths(
                new[] { "/root/.nuget/packages/blockpack/0.1.0/lib/net10.0", "/app" },
                new[] { "linux-x64", "ubuntu.24.04-x64" },
                "libblockpack_native.so");

            Assert.Equal(
                new[]
                {
                    "/root/.nuget/packages/blockpack/0.1.0/lib/net10.0/runtimes/linux-x64/native/libblockpack_native.so",
                    "/root/.nuget/packages/blockpack/0.1.0/lib/net10.0/runtimes/ubuntu.24.04-x64/native/libblockpack_native.so",
                    "/root/.nuget/packages/blockpack/0.1.0/lib/net10.0/libblockpack_native.so",
                    "/root/.nuget/packages/blockpack/0.1.0/runtimes/linux-x64/native/libblockpack_native.so",
                    "/root/.nuget/packages/blockpack/0.1.0/runtimes/ubuntu.24.04-x64/native/libblockpack_native.so",
                    "/app/runtimes/linux-x64/native/libblockpack_native.so",
                    "/app/runtimes/ubuntu.24.04-x64/native/libblockpack_native.so",
                    "/app/libblockpack_native.so",
                    "/runtimes/linux-x64/native/libblockpack_native.so",
                    "/runtimes/ubuntu.24.04-x64/native/libblockpack_native.so",
                }.Select(Path.GetFullPath), // on Windows (under wine) the same paths on the current drive, with its separators
                paths);
        }

        [Fact]
        public void The_same_directory_twice_gives_each_path_once()
        {
            var paths = NativeLibraryLocator.CandidatePaths(new[] { "/app/", "/app" }, new[] { "linux-x64" }, "x.so");

            Assert.Equal(new[] { "/app/runtimes/linux-x64/native/x.so", "/app/x.so", "/runtimes/linux-x64/native/x.so" }.Select(Path.GetFullPath), paths);
        }

        [Fact]
        public void File_names_and_runtime_identifiers_per_platform()
        {
            Assert.Equal("libblockpack_native.so", NativeLibraryLocator.FileNameFor(OSPlatform.Linux));
            Assert.Equal("blockpack_native.dll", NativeLibraryLocator.FileNameFor(OSPlatform.Windows));
            Assert.Equal("libblockpack_native.dylib", NativeLibraryLocator.FileNameFor(OSPlatform.OSX));

            Assert.Equal("linux-x64", NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.Linux, Architecture.X64));
            Assert.Equal("linux-arm64", NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.Linux, Architecture.Arm64));
            Assert.Equal("win-x64", NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.Windows, Architecture.X64));
            Assert.Equal("osx-arm64", NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.OSX, Architecture.Arm64));
            Assert.Null(NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.FreeBSD, Architecture.X64));
            Assert.Null(NativeLibraryLocator.PortableRuntimeIdentifier(OSPlatform.Linux, Architecture.Wasm));
        }

        [Fact]
        public void This_process_looks_under_its_own_runtime_identifier_for_its_platforms_file_name()
        {
            // linux-x64 on the host, linux-arm64 under qemu, win-x64 under wine (all glibc or Windows: no musl RID).
            Assert.Contains(TestPlatform.Rid, NativeLibraryLocator.RuntimeIdentifiers);
            Assert.DoesNotContain(NativeLibraryLocator.RuntimeIdentifiers, rid => rid.Contains("musl"));
            Assert.False(NativeLibraryLocator.IsMusl);
            Assert.Equal(TestPlatform.LibraryFileName, NativeLibraryLocator.FileName);
        }
    }
}
