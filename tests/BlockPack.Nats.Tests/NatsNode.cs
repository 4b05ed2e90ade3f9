using System;
using System.IO;
using BlockPack.Tests;

namespace BlockPack.Nats.Tests
{
    /// <summary>
    /// One nats-server process of the test cluster: a generated configuration file (client and route listeners on
    /// 127.0.0.1, JetStream with its own store directory), started, killed with SIGKILL and started again on the same
    /// ports and store. The process itself is a <see cref="ServerProcess"/>; every wait is bounded.
    /// </summary>
    public sealed class NatsNode : IDisposable
    {
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(15);
        private readonly ServerProcess server;

        public NatsNode(string name, int clientPort, int clusterPort, string directory)
        {
            this.Name = name;
            this.ClientPort = clientPort;
            this.ClusterPort = clusterPort;
            this.Directory = directory;
            this.ConfigFile = Path.Combine(directory, name + ".conf");
            this.server = new ServerProcess("nats-server", new[] { "-c", this.ConfigFile }, this.AcceptsClients, StartTimeout, "nats-server " + name);
        }

        public string Name { get; }

        public int ClientPort { get; }

        public int ClusterPort { get; }

        public string Directory { get; }

        public string ConfigFile { get; }

        public string Url => $"nats://127.0.0.1:{this.ClientPort}";

        public bool IsRunning => this.server.IsRunning;

        /// <summary>Gets the server's last log lines, for failure messages.</summary>
        public string RecentLog => this.server.RecentLog;

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

        /// <summary>Starts the server (unless it runs) and returns once it accepts clients.</summary>
        public void Start() => this.server.Start();

        /// <summary>Ends the process at once with SIGKILL: no shutdown, no flush, as a crash would.</summary>
        public void Kill() => this.server.Kill();

        public void Dispose() => this.server.Dispose();

        internal static int FreePort() => ServerProcess.FreePort();

        private bool AcceptsClients() => ServerProcess.Answers(this.ClientPort, stream =>
        {
            // The server greets every client with its INFO line first.
            byte[] greeting = new byte[4];
            int read = stream.Read(greeting, 0, greeting.Length);
            return read == 4 && System.Text.Encoding.ASCII.GetString(greeting) == "INFO";
        });
    }
}
