using System;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using NATS.Client.Core;
using NATS.Client.JetStream;

namespace BlockPack.Nats.Tests
{
    /// <summary>
    /// A private 3-node nats-server cluster with JetStream: three processes routed to each other on 127.0.0.1, free
    /// client and route ports, store directories under one temporary directory. Ready when JetStream answers on every
    /// node (its meta group has a leader). Every process is killed and the directory removed on dispose, which xunit
    /// does after the collection, passed or failed.
    /// </summary>
    public sealed class NatsClusterFixture : IDisposable
    {
        private static readonly TimeSpan ReadyTimeout = TimeSpan.FromSeconds(60);

        public NatsClusterFixture()
        {
            this.Directory = Path.Combine(Path.GetTempPath(), "blockpack-nats-" + Guid.NewGuid().ToString("N"));
            System.IO.Directory.CreateDirectory(this.Directory);
            int[] clientPorts = { NatsNode.FreePort(), NatsNode.FreePort(), NatsNode.FreePort() };
            int[] clusterPorts = { NatsNode.FreePort(), NatsNode.FreePort(), NatsNode.FreePort() };
            this.Nodes = Enumerable.Range(0, 3).Select(i => new NatsNode("n" + i, clientPorts[i], clusterPorts[i], this.Directory)).ToArray();
            string clusterName = "blockpack-" + Guid.NewGuid().ToString("N").Substring(0, 8);
            try
            {
                foreach (NatsNode node in this.Nodes)
                {
                    node.WriteConfig(clusterName, clusterPorts.Where(p => p != node.ClusterPort).ToArray(), MaxPayload);
                    node.Start();
                }

                this.WaitForJetStreamAsync().GetAwaiter().GetResult();
            }
            catch
            {
                this.Dispose();
                throw;
            }
        }

        /// <summary>Gets the largest message payload the servers accept (the NATS default, 1 MB, raised to 8 MB).</summary>
        public static long MaxPayload => 8L * 1024 * 1024;

        public NatsNode[] Nodes { get; }

        public string Directory { get; }

        /// <summary>Connects to one node, with BlockPack's registry unless told otherwise.</summary>
        public async Task<NatsConnection> ConnectAsync(int node, INatsSerializerRegistry? registry = null, string? name = null)
        {
            var opts = NatsOpts.Default with
            {
                Url = this.Nodes[node].Url,
                Name = name ?? "blockpack-test-n" + node,
                SerializerRegistry = registry ?? new BlockPackNatsSerializerRegistry(),
                ConnectTimeout = TimeSpan.FromSeconds(5),
                RequestTimeout = TimeSpan.FromSeconds(10),
                ReconnectWaitMin = TimeSpan.FromMilliseconds(100),
                ReconnectWaitMax = TimeSpan.FromMilliseconds(500),
            };
            var connection = new NatsConnection(opts);
            await connection.ConnectAsync();
            return connection;
        }

        /// <summary>Waits until JetStream answers a request on <paramref name="node"/>.</summary>
        public async Task WaitForJetStreamAsync(int node, TimeSpan timeout)
        {
            var clock = Stopwatch.StartNew();
            await using NatsConnection connection = await this.ConnectAsync(node, NatsDefaultSerializerRegistry.Default, "blockpack-test-ready");
            var js = new NatsJSContext(connection);
            while (true)
            {
                try
                {
                    using var attempt = new CancellationTokenSource(TimeSpan.FromSeconds(2));
                    await js.GetAccountInfoAsync(attempt.Token);
                    return;
                }
                catch (Exception ex) when (ex is NatsJSException or NatsException or OperationCanceledException && clock.Elapsed < timeout)
                {
                    await Task.Delay(200);
                }
            }
        }

        public void Dispose()
        {
            foreach (NatsNode node in this.Nodes ?? Array.Empty<NatsNode>())
            {
                node.Dispose();
            }

            try
            {
                System.IO.Directory.Delete(this.Directory, recursive: true);
            }
            catch (IOException)
            {
                // A store file still held by a dying process; the temporary directory is cleaned by the system later.
            }
        }

        private async Task WaitForJetStreamAsync()
        {
            for (int i = 0; i < this.Nodes.Length; i++)
            {
                await this.WaitForJetStreamAsync(i, ReadyTimeout);
            }
        }
    }
}
