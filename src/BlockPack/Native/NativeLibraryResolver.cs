using System;
using System.Collections.Generic;
using System.IO;
using System.Threading;
#if NET8_0_OR_GREATER
using System.Reflection;
using System.Runtime.InteropServices;
#endif

namespace BlockPack.Native
{
    /// <summary>
    /// The one place that decides where <c>blockpack_native</c> is loaded from. On .NET 8+ it is BlockPack's
    /// <c>DllImportResolver</c> (an assembly can have only one); on netstandard2.0, which has no resolvers, it loads the library by full path
    /// ahead of the first call, so that the runtime's by-name lookup finds it already loaded.
    /// </summary>
    /// <remarks>
    /// The candidates of <see cref="NativeLibraryLocator.CandidatePaths()"/> are tried first; when none exists, the
    /// runtime's own probing (deps.json, the app directory, the system's search path) runs as usual.
    /// </remarks>
    internal static partial class NativeLibraryResolver
    {
        private static int installed;
        private static string? loadedFrom;
        private static string? installFailure;
        private static string? loadErrors;

        /// <summary>Gets the full path the library was loaded from, or null when the runtime's own probing found it (or nothing did).</summary>
        internal static string? LoadedFrom => Volatile.Read(ref loadedFrom);

        /// <summary>
        /// Gets why candidate files that exist could not be loaded (wrong architecture, missing dependency, damaged file),
        /// or null; the runtime's own message after a failed lookup only lists the paths it tried.
        /// </summary>
        internal static string? LoadErrors => Volatile.Read(ref loadErrors);

        /// <summary>Gets why the resolver could not be installed, or null.</summary>
        internal static string? InstallFailure => Volatile.Read(ref installFailure);

        /// <summary>Installs the resolver (or preloads the library) once; later calls do nothing.</summary>
        internal static void EnsureInstalled()
        {
            if (Interlocked.Exchange(ref installed, 1) != 0)
            {
                return;
            }

#if NET8_0_OR_GREATER
            try
            {
                NativeLibrary.SetDllImportResolver(typeof(NativeLibraryResolver).Assembly, Resolve);
            }
            catch (InvalidOperationException e)
            {
                // Someone else registered a resolver for BlockPack; theirs decides, and the runtime probes as usual.
                Volatile.Write(ref installFailure, "another DllImportResolver is registered for BlockPack: " + e.Message);
            }
#else
            Preload(NativeLibraryLocator.CandidatePaths());
#endif
        }

        private static void RecordLoadError(string path, string message)
        {
            string entry = path + ": " + message.Replace('\n', ' ').Trim();
            string? previous = Volatile.Read(ref loadErrors);
            Volatile.Write(ref loadErrors, previous is null ? entry : previous + "; " + entry);
        }

#if NET8_0_OR_GREATER
        private static IntPtr Resolve(string libraryName, Assembly assembly, DllImportSearchPath? searchPath)
        {
            if (!string.Equals(libraryName, NativeLz4Methods.LibraryName, StringComparison.Ordinal))
            {
                return IntPtr.Zero;
            }

            foreach (string path in NativeLibraryLocator.CandidatePaths())
            {
                if (!File.Exists(path))
                {
                    continue;
                }

                try
                {
                    IntPtr handle = NativeLibrary.Load(path);
                    Volatile.Write(ref loadedFrom, path);
                    return handle;
                }
                catch (Exception e) when (e is DllNotFoundException or BadImageFormatException)
                {
                    RecordLoadError(path, e.Message);
                }
            }

            return IntPtr.Zero;
        }
#else
        private static void Preload(IReadOnlyList<string> candidates)
        {
            foreach (string path in candidates)
            {
                try
                {
                    if (!File.Exists(path))
                    {
                        continue;
                    }

                    if (PlatformLoader.TryLoad(path))
                    {
                        Volatile.Write(ref loadedFrom, path);
                        return;
                    }

                    RecordLoadError(path, "the operating system's loader refused it");
                }
                catch (Exception e) when (e is DllNotFoundException or EntryPointNotFoundException or BadImageFormatException)
                {
                    // No loader on this platform: leave it to the runtime's probing.
                    Volatile.Write(ref installFailure, "could not preload " + path + ": " + e.Message);
                    return;
                }
            }
        }
#endif
    }
}
