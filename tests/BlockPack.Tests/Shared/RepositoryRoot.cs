using System;
using System.IO;

namespace BlockPack.Tests
{
    /// <summary>
    /// The repository's root folder (the one holding MessagePack.sln), for tests and tools that read files of the
    /// repository: scripts, golden files, corpora. Compiled into each project that needs it (a link in its project).
    /// </summary>
    /// <remarks>
    /// Found from the program's own folder upwards, then from the current directory, never from compile-time source
    /// paths: CI builds map those to <c>/_/</c>, and the emulated runs execute a published copy under
    /// <c>artifacts/</c>. Not finding it is an error, never a reason to skip: a test must not pass by not running.
    /// </remarks>
    internal static class RepositoryRoot
    {
        private const string Marker = "MessagePack.sln";

        private static readonly Lazy<string> Root = new Lazy<string>(Locate);

        /// <summary>Gets the root folder's full path.</summary>
        internal static string Path => Root.Value;

        /// <summary>Combines the root with a path relative to it.</summary>
        /// <param name="parts">The parts of the relative path (<c>"tests", "BlockPack.Fuzz"</c>).</param>
        /// <returns>The full path; whether it exists is for the caller to check.</returns>
        internal static string Combine(params string[] parts)
        {
            string[] all = new string[parts.Length + 1];
            all[0] = Root.Value;
            Array.Copy(parts, 0, all, 1, parts.Length);
            return System.IO.Path.Combine(all);
        }

        private static string Locate()
        {
            foreach (string start in new[] { AppContext.BaseDirectory, Directory.GetCurrentDirectory() })
            {
                for (DirectoryInfo? directory = new DirectoryInfo(start); directory is not null; directory = directory.Parent)
                {
                    if (File.Exists(System.IO.Path.Combine(directory.FullName, Marker)))
                    {
                        return directory.FullName;
                    }
                }
            }

            throw new InvalidOperationException($"No folder above {AppContext.BaseDirectory} or {Directory.GetCurrentDirectory()} holds {Marker}: run from inside the repository.");
        }
    }
}
