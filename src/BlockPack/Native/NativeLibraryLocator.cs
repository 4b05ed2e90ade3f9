using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Runtime.InteropServices;

namespace BlockPack.Native
{
    /// <summary>
    /// Where <c>blockpack_native</c> may lie: the <c>runtimes/{rid}/native/</c> folder NuGet and BlockPack's own build
    /// put it in, seen from the build output, from an app's base directory, and from inside an extracted package.
    /// </summary>
    internal static class NativeLibraryLocator
    {
        /// <summary>Gets the platform's file name for the library.</summary>
        internal static string FileName { get; } = FileNameFor(
            RuntimeInformation.IsOSPlatform(OSPlatform.Windows) ? OSPlatform.Windows
            : RuntimeInformation.IsOSPlatform(OSPlatform.OSX) ? OSPlatform.OSX
            : OSPlatform.Linux);

        /// <summary>Gets the runtime identifiers to look under, most specific first (e.g. <c>linux-x64</c>).</summary>
        internal static IReadOnlyList<string> RuntimeIdentifiers { get; } = CurrentRuntimeIdentifiers();

        /// <summary>Gets the file name of the library on a platform.</summary>
        /// <param name="platform">The operating system.</param>
        /// <returns><c>blockpack_native.dll</c>, <c>libblockpack_native.dylib</c> or <c>libblockpack_native.so</c>.</returns>
        internal static string FileNameFor(OSPlatform platform)
            => platform == OSPlatform.Windows ? NativeLz4Methods.LibraryName + ".dll"
            : platform == OSPlatform.OSX ? "lib" + NativeLz4Methods.LibraryName + ".dylib"
            : "lib" + NativeLz4Methods.LibraryName + ".so";

        /// <summary>Gets the full paths to try for the running process, in order, without duplicates.</summary>
        /// <returns>The paths; the files need not exist.</returns>
        internal static IReadOnlyList<string> CandidatePaths()
        {
            List<string> directories = new List<string>();
            string? assemblyDirectory = AssemblyDirectory();
            if (assemblyDirectory is not null)
            {
                directories.Add(assemblyDirectory);
            }

            directories.Add(AppContext.BaseDirectory);
            return CandidatePaths(directories, RuntimeIdentifiers, FileName);
        }

        /// <summary>
        /// Builds the candidate list: for each directory, <c>runtimes/{rid}/native/</c> under it (build output, portable
        /// app), the directory itself (RID-specific publish), and <c>../../runtimes/{rid}/native/</c> (the assembly
        /// loaded from <c>lib/{tfm}/</c> of a package, as from the NuGet packages folder).
        /// </summary>
        /// <param name="directories">Directories holding BlockPack.dll or the app.</param>
        /// <param name="runtimeIdentifiers">RIDs to look for, most specific first.</param>
        /// <param name="fileName">The library file name.</param>
        /// <returns>Full paths, in order, without duplicates.</returns>
        internal static IReadOnlyList<string> CandidatePaths(IEnumerable<string> directories, IReadOnlyList<string> runtimeIdentifiers, string fileName)
        {
            List<string> paths = new List<string>();
            HashSet<string> seen = new HashSet<string>(StringComparer.Ordinal);
            void Add(string path)
            {
                string full = Path.GetFullPath(path);
                if (seen.Add(full))
                {
                    paths.Add(full);
                }
            }

            foreach (string directory in directories)
            {
                if (string.IsNullOrEmpty(directory))
                {
                    continue;
                }

                foreach (string rid in runtimeIdentifiers)
                {
                    Add(Path.Combine(directory, "runtimes", rid, "native", fileName));
                }

                Add(Path.Combine(directory, fileName));
                foreach (string rid in runtimeIdentifiers)
                {
                    Add(Path.Combine(directory, "..", "..", "runtimes", rid, "native", fileName));
                }
            }

            return paths;
        }

        /// <summary>Gets the portable runtime identifier of an operating system and architecture, or null for one BlockPack never ships.</summary>
        /// <param name="platform">The operating system.</param>
        /// <param name="architecture">The process architecture.</param>
        /// <returns>For example <c>linux-x64</c>, <c>linux-arm64</c>, <c>win-x64</c>.</returns>
        internal static string? PortableRuntimeIdentifier(OSPlatform platform, Architecture architecture)
        {
            string? os = platform == OSPlatform.Linux ? "linux"
                : platform == OSPlatform.Windows ? "win"
                : platform == OSPlatform.OSX ? "osx"
                : null;
            string? cpu = architecture switch
            {
                Architecture.X64 => "x64",
                Architecture.Arm64 => "arm64",
                Architecture.X86 => "x86",
                Architecture.Arm => "arm",
                _ => null,
            };
            return os is null || cpu is null ? null : os + "-" + cpu;
        }

        private static List<string> CurrentRuntimeIdentifiers()
        {
            List<string> rids = new List<string>();
#if NET8_0_OR_GREATER
            // Usually already portable (linux-x64); a distribution-built runtime may report e.g. ubuntu.24.04-x64.
            rids.Add(RuntimeInformation.RuntimeIdentifier);
#endif
            OSPlatform platform = RuntimeInformation.IsOSPlatform(OSPlatform.Windows) ? OSPlatform.Windows
                : RuntimeInformation.IsOSPlatform(OSPlatform.OSX) ? OSPlatform.OSX
                : RuntimeInformation.IsOSPlatform(OSPlatform.Linux) ? OSPlatform.Linux
                : OSPlatform.Create("OTHER");
            string? portable = PortableRuntimeIdentifier(platform, RuntimeInformation.ProcessArchitecture);
            if (portable is not null && !rids.Contains(portable))
            {
                rids.Add(portable);
            }

            return rids;
        }

        [UnconditionalSuppressMessage("SingleFile", "IL3000", Justification = "An empty location (single-file and NativeAOT apps) is handled: there is then no assembly directory to probe.")]
        private static string? AssemblyDirectory()
        {
            // Empty for an assembly loaded from bytes or bundled into a single-file app.
            string location = typeof(NativeLibraryLocator).Assembly.Location;
            return string.IsNullOrEmpty(location) ? null : Path.GetDirectoryName(location);
        }
    }
}
