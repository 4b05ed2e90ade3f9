using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Reflection;
using System.Text;
using System.Threading.Tasks;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// The official JavaScript client (<c>@microsoft/signalr</c> with <c>@microsoft/signalr-protocol-msgpack</c>
    /// 10.0.11, pinned by js/package-lock.json) run with node against a BlockPack server on a real Kestrel:
    /// invocations, a completion error, streams both ways, a server invocation, a client result, pings, stop, and a
    /// close with an error. The test installs the npm packages (js/install.sh) when they are missing and starts and
    /// stops node itself.
    /// </summary>
    public sealed class JavaScriptClientTests
    {
        private static readonly string[] Scenarios =
        {
            "invoke", "echo", "void", "error", "server stream", "client stream", "server invocation", "client result", "ping", "stop", "close with error",
        };

        [Fact]
        public async Task OfficialJavaScriptClient_TalksToABlockPackServer()
        {
            string folder = JsFolder();
            if (!Directory.Exists(Path.Combine(folder, "node_modules", "@microsoft", "signalr-protocol-msgpack")))
            {
                (int installed, string log) = await RunAsync("bash", new[] { "install.sh" }, folder, TimeSpan.FromMinutes(5));
                Assert.True(installed == 0, "js/install.sh failed (node and npm come from scripts/install-deps.sh):\n" + log);
            }

            await using HubServer host = await HubServer.StartAsync(Side.BlockPack, o =>
            {
                o.KeepAliveInterval = TimeSpan.FromMilliseconds(100);
                o.ClientTimeoutInterval = TimeSpan.FromSeconds(3);
            });
            (int exitCode, string output) = await RunAsync("node", new[] { "client.mjs", host.Url }, folder, TimeSpan.FromSeconds(90));
            foreach (string scenario in Scenarios)
            {
                Assert.True(output.Split('\n').Any(l => l.Trim() == "ok " + scenario), $"scenario '{scenario}' did not pass:\n{output}");
            }

            Assert.True(exitCode == 0, output);
        }

        private static string JsFolder()
            => typeof(JavaScriptClientTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == "SignalRTestsJsFolder").Value!;

        private static async Task<(int ExitCode, string Output)> RunAsync(string file, string[] arguments, string workingDirectory, TimeSpan timeout)
        {
            var info = new ProcessStartInfo(file)
            {
                WorkingDirectory = workingDirectory,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
                UseShellExecute = false,
            };
            foreach (string argument in arguments)
            {
                info.ArgumentList.Add(argument);
            }

            using Process process = Process.Start(info) ?? throw new InvalidOperationException($"{file} did not start.");
            var output = new StringBuilder();
            process.OutputDataReceived += (_, e) => { lock (output) { output.AppendLine(e.Data); } };
            process.ErrorDataReceived += (_, e) => { lock (output) { output.AppendLine(e.Data); } };
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            try
            {
                await process.WaitForExitAsync().WaitAsync(timeout);
            }
            catch (TimeoutException)
            {
                process.Kill(entireProcessTree: true);
                await process.WaitForExitAsync();
                lock (output)
                {
                    return (-1, $"{file} did not finish within {timeout}:\n{output}");
                }
            }

            lock (output)
            {
                return (process.ExitCode, output.ToString());
            }
        }
    }
}
