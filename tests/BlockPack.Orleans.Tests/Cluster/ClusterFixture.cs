using System;
using System.Threading.Tasks;
using BlockPack.Caching.Tests;
using BlockPack.Orleans.Tests.Grains;
using global::Orleans.Hosting;
using global::Orleans.Serialization;
using global::Orleans.TestingHost;
using StackExchange.Redis;

namespace BlockPack.Orleans.Tests.Cluster
{
    /// <summary>
    /// Two in-process silos and a client, all with the BlockPack codec, grain state in a private redis-server
    /// (127.0.0.1, a free port) through BlockPackGrainStorageSerializer. Started once for the collection and stopped
    /// at its end, passed or failed.
    /// </summary>
    public sealed class ClusterFixture : IAsyncLifetime
    {
        private readonly RedisServerFixture redis = new();

        public InProcessTestCluster Cluster { get; private set; } = null!;

        public ConnectionMultiplexer Redis { get; private set; } = null!;

        public async Task InitializeAsync()
        {
            string redisConfiguration = this.redis.Configuration;
            var builder = new InProcessTestClusterBuilder(2);
            builder.ConfigureSilo((_, silo) =>
            {
                silo.Services.AddSerializer(serializer => serializer.AddBlockPackSerializer(SerializerHost.IsForgedOrNil, SerializerHost.IsForgedOrNil));
                silo.AddRedisGrainStorage(OrderBookGrain.StorageName, options =>
                {
                    options.ConfigurationOptions = Patient(redisConfiguration);
                    options.GrainStorageSerializer = new BlockPackGrainStorageSerializer();
                });
            });
            builder.ConfigureClient(client => client.Services.AddSerializer(serializer => serializer.AddBlockPackSerializer(SerializerHost.IsForgedOrNil, SerializerHost.IsForgedOrNil)));
            this.Cluster = builder.Build();
            await this.Cluster.DeployAsync();
            this.Redis = await ConnectionMultiplexer.ConnectAsync(Patient(redisConfiguration));
        }

        /// <summary>
        /// The Redis options with 30 s timeouts: StackExchange.Redis' 1 s synchronous default (a SCAN of the stored keys)
        /// was missed once on the loaded 2-core CI machine; these tests check stored bytes, not Redis' latency.
        /// </summary>
        private static ConfigurationOptions Patient(string configuration)
        {
            ConfigurationOptions options = ConfigurationOptions.Parse(configuration);
            options.SyncTimeout = 30_000;
            options.AsyncTimeout = 30_000;
            options.ConnectTimeout = 30_000;
            return options;
        }

        public async Task DisposeAsync()
        {
            try
            {
                this.Redis?.Dispose();
                if (this.Cluster is not null)
                {
                    await this.Cluster.StopAllSilosAsync();
                    await this.Cluster.DisposeAsync();
                }
            }
            finally
            {
                this.redis.Dispose();
            }
        }
    }
}
