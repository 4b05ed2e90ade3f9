#if !LIBRARY_NETSTANDARD && !NATIVE_DECODER_REFUSED
using System;
using System.Collections.Generic;
using System.IO;
using System.IO.Compression;
using System.Linq;

namespace BlockPack.Tests.Native
{
    /// <summary>
    /// Packs BlockPack with `dotnet pack` (native libraries required), extracts the package, and builds a small app that
    /// references it from a local folder feed, and a second app from a copy of the package without its runtimes/ folder
    /// (as on a platform BlockPack ships no native library for); once for all the package tests. Everything, the pack's own build included
    /// (--artifacts-path), lives in one temporary folder, so it cannot race a build of the repository running alongside.
    /// </summary>
    public sealed class PackagedConsumer : IDisposable
    {
        private static readonly TimeSpan BuildTimeout = TimeSpan.FromMinutes(8);

        public PackagedConsumer()
        {
            this.Root = Path.Combine(Path.GetTempPath(), "blockpack-package-" + Guid.NewGuid().ToString("N"));
            string repository = RepositoryRoot.Path;
            string feed = Path.Combine(this.Root, "feed");
            string consumer = Path.Combine(this.Root, "consumer");

            this.PackOutput = Check(ProcessRunner.Run(
                ProcessRunner.Dotnet,
                new[]
                {
                    "pack", Path.Combine(repository, "src", "BlockPack", "BlockPack.csproj"), "-c", "Release", "-o", feed,
                    "--artifacts-path", Path.Combine(this.Root, "artifacts"), "-p:BlockPackRequireNativeRuntimes=true", "-nodeReuse:false",
                },
                repository,
                null,
                BuildTimeout));
            this.PackagePath = Directory.GetFiles(feed, "BlockPack.*.nupkg").Single();
            string version = Path.GetFileNameWithoutExtension(this.PackagePath).Substring("BlockPack.".Length);
            this.Extracted = Path.Combine(this.Root, "extracted");
            ZipFile.ExtractToDirectory(this.PackagePath, this.Extracted);

            string templates = Path.Combine(repository, "tests", "BlockPack.Tests", "Native", "PackageConsumer");
            this.AppDirectory = BuildConsumer(templates, feed, consumer, version);

            // The same package without runtimes/: its own feed and its own packages folder (the consumer's ../packages).
            string strippedFeed = Path.Combine(this.Root, "no-runtimes", "feed");
            Directory.CreateDirectory(strippedFeed);
            string stripped = Path.Combine(strippedFeed, Path.GetFileName(this.PackagePath));
            File.Copy(this.PackagePath, stripped);
            using (ZipArchive archive = ZipFile.Open(stripped, ZipArchiveMode.Update))
            {
                foreach (ZipArchiveEntry entry in archive.Entries.Where(e => e.FullName.StartsWith("runtimes/", StringComparison.Ordinal)).ToList())
                {
                    entry.Delete();
                }
            }

            this.AppWithoutRuntimesDirectory = BuildConsumer(templates, strippedFeed, Path.Combine(this.Root, "no-runtimes", "consumer"), version);
        }

        /// <summary>Gets the temporary folder holding everything.</summary>
        public string Root { get; }

        /// <summary>Gets what `dotnet pack` printed.</summary>
        public string PackOutput { get; }

        /// <summary>Gets the .nupkg.</summary>
        public string PackagePath { get; }

        /// <summary>Gets the package, unzipped.</summary>
        public string Extracted { get; }

        /// <summary>Gets the built app's output folder.</summary>
        public string AppDirectory { get; }

        /// <summary>Gets the output folder of the app built from the package without runtimes/.</summary>
        public string AppWithoutRuntimesDirectory { get; }

        /// <summary>Runs the app (from <paramref name="appDirectory"/>, default the build output) and parses its key=value lines.</summary>
        public (int ExitCode, Dictionary<string, string> Values, string Output) RunApp(IDictionary<string, string?>? environment = null, string? appDirectory = null, params string[] arguments)
            => this.RunApp(environment, appDirectory, hideLibLz4: false, arguments);

        /// <summary>
        /// Runs the app as <see cref="RunApp(IDictionary{string, string}, string, string[])"/> does; with
        /// <paramref name="hideLibLz4"/>, in a private mount namespace where the system liblz4 file is replaced by an empty
        /// one, so nothing in the process can load it (root and util-linux's unshare, as on the CI machine, are required).
        /// </summary>
        public (int ExitCode, Dictionary<string, string> Values, string Output) RunApp(IDictionary<string, string?>? environment, string? appDirectory, bool hideLibLz4, params string[] arguments)
            => this.RunApp(environment, appDirectory, hideLibLz4 ? new[] { SystemLibLz4Path() } : Array.Empty<string>(), arguments);

