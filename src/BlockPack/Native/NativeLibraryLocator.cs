using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Linq;
using System.Runtime.InteropServices;

namespace BlockPack.Native
{
    /// <summary>
    /// Where <c>blockpack_native</c> may lie: the <c>runtimes/{rid}/native/</c> folder NuGet and BlockPack's own build
    /// put it in, seen from the build output, from an app's base directory, and from inside an extracted package.
    /// </summary>
    internal static class NativeLibraryLocator
    {
        /// <summary>
        /// The environment variable that overrides the libc detection on Linux: <c>musl</c> or <c>glibc</c>, read once. It
        /// exists for diagnostics and tests (a glibc machine behaving as Alpine would); detection needs no help otherwise.
        /// </summary>
        internal const string LibcEnvironmentVariable = "BLOCKPACK_NATIVE_LIBC";

        /// <summary>
        /// Gets whether this is a Linux process on musl libc (Alpine and similar). BlockPack's Linux libraries are glibc
        /// builds, so such a process must neither look under <c>linux-x64</c>/<c>linux-arm64</c> nor leave the lookup to
        /// the runtime, whose RID fallback (linux-musl-x64 to linux-x64) would hand it the glibc file.
        /// </summary>
        /// <remarks>Declared before <see cref="RuntimeIdentifiers"/>, whose initializer reads it.</remarks>
        internal static bool IsMusl { get; } = DetectMusl(Environment.GetEnvironmentVariable(LibcEnvironmentVariable));

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

        /// <summary>Gets the portable runtime identifier of an operating system, architecture and C library, or null for one BlockPack never ships.</summary>
        /// <param name="platform">The operating system.</param>
        /// <param name="architecture">The process architecture.</param>
        /// <param name="musl">Whether the process runs on musl libc (Linux only): <c>linux-musl-x64</c> instead of <c>linux-x64</c>.</param>
        /// <returns>For example <c>linux-musl-arm64</c>.</returns>
        internal static string? PortableRuntimeIdentifier(OSPlatform platform, Architecture architecture, bool musl)
        {
            string? rid = PortableRuntimeIdentifier(platform, architecture);
            return rid is not null && musl && platform == OSPlatform.Linux ? "linux-musl-" + rid.Substring("linux-".Length) : rid;
        }

        /// <summary>
        /// Builds the RIDs to look under: the runtime's own RID first (usually already portable; a distribution-built
        /// runtime may report e.g. <c>ubuntu.24.04-x64</c> or <c>alpine.3.20-x64</c>), then the portable one. On musl a
        /// glibc portable RID is never included, whatever the runtime reports.
        /// </summary>
        /// <param name="platform">The operating system.</param>
        /// <param name="architecture">The process architecture.</param>
        /// <param name="runtimeIdentifier">The runtime's RID, or null where the API is missing (netstandard2.0).</param>
        /// <param name="musl">Whether the process runs on musl libc.</param>
        /// <returns>The RIDs, most specific first, without duplicates.</returns>
        internal static IReadOnlyList<string> RuntimeIdentifiersFor(OSPlatform platform, Architecture architecture, string? runtimeIdentifier, bool musl)
        {
            List<string> rids = new List<string>();
            if (!string.IsNullOrEmpty(runtimeIdentifier) && !(musl && IsGlibcPortableRuntimeIdentifier(runtimeIdentifier!)))
            {
                rids.Add(runtimeIdentifier!);
            }

            string? portable = PortableRuntimeIdentifier(platform, architecture, musl);
            if (portable is not null && !rids.Contains(portable))
            {
                rids.Add(portable);
            }

            return rids;
        }

