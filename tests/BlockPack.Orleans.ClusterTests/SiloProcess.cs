using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Threading.Tasks;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// One silo in its own OS process (<c>dotnet BlockPack.Orleans.ClusterHost.dll silo ...</c>): started, waited for
    /// until it prints <c>READY</c>, killed with SIGKILL on <see cref="Kill"/> and on dispose. Its last output lines
    /// are kept for failure messages.
    /// </summary>
    public sealed class SiloProcess : IDisposable
    {
        private readonly Process process;
        private readonly Queue<string> lastLines = new Queue<string>();
        private readonly TaskCompletionSource<int> ready = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);

        private SiloProcess(Process process, string version, int siloPort, int gatewayPort)
        {
            this.process = process;
            this.Version = version;
            this.SiloPort = siloPort;
            this.GatewayPort = gatewayPort;
        }

        /// <summary>Gets the version of the rolling-upgrade grain the silo carries ("v1" or "v2").</summary>
        public string Version { get; }

        /// <summary>Gets the silo-to-silo port (the placement key's port).</summary>
        public int SiloPort { get; }

        /// <summary>Gets the gateway port, 0 when the silo has no gateway.</summary>
        public int GatewayPort { get; }

        /// <summary>Gets the silo's process id.</summary>
        public int ProcessId => this.process.Id;

        /// <summary>Gets a value indicating whether the process has exited.</summary>
        public bool HasExited => this.process.HasExited;

        /// <summary>Gets the process's last output lines.</summary>
        public string Output
        {
            get
            {
                lock (this.lastLines)
                {
                    return string.Join(Environment.NewLine, this.lastLines);
                }
            }
        }

        /// <summary>Starts a silo process.</summary>
        /// <param name="hostDll">The silo host's assembly (version 1 or 2).</param>
        /// <param name="version">The version it carries.</param>
        /// <param name="redis">The redis-server's address.</param>
        /// <param name="clusterId">The cluster's id.</param>
        /// <param name="siloPort">The silo port.</param>
        /// <param name="gatewayPort">The gateway port, 0 for none.</param>
        /// <returns>The process, not yet ready (<see cref="WaitReady"/>).</returns>
        public static SiloProcess Start(string hostDll, string version, string redis, string clusterId, int siloPort, int gatewayPort)
        {
            var info = new ProcessStartInfo("dotnet")
            {
                UseShellExecute = false,
                RedirectStandardOutput = true,
                RedirectStandardError = true,
            };
            info.ArgumentList.Add(hostDll);
            foreach (string arg in new[]
            {
                "silo", "--redis", redis, "--cluster", clusterId,
                "--silo-port", siloPort.ToString(CultureInfo.InvariantCulture),
                "--gateway-port", gatewayPort.ToString(CultureInfo.InvariantCulture),
                "--parent-pid", Environment.ProcessId.ToString(CultureInfo.InvariantCulture),
            })
            {
                info.ArgumentList.Add(arg);
            }

            // Workstation GC without concurrent marking: two cores shared by many processes.
            info.Environment["DOTNET_gcServer"] = "0";
            Process process = Process.Start(info) ?? throw new InvalidOperationException("dotnet did not start.");
            var silo = new SiloProcess(process, version, siloPort, gatewayPort);
            process.OutputDataReceived += (_, e) => silo.OnLine(e.Data);
            process.ErrorDataReceived += (_, e) => silo.OnLine(e.Data);
            process.BeginOutputReadLine();
            process.BeginErrorReadLine();
            return silo;
        }

        /// <summary>Waits until the silo has joined the cluster.</summary>
        /// <param name="timeout">How long to wait.</param>
        /// <returns>A task.</returns>
        public async Task WaitReady(TimeSpan timeout)
        {
            Task done = await Task.WhenAny(this.ready.Task, Task.Delay(timeout));
            if (done != this.ready.Task)
            {
                throw new TimeoutException($"Silo {this.SiloPort} ({this.Version}) was not ready within {timeout.TotalSeconds} s. Output:{Environment.NewLine}{this.Output}");
            }

            await this.ready.Task;
        }

        /// <summary>A port on 127.0.0.1 that was free a moment ago (the silos' and gateways' ports are chosen at run time).</summary>
        /// <returns>The port.</returns>
        public static int FreePort() => BlockPack.Tests.ServerProcess.FreePort();

        /// <summary>Kills the process at once (SIGKILL), as a crashed machine would stop.</summary>
        public void Kill()
        {
            try
            {
                if (!this.process.HasExited)
                {
                    this.process.Kill(entireProcessTree: true);
                    this.process.WaitForExit(10_000);
                }
            }
            catch (InvalidOperationException)
            {
                // The process had already exited between the check and the kill.
            }
        }

        /// <inheritdoc/>
        public void Dispose()
        {
            this.Kill();
            this.process.Dispose();
        }

        private void OnLine(string? line)
        {
            if (line is null)
            {
                this.ready.TrySetException(new InvalidOperationException($"Silo {this.SiloPort} exited before it was ready. Output:{Environment.NewLine}{this.Output}"));
                return;
            }

            lock (this.lastLines)
            {
                this.lastLines.Enqueue(line);
                if (this.lastLines.Count > 200)
                {
                    this.lastLines.Dequeue();
                }
            }

            if (line.StartsWith("READY ", StringComparison.Ordinal))
            {
                this.ready.TrySetResult(this.SiloPort);
            }
        }
    }
}
