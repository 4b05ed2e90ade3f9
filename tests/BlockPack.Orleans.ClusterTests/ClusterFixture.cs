using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using System.Threading.Tasks;
using BlockPack.Caching.Tests;
using BlockPack.Orleans;
using BlockPack.OrleansCluster.Hosting;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Orleans;
using StackExchange.Redis;
using Xunit;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// The cluster the tests share: a private redis-server, silos A and B (version 1) and C (version 2), each its own
    /// process, and this test process as the client. Started once per collection; every process is killed on dispose.
    /// </summary>
    public sealed class ClusterFixture : IAsyncLifetime
    {
        private static readonly TimeSpan ReadyTimeout = TimeSpan.FromSeconds(120);
        private readonly List<SiloProcess> silos = new List<SiloProcess>();
        private readonly List<IHost> clients = new List<IHost>();
        private RedisServerFixture? redis;
        private ConnectionMultiplexer? redisClient;

        /// <summary>Gets the cluster's id, unique to this run.</summary>
        public string ClusterId { get; } = "cluster-tests-" + Guid.NewGuid().ToString("N").Substring(0, 12);

        /// <summary>Gets the redis-server's address.</summary>
        public string RedisAddress => $"127.0.0.1:{this.redis!.Port}";

        /// <summary>Gets silo A (version 1).</summary>
        public SiloProcess A { get; private set; } = null!;

        /// <summary>Gets silo B (version 1).</summary>
        public SiloProcess B { get; private set; } = null!;

        /// <summary>Gets silo C (version 2).</summary>
        public SiloProcess C { get; private set; } = null!;

        /// <summary>Gets the client with BlockPack's default codec options.</summary>
        public IClusterClient Client { get; private set; } = null!;

        /// <summary>Gets a second client whose codec writes a probe's raw bytes (<see cref="HostileInputTests"/>).</summary>
        public IClusterClient HostileClient { get; private set; } = null!;

        /// <summary>Gets a database of the cluster's redis-server, to read and damage stored grain state.</summary>
        public IDatabase Redis => this.redisClient!.GetDatabase();

        /// <summary>Gets the output of every silo, for failure messages.</summary>
        public string SiloOutput => string.Join(Environment.NewLine, this.silos.Select(s => $"--- silo {s.SiloPort} ({s.Version}, exited: {s.HasExited}) ---{Environment.NewLine}{s.Output}"));

        /// <inheritdoc/>
        public async Task InitializeAsync()
        {
            this.redis = new RedisServerFixture();
            ConfigurationOptions clientOptions = ConfigurationOptions.Parse(this.RedisAddress);
            // 30 s instead of StackExchange.Redis' 1 s synchronous default: the loaded 2-core CI machine misses it.
            clientOptions.SyncTimeout = 30_000;
            clientOptions.AsyncTimeout = 30_000;
            this.redisClient = await ConnectionMultiplexer.ConnectAsync(clientOptions);
            try
            {
                this.A = this.StartSilo("v1", gateway: true);
                this.B = this.StartSilo("v1", gateway: true);
                this.C = this.StartSilo("v2", gateway: true);
                await Task.WhenAll(this.silos.Select(s => s.WaitReady(ReadyTimeout)));
                this.Client = await this.StartClient(null);
                this.HostileClient = await this.StartClient(HostileInputTests.HostileOptions());
            }
            catch
            {
                await this.DisposeAsync();
                throw;
            }
        }

        /// <summary>Starts one more silo process (not waited for).</summary>
        /// <param name="version">"v1" or "v2".</param>
        /// <param name="gateway">Whether it accepts clients.</param>
        /// <returns>The process.</returns>
        public SiloProcess StartSilo(string version, bool gateway)
        {
            SiloProcess silo = SiloProcess.Start(HostAssembly(version), version, this.RedisAddress, this.ClusterId, SiloProcess.FreePort(), gateway ? SiloProcess.FreePort() : 0);
            lock (this.silos)
            {
                this.silos.Add(silo);
            }

            return silo;
        }

        /// <summary>Starts one more client of the cluster in this process, stopped when the fixture is.</summary>
        /// <param name="blockPack">BlockPack's codec options, <see langword="null"/> for the defaults.</param>
        /// <returns>The client.</returns>
        public async Task<IClusterClient> StartClient(BlockPackCodecOptions? blockPack)
        {
            HostApplicationBuilder builder = Host.CreateApplicationBuilder();
            builder.Logging.ClearProviders();
            builder.UseOrleansClient(client => ClusterClient.Configure(client, this.RedisAddress, this.ClusterId, blockPack));
            IHost host = builder.Build();
            lock (this.clients)
            {
                this.clients.Add(host);
            }

            await host.StartAsync();
            return host.Services.GetRequiredService<IClusterClient>();
        }

        /// <inheritdoc/>
        public async Task DisposeAsync()
        {
            foreach (IHost client in this.clients)
            {
                try
                {
                    await client.StopAsync(TimeSpan.FromSeconds(5));
                }
                finally
                {
                    client.Dispose();
                }
            }

            foreach (SiloProcess silo in this.silos)
            {
                silo.Dispose();
            }

            this.redisClient?.Dispose();
            this.redis?.Dispose();
        }

        private static string HostAssembly(string version)
            => typeof(ClusterFixture).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>().Single(a => a.Key == (version == "v2" ? "ClusterHostV2" : "ClusterHostV1")).Value!;
    }
}
