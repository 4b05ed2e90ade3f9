using System.IO;
using System.Runtime.InteropServices;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// The platform this test process runs on, worked out here rather than asked of BlockPack's locator, so the tests that
    /// check where the library came from hold on every platform the suite runs on (linux-x64, linux-arm64 under qemu,
    /// win-x64 under wine) and still compare against an independent answer.
    /// </summary>
    internal static class TestPlatform
    {
        /// <summary>Gets whether the process runs on Windows.</summary>
        internal static bool IsWindows => RuntimeInformation.IsOSPlatform(OSPlatform.Windows);

        /// <summary>Gets the RID whose <c>runtimes/&lt;rid&gt;/native</c> folder holds this process's library: linux-x64, linux-arm64 or win-x64.</summary>
        internal static string Rid => (IsWindows ? "win" : "linux") + "-" + (RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? "arm64" : "x64");

        /// <summary>Gets the library's file name on this platform.</summary>
        internal static string LibraryFileName => IsWindows ? "blockpack_native.dll" : "libblockpack_native.so";

        /// <summary>Gets <c>runtimes/&lt;rid&gt;/native/&lt;file&gt;</c> with this platform's separators.</summary>
        internal static string RelativeLibraryPath => Path.Combine("runtimes", Rid, "native", LibraryFileName);
    }
}
