using System;
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
    /// <summary>One order of the benchmark (about 150 bytes of MessagePack): the 100-order argument and the 10,000-order state.</summary>
#if CLUSTER_MODELS_ORLEANS_DEFAULT
    [GenerateSerializer]
#elif !CLUSTER_MODELS_JSON
    [MessagePackObject]
#endif
    public sealed class Order
    {
        /// <summary>Gets or sets the order number.</summary>
        [Key(0)]
        [Id(0)]
        public long Id { get; set; }

        /// <summary>Gets or sets the customer's name.</summary>
        [Key(1)]
        [Id(1)]
        public string Customer { get; set; } = string.Empty;

        /// <summary>Gets or sets when the order was placed (UTC).</summary>
        [Key(2)]
        [Id(2)]
        public DateTime PlacedAt { get; set; }

        /// <summary>Gets or sets the order's state.</summary>
        [Key(3)]
        [Id(3)]
        public string Status { get; set; } = string.Empty;

        /// <summary>Gets or sets the lines.</summary>
        [Key(4)]
        [Id(4)]
        public List<OrderLine> Lines { get; set; } = new List<OrderLine>();

        /// <summary>Gets or sets a free-text note, empty on most orders.</summary>
        [Key(5)]
        [Id(5)]
        public string Note { get; set; } = string.Empty;
    }
}
