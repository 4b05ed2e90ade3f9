using System;
using Orleans.Placement;

namespace BlockPack.OrleansCluster.Placement
{
    /// <summary>Marks a grain class for <see cref="SiloPortPlacement"/>.</summary>
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = false)]
    public sealed class SiloPortPlacementAttribute : PlacementAttribute
    {
        /// <summary>Initializes a new instance of the <see cref="SiloPortPlacementAttribute"/> class.</summary>
        public SiloPortPlacementAttribute()
            : base(SiloPortPlacement.Instance)
        {
        }
    }
}
