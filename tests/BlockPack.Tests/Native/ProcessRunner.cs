using System;
using System.Collections;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;

namespace BlockPack.Tests.Native
{
    /// <summary>Runs the .NET CLI or a built app as a child process with a clean environment and a time limit.</summary>
    internal static class ProcessRunner
    {
        internal static string Dotnet { get; } = Environment.GetEnvironmentVariable("DOTNET_HOST_PATH") is { Length: > 0 } host && File.Exists(host) ? host : "dotnet";

        /// <summary>Runs and returns the exit code and the combined output.</summary>
        /// <param name="fileName">The program.</param>
        /// <param name="arguments">Its arguments.</param>
        /// <param name="workingDirectory">Where it runs.</param>
        /// <param name="environment">Variables to set (a null value removes one).</param>
        /// <param name="timeout">How long it may take.</param>
        internal static (int ExitCode, string Output) Run(string fileName, IEnumerable<string> arguments, string workingDirectory, IDictionary<string, string?>? environment, TimeSpan timeout)
        {
            ProcessStartInfo start = new ProcessStartInfo(fileName)
            {
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
                WorkingDirectory = workingDirectory,
            };
            foreach (string argument in arguments)
            {
                start.ArgumentList.Add(argument);
            }

            // The test host runs under `dotnet test`, whose MSBuild variables would point a nested build at the wrong
            // SDK pieces; and the decoder choice must come only from what a test sets.
            foreach (DictionaryEntry entry in Environment.GetEnvironmentVariables())
            {
                string key = (string)entry.Key;
                if (key.StartsWith("MSBuild", StringComparison.OrdinalIgnoreCase) || key == "BLOCKPACK_LZ4_DECODER" || key == "BLOCKPACK_LZ4_VARIANT")
                {
                    start.Environment.Remove(key);
                }
            }

            start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
            start.Environment["DOTNET_NOLOGO"] = "1";
            start.Environment["MSBUILDDISABLENODEREUSE"] = "1";
            if (environment is not null)
            {
                foreach (KeyValuePair<string, string?> pair in environment)
                {
                    if (pair.Value is null)
                    {
                        start.Environment.Remove(pair.Key);
                    }
                    else
                    {
                        start.Environment[pair.Key] = pair.Value;
                    }
                }
            }

            using Process process = Process.Start(start) ?? throw new InvalidOperationException("Could not start " + fileName);
            System.Threading.Tasks.Task<string> error = process.StandardError.ReadToEndAsync();
            System.Threading.Tasks.Task<string> output = process.StandardOutput.ReadToEndAsync();
            if (!process.WaitForExit((int)timeout.TotalMilliseconds))
            {
                process.Kill(entireProcessTree: true);
                throw new TimeoutException($"{fileName} {string.Join(" ", arguments)} did not finish within {timeout}: {output.Result}{error.Result}");
            }

            process.WaitForExit();
            return (process.ExitCode, output.Result + error.Result);
        }
    }
}
