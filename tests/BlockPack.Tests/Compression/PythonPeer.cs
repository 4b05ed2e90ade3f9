using System;
using System.Diagnostics;
using System.IO;

namespace BlockPack.Tests.Compression
{
    /// <summary>
    /// Runs peer/lz4peer.py, the independent reader and writer of the LZ4 framings, with the system Python
    /// (Debian packages python3-msgpack and python3-lz4; scripts/install-deps.sh installs them).
    /// </summary>
    internal static class PythonPeer
    {
        private const string Interpreter = "/usr/bin/python3";

        // Copied beside the test assembly by the project file: source paths are not usable at run time, because CI builds
        // map them to /_/ for deterministic output.
        internal static string ScriptPath { get; } = Path.Combine(AppContext.BaseDirectory, "peer", "lz4peer.py");

        /// <summary>Runs a peer command and returns its standard output; a non-zero exit fails with its error output.</summary>
        internal static string Run(string command, params string[] arguments) => RunScript(ScriptPath, command, arguments);

        /// <summary>Runs a command of another peer script beside lz4peer.py (zstdpeer.py, the Zstandard block arrays' peer).</summary>
        internal static string RunScript(string scriptPath, string command, params string[] arguments)
        {
            ProcessStartInfo start = new ProcessStartInfo(Interpreter)
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            start.ArgumentList.Add(scriptPath);
            start.ArgumentList.Add(command);
            foreach (string argument in arguments)
            {
                start.ArgumentList.Add(argument);
            }

            using Process process = Process.Start(start) ?? throw new InvalidOperationException($"Could not start {Interpreter}.");
            var stderr = process.StandardError.ReadToEndAsync();
            string stdout = process.StandardOutput.ReadToEnd();
            process.WaitForExit();
            if (process.ExitCode != 0)
            {
                throw new InvalidOperationException($"{Path.GetFileName(scriptPath)} {command} failed ({process.ExitCode}): {stderr.Result}{stdout}");
            }

            return stdout.Trim();
        }

        internal static string NewDirectory()
        {
            string directory = Path.Combine(Path.GetTempPath(), "blockpack-lz4peer-" + Guid.NewGuid().ToString("N"));
            Directory.CreateDirectory(directory);
            return directory;
        }
    }
}
