using System;
using System.Net;
using BlockPack.Orleans;
using BlockPack.OrleansCluster.Grains;
using BlockPack.OrleansCluster.Placement;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Orleans.Configuration;
using Orleans.Hosting;
using Orleans.Persistence;
using Orleans.Runtime;
using Orleans.Serialization;
using Orleans.Storage;
using StackExchange.Redis;

namespace BlockPack.OrleansCluster.Hosting
{
    /// <summary>How every silo of the test cluster is configured (both versions of the silo host share it).</summary>
    public static class ClusterSilo
    {
        /// <summary>The service id of the cluster's grain storage keys.</summary>
        public const string ServiceId = "blockpack-orleans-cluster";

        /// <summary>Configures a silo: Redis clustering and storage, loopback endpoints, the serializers and placement.</summary>
        /// <param name="silo">The silo builder.</param>
        /// <param name="settings">The process's settings.</param>
        public static void Configure(ISiloBuilder silo, SiloSettings settings)
        {
            ArgumentNullException.ThrowIfNull(silo);
            ArgumentNullException.ThrowIfNull(settings);
            silo.Configure<ClusterOptions>(o =>
            {
                o.ClusterId = settings.ClusterId;
                o.ServiceId = ServiceId;
            });
            silo.UseRedisClustering(o => o.ConfigurationOptions = ConfigurationOptions.Parse(settings.Redis));
            silo.ConfigureEndpoints(IPAddress.Loopback, settings.SiloPort, settings.GatewayPort, listenOnAnyHostAddress: false);

            // A killed silo is declared dead in seconds rather than the default minute, with enough slack (3 missed
            // probes, 2 votes) that a live silo on a loaded 2-core machine is not.
            silo.Configure<ClusterMembershipOptions>(o =>
            {
                o.ProbeTimeout = TimeSpan.FromSeconds(2);
                o.NumMissedProbesLimit = 3;
                o.NumVotesForDeathDeclaration = 2;
                o.TableRefreshTimeout = TimeSpan.FromSeconds(2);
                o.IAmAliveTablePublishTimeout = TimeSpan.FromSeconds(10);
            });
            silo.Configure<SiloMessagingOptions>(o => o.ResponseTimeout = TimeSpan.FromSeconds(60));

            silo.AddRedisGrainStorage(ClusterStorage.BlockPack, o => ConfigureStorage(o, settings, new BlockPackGrainStorageSerializer()));
            silo.AddRedisGrainStorage(ClusterStorage.OrleansDefault, o => ConfigureStorage(o, settings, null));
            silo.AddRedisGrainStorage(ClusterStorage.OrleansBinary, (Microsoft.Extensions.Options.OptionsBuilder<RedisStorageOptions> b) => b.Configure<global::Orleans.Serialization.Serializer>((o, serializer) =>
            {
                ConfigureStorage(o, settings, new OrleansGrainStorageSerializer(serializer));
                o.GetStorageKey = (_, grain) => StorageKey(ClusterStorage.OrleansBinary, grain);
            }));
            silo.Services.AddPlacementDirector<SiloPortPlacement, SiloPortPlacementDirector>();
            silo.Services.AddSerializer(b => ClusterSerializers.Configure(b));
        }

        /// <summary>The Redis key a grain's state is stored under: its type and its key without the placement prefix.</summary>
        /// <param name="storage">The storage's name.</param>
        /// <param name="grain">The grain.</param>
        /// <returns>The key.</returns>
        public static string StorageKey(string storage, GrainId grain)
            => $"{ServiceId}/{storage}/{grain.Type}/{SiloPortPlacementDirector.NameOf(grain.Key.ToString()!)}";

        private static void ConfigureStorage(RedisStorageOptions options, SiloSettings settings, IGrainStorageSerializer? serializer)
        {
            options.ConfigurationOptions = ConfigurationOptions.Parse(settings.Redis);
            if (serializer is not null)
            {
                options.GrainStorageSerializer = serializer;
            }

            string storage = serializer is null ? ClusterStorage.OrleansDefault : ClusterStorage.BlockPack;
            options.GetStorageKey = (_, grain) => StorageKey(storage, grain);
        }
    }
}
