namespace BlockPack.OrleansCluster.Models
{
    /// <summary>An enum member of <see cref="ShapeOrder"/>.</summary>
    public enum ShapeKind
    {
        /// <summary>A retail order.</summary>
        Retail = 1,

        /// <summary>A wholesale order.</summary>
        Wholesale = 2,
    }
}
