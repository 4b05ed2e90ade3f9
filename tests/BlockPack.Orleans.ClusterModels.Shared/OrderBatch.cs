using System.Collections.Generic;
using BlockPack;
using Orleans;

#if CLUSTER_MODELS_ORLEANS_DEFAULT
namespace BlockPack.OrleansCluster.Models.OrleansDefault
#elif CLUSTER_MODELS_JSON
namespace BlockPack.OrleansCluster.Models.Json
#else
namespace BlockPack.OrleansCluster.Models
#endif
{
    /// <summary>Orders travelling together: the benchmark's 100-order argument and the 10,000-order grain state.</summary>
#if CLUSTER_MODELS_ORLEANS_DEFAULT
    [GenerateSerializer]
#elif !CLUSTER_MODELS_JSON
    [MessagePackObject]
#endif
    public sealed class OrderBatch
    {
        /// <summary>Gets or sets the batch's name.</summary>
        [Key(0)]
        [Id(0)]
        public string Name { get; set; } = string.Empty;

        /// <summary>Gets or sets the orders.</summary>
        [Key(1)]
        [Id(1)]
        public List<Order> Orders { get; set; } = new List<Order>();
    }
}