        /// <summary>
        /// Runs the app; when <paramref name="hiddenFiles"/> is not empty, in a private mount namespace where each of those
        /// files is replaced by an empty one (/dev/null bound over it), so nothing in the process can load it (root and
        /// util-linux's unshare, as on the CI machine, are required). The rest of the machine keeps seeing the files.
        /// </summary>
        public (int ExitCode, Dictionary<string, string> Values, string Output) RunApp(IDictionary<string, string?>? environment, string? appDirectory, IReadOnlyList<string> hiddenFiles, params string[] arguments)
        {
            string directory = appDirectory ?? this.AppDirectory;
            string[] app = new[] { ProcessRunner.Dotnet, Path.Combine(directory, "Consumer.dll") }.Concat(arguments).ToArray();

            // sh -c SCRIPT sh FILE... -- APP...: bind /dev/null over every FILE (exit 97 if one cannot be), then exec APP.
            const string HideThenRun = "while [ \"$1\" != -- ]; do mount --bind /dev/null \"$1\" || exit 97; shift; done; shift; exec \"$@\"";
            (int exitCode, string output) = hiddenFiles.Count > 0
                ? ProcessRunner.Run("unshare", new[] { "--mount", "sh", "-c", HideThenRun, "sh" }.Concat(hiddenFiles).Concat(new[] { "--" }).Concat(app), directory, environment, TimeSpan.FromMinutes(2))
                : ProcessRunner.Run(app[0], app.Skip(1), directory, environment, TimeSpan.FromMinutes(2));
            Dictionary<string, string> values = new Dictionary<string, string>();
            foreach (string line in output.Split('\n'))
            {
                int equals = line.IndexOf('=', StringComparison.Ordinal);
                if (equals > 0)
                {
                    values[line.Substring(0, equals)] = line.Substring(equals + 1).TrimEnd('\r');
                }
            }

            return (exitCode, values, output);
        }

        public void Dispose() => Directory.Delete(this.Root, recursive: true);

        /// <summary>Gets the file the system liblz4 is loaded from, as this process (which loads it as a test reference) maps it.</summary>
        internal static string SystemLibLz4Path()
        {
            _ = BlockPack.Lz4Reference.LibLz4Reference.VersionText;
            return File.ReadAllLines("/proc/self/maps")
                .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
                .Where(fields => fields.Length >= 6 && fields[5].Contains("liblz4", StringComparison.Ordinal))
                .Select(fields => fields[5])
                .First();
        }

        /// <summary>
        /// Gets the files every libssl the dynamic linker knows resolves to (`ldconfig -p`: libssl.so.3, libssl.so.1.1,
        /// libssl.so, ... with symbolic links followed), which the .NET runtime's OpenSSL shim would try to load.
        /// </summary>
        internal static string[] SystemLibSslFiles()
        {
            (int exitCode, string output) = ProcessRunner.Run("ldconfig", new[] { "-p" }, "/", null, TimeSpan.FromMinutes(1));
            if (exitCode != 0)
            {
                throw new InvalidOperationException("ldconfig -p failed: " + output);
            }

            string[] files = output.Split('\n')
                .Where(line => line.TrimStart().StartsWith("libssl.so", StringComparison.Ordinal) && line.Contains("=> ", StringComparison.Ordinal))
                .Select(line => line.Substring(line.IndexOf("=> ", StringComparison.Ordinal) + 3).Trim())
                .Select(path => new FileInfo(path).ResolveLinkTarget(returnFinalTarget: true)?.FullName ?? path)
                .Distinct(StringComparer.Ordinal)
                .ToArray();
            if (files.Length == 0)
            {
                throw new InvalidOperationException("ldconfig -p lists no libssl.so*: the test would prove nothing on this machine.\n" + output);
            }

            return files;
        }

        private static string BuildConsumer(string templates, string feed, string consumer, string version)
        {
            Directory.CreateDirectory(consumer);
            File.WriteAllText(Path.Combine(consumer, "Consumer.csproj"), File.ReadAllText(Path.Combine(templates, "Consumer.csproj.template")).Replace("@VERSION@", version));
            File.WriteAllText(Path.Combine(consumer, "NuGet.Config"), File.ReadAllText(Path.Combine(templates, "NuGet.Config.template")).Replace("@FEED@", feed));
            File.Copy(Path.Combine(templates, "Program.cs.template"), Path.Combine(consumer, "Program.cs"));
            Check(ProcessRunner.Run(ProcessRunner.Dotnet, new[] { "build", "-c", "Release", "-nodeReuse:false" }, consumer, null, BuildTimeout));
            return Path.Combine(consumer, "bin", "Release", "net10.0");
        }

        private static string Check((int ExitCode, string Output) result)
        {
            if (result.ExitCode != 0)
            {
                throw new InvalidOperationException("Command failed (" + result.ExitCode + "):\n" + result.Output);
            }

            return result.Output;
        }
    }
}
#endif
