using System;
using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>
    /// The receiver's view of a value a hostile peer sends: a sender that registers a raw formatter for this type
    /// writes <see cref="Raw"/> verbatim instead (ClusterTests' hostile-input tests), and the receiver decodes those
    /// bytes as this object.
    /// </summary>
    [MessagePackObject]
    public sealed class HostileProbe
    {
        /// <summary>Gets or sets numbers.</summary>
        [Key(0)]
        public int[] Numbers { get; set; } = Array.Empty<int>();

        /// <summary>Gets or sets any value.</summary>
        [Key(1)]
        public object? Anything { get; set; }

        /// <summary>Gets or sets the bytes a hostile sender writes in place of the object; never serialized by the standard formatter.</summary>
        [IgnoreMember]
        public byte[] Raw { get; set; } = Array.Empty<byte>();
    }
}
