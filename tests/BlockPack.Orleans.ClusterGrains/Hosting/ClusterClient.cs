using System;
using BlockPack.Orleans;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Orleans.Configuration;
using Orleans.Hosting;
using Orleans.Serialization;
using StackExchange.Redis;

namespace BlockPack.OrleansCluster.Hosting
{
    /// <summary>How the cluster's client (the test process, the benchmark's client process) is configured.</summary>
    public static class ClusterClient
    {
        /// <summary>Configures a client of the cluster <paramref name="clusterId"/>, clustered through <paramref name="redis"/>.</summary>
        /// <param name="client">The client builder.</param>
        /// <param name="redis">The redis-server's address.</param>
        /// <param name="clusterId">The cluster's id.</param>
        /// <param name="blockPack">BlockPack's codec options; <see langword="null"/> for the defaults.</param>
        public static void Configure(IClientBuilder client, string redis, string clusterId, BlockPackCodecOptions? blockPack = null)
        {
            ArgumentNullException.ThrowIfNull(client);
            client.Configure<ClusterOptions>(o =>
            {
                o.ClusterId = clusterId;
                o.ServiceId = ClusterSilo.ServiceId;
            });
            client.UseRedisClustering(o => o.ConfigurationOptions = ConfigurationOptions.Parse(redis));
            client.Configure<ClientMessagingOptions>(o => o.ResponseTimeout = TimeSpan.FromSeconds(60));
            client.Configure<GatewayOptions>(o => o.GatewayListRefreshPeriod = TimeSpan.FromSeconds(2));
            client.Services.AddSerializer(b => ClusterSerializers.Configure(b, blockPack));
        }
    }
}
