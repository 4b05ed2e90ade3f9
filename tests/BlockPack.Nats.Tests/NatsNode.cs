using System;
using System.Collections.Concurrent;
using System.Diagnostics;
using System.IO;
using System.Net;
using System.Net.Sockets;
using System.Threading;

namespace BlockPack.Nats.Tests
{
    /// <summary>
    /// One nats-server process of the test cluster: a generated configuration file (client and route listeners on
    /// 127.0.0.1, JetStream with its own store directory), started, killed with SIGKILL and started again on the same
    /// ports and store. Every wait is bounded.
    /// </summary>
    public sealed class NatsNode : IDisposable
    {
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(15);
        private readonly object gate = new();
        private readonly ConcurrentQueue<string> log = new();
        private Process? process;

        public NatsNode(string name, int clientPort, int clusterPort, string directory)
        {
            this.Name = name;
            this.ClientPort = clientPort;
            this.ClusterPort = clusterPort;
            this.Directory = directory;
            this.ConfigFile = Path.Combine(directory, name + ".conf");
        }

        public string Name { get; }

        public int ClientPort { get; }

        public int ClusterPort { get; }

        public string Directory { get; }

        public string ConfigFile { get; }

        public string Url => $"nats://127.0.0.1:{this.ClientPort}";

        public bool IsRunning
        {
            get
            {
                lock (this.gate)
                {
                    return this.process is { HasExited: false };
                }
            }
        }

        /// <summary>Gets the server's last log lines, for failure messages.</summary>
        public string RecentLog => string.Join(Environment.NewLine, this.log.ToArray());

        /// <summary>
        /// Writes the node's configuration file: a client listener on 127.0.0.1, JetStream with its own store directory
        /// when asked, and a cluster route listener with routes to <paramref name="routePorts"/> when
        /// <paramref name="clusterName"/> is given (the benchmark's single server has neither).
        /// </summary>
        public void WriteConfig(string? clusterName, int[] routePorts, long maxPayload, bool jetStream = true)
        {
            string store = Path.Combine(this.Directory, this.Name + "-store").Replace("\\", "/", StringComparison.Ordinal);
            string routes = string.Join(", ", Array.ConvertAll(routePorts, p => $"\"nats-route://127.0.0.1:{p}\""));
            var config = new System.Text.StringBuilder();
            config.AppendLine($"server_name: \"{this.Name}\"");
            config.AppendLine($"listen: \"127.0.0.1:{this.ClientPort}\"");
            config.AppendLine($"max_payload: {maxPayload}");
            if (jetStream)
            {
                System.IO.Directory.CreateDirectory(store);
                config.AppendLine($"jetstream {{ store_dir: \"{store}\", max_memory_store: 67108864, max_file_store: 1073741824 }}");
            }

            if (clusterName is not null)
            {
                config.AppendLine($"cluster {{ name: \"{clusterName}\", listen: \"127.0.0.1:{this.ClusterPort}\", routes: [{routes}] }}");
            }

            File.WriteAllText(this.ConfigFile, config.ToString());
        }

        public void Start()
        {
            lock (this.gate)
            {
                if (this.process is { HasExited: false })
                {
                    return;
                }

                var info = new ProcessStartInfo("nats-server")
                {
                    UseShellExecute = false,
                    RedirectStandardOutput = true,
                    RedirectStandardError = true,
                };
                info.ArgumentList.Add("-c");
                info.ArgumentList.Add(this.ConfigFile);

                Process started;
                try
                {
                    started = Process.Start(info) ?? throw new InvalidOperationException("nats-server did not start.");
                }
                catch (System.ComponentModel.Win32Exception ex)
                {
                    throw new InvalidOperationException("nats-server is not installed; run scripts/install-deps.sh.", ex);
                }

                started.OutputDataReceived += (_, e) => this.Keep(e.Data);
                started.ErrorDataReceived += (_, e) => this.Keep(e.Data);
                started.BeginOutputReadLine();
                started.BeginErrorReadLine();
                this.process = started;

                var clock = Stopwatch.StartNew();
                while (!this.AcceptsClients())
                {
                    if (started.HasExited || clock.Elapsed > StartTimeout)
                    {
                        this.Kill();
                        throw new InvalidOperationException($"nats-server {this.Name} did not accept clients on port {this.ClientPort} within {StartTimeout.TotalSeconds} s:{Environment.NewLine}{this.RecentLog}");
                    }

                    Thread.Sleep(20);
                }
            }
        }

        /// <summary>Ends the process at once with SIGKILL: no shutdown, no flush, as a crash would.</summary>
        public void Kill()
        {
            lock (this.gate)
            {
                if (this.process is null)
                {
                    return;
                }

                try
                {
                    if (!this.process.HasExited)
                    {
                        this.process.Kill();
                        this.process.WaitForExit(5000);
                    }
                }
                finally
                {
                    this.process.Dispose();
                    this.process = null;
                }
            }
        }

        public void Dispose() => this.Kill();

        internal static int FreePort()
        {
            var listener = new TcpListener(IPAddress.Loopback, 0);
            listener.Start();
            int port = ((IPEndPoint)listener.LocalEndpoint).Port;
            listener.Stop();
            return port;
        }

        private void Keep(string? line)
        {
            if (line is null)
            {
                return;
            }

            this.log.Enqueue(line);
            while (this.log.Count > 40 && this.log.TryDequeue(out _))
            {
            }
        }

        private bool AcceptsClients()
        {
            try
            {
                // The server greets every client with its INFO line first.
                using var client = new TcpClient { SendTimeout = 500 };
                client.Connect(IPAddress.Loopback, this.ClientPort);
                NetworkStream stream = client.GetStream();
                stream.ReadTimeout = 500;
                byte[] greeting = new byte[4];
                int read = stream.Read(greeting, 0, greeting.Length);
                return read == 4 && System.Text.Encoding.ASCII.GetString(greeting) == "INFO";
            }
            catch (Exception ex) when (ex is SocketException or IOException)
            {
                return false;
            }
        }
    }
}