        /// <summary>
        /// Says why the library is not looked up at all, or null to look it up: on musl, when no candidate file exists
        /// (BlockPack ships none for musl; one placed by the user under a musl RID or beside the app is still used).
        /// </summary>
        /// <param name="musl">Whether the process runs on musl libc.</param>
        /// <param name="candidates">The candidate paths (<see cref="CandidatePaths()"/>).</param>
        /// <param name="exists">Whether a file exists (<see cref="File.Exists(string)"/> outside tests).</param>
        /// <returns>The reason, or null.</returns>
        internal static string? NotLookedUpReason(bool musl, IReadOnlyList<string> candidates, Func<string, bool> exists)
        {
            if (!musl || candidates.Any(exists))
            {
                return null;
            }

            return $"this process runs on musl libc (Alpine or similar), and BlockPack ships {FileNameFor(OSPlatform.Linux)} for glibc only, " +
                   $"so the runtime's lookup, which would find the glibc build, is not tried; looked in {string.Join(", ", candidates)}";
        }

        /// <summary>Gets whether the memory map of a process (the lines of <c>/proc/self/maps</c>) shows musl's loader, which is also its libc.</summary>
        /// <param name="mapsLines">The lines.</param>
        /// <returns>True when a mapped file is named <c>ld-musl-*</c> or <c>libc.musl-*</c>.</returns>
        internal static bool MapsShowMusl(IEnumerable<string> mapsLines)
        {
            foreach (string line in mapsLines)
            {
                // "address perms offset dev inode path"; the file name is what follows the last slash.
                int slash = line.LastIndexOf('/');
                if (slash >= 0 && (string.CompareOrdinal(line, slash + 1, "ld-musl-", 0, 8) == 0 || string.CompareOrdinal(line, slash + 1, "libc.musl-", 0, 10) == 0))
                {
                    return true;
                }
            }

            return false;
        }

        /// <summary>Decides whether this process runs on musl, from the override, the runtime's RID, then the process's own memory map.</summary>
        /// <param name="overrideValue">The value of <see cref="LibcEnvironmentVariable"/>, or null.</param>
        /// <returns>True on musl.</returns>
        internal static bool DetectMusl(string? overrideValue)
        {
            if (!RuntimeInformation.IsOSPlatform(OSPlatform.Linux))
            {
                return false;
            }

            if (string.Equals(overrideValue, "musl", StringComparison.OrdinalIgnoreCase))
            {
                return true;
            }

            if (string.Equals(overrideValue, "glibc", StringComparison.OrdinalIgnoreCase))
            {
                return false;
            }

#if NET8_0_OR_GREATER
            // Microsoft's musl builds report linux-musl-<arch>; Alpine's own package reports alpine.<version>-<arch>.
            string rid = RuntimeInformation.RuntimeIdentifier;
            if (rid.Contains("-musl-", StringComparison.Ordinal) || rid.StartsWith("alpine", StringComparison.Ordinal))
            {
                return true;
            }
#endif

            try
            {
                // A glibc machine may have musl installed (Debian's musl package) without this process using it: what the
                // process has mapped is the answer, not what lies in /lib.
                return MapsShowMusl(File.ReadLines("/proc/self/maps"));
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // No /proc (a locked-down sandbox): assume glibc, as before; the decoder self-test still guards a library that loads.
                return false;
            }
        }

        private static bool IsGlibcPortableRuntimeIdentifier(string rid)
            => rid.StartsWith("linux-", StringComparison.Ordinal) && !rid.StartsWith("linux-musl-", StringComparison.Ordinal);

        private static IReadOnlyList<string> CurrentRuntimeIdentifiers()
        {
            OSPlatform platform = RuntimeInformation.IsOSPlatform(OSPlatform.Windows) ? OSPlatform.Windows
                : RuntimeInformation.IsOSPlatform(OSPlatform.OSX) ? OSPlatform.OSX
                : RuntimeInformation.IsOSPlatform(OSPlatform.Linux) ? OSPlatform.Linux
                : OSPlatform.Create("OTHER");
#if NET8_0_OR_GREATER
            string? runtimeIdentifier = RuntimeInformation.RuntimeIdentifier;
#else
            string? runtimeIdentifier = null;
#endif
            return RuntimeIdentifiersFor(platform, RuntimeInformation.ProcessArchitecture, runtimeIdentifier, IsMusl);
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
