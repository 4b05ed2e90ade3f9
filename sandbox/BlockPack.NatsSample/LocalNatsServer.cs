using System;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Threading;

namespace BlockPack.NatsSample
{
    /// <summary>A throwaway nats-server with JetStream on 127.0.0.1 and a free port, killed on dispose.</summary>
    internal sealed class LocalNatsServer : IDisposable
    {
        private readonly Process process;
        private readonly string storeDirectory;

        internal LocalNatsServer()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            int port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            this.storeDirectory = Path.Combine(Path.GetTempPath(), "blockpack-nats-sample-" + Guid.NewGuid().ToString("N"));
            this.Url = $"nats://127.0.0.1:{port}";
            var info = new ProcessStartInfo("nats-server") { UseShellExecute = false, RedirectStandardError = true, RedirectStandardOutput = true };
            foreach (string arg in new[] { "-a", "127.0.0.1", "-p", port.ToString(System.Globalization.CultureInfo.InvariantCulture), "-js", "-sd", this.storeDirectory })
            {
                info.ArgumentList.Add(arg);
            }

            this.process = Process.Start(info) ?? throw new InvalidOperationException("nats-server did not start.");
            this.process.OutputDataReceived += (_, _) => { };
            this.process.ErrorDataReceived += (_, _) => { };
            this.process.BeginOutputReadLine();
            this.process.BeginErrorReadLine();
            for (var clock = Stopwatch.StartNew(); !Accepts(port); Thread.Sleep(50))
            {
                if (this.process.HasExited || clock.Elapsed > TimeSpan.FromSeconds(10))
                {
                    this.Dispose();
                    throw new InvalidOperationException($"nats-server did not listen on {this.Url}.");
                }
            }
        }

        internal string Url { get; }

        public void Dispose()
        {
            if (!this.process.HasExited)
            {
                this.process.Kill();
                this.process.WaitForExit(5000);
            }

            this.process.Dispose();
            if (Directory.Exists(this.storeDirectory))
            {
                Directory.Delete(this.storeDirectory, recursive: true);
            }
        }

        private static bool Accepts(int port)
        {
            try
            {
                using var client = new TcpClient();
                client.Connect(IPAddress.Loopback, port);
                return true;
            }
            catch (SocketException)
            {
                return false;
            }
        }
    }
}
