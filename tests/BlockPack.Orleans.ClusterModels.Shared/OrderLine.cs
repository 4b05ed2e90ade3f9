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
    /// <summary>One line of an <see cref="Order"/>.</summary>
#if CLUSTER_MODELS_ORLEANS_DEFAULT
    [GenerateSerializer]
#elif !CLUSTER_MODELS_JSON
    [MessagePackObject]
#endif
    public sealed class OrderLine
    {
        /// <summary>Gets or sets the product code.</summary>
        [Key(0)]
        [Id(0)]
        public string Sku { get; set; } = string.Empty;

        /// <summary>Gets or sets the quantity.</summary>
        [Key(1)]
        [Id(1)]
        public int Quantity { get; set; }

        /// <summary>Gets or sets the unit price in cents.</summary>
        [Key(2)]
        [Id(2)]
        public long UnitPriceCents { get; set; }
    }
}
