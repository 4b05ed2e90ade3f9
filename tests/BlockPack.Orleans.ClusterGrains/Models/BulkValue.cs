using System.Collections.Generic;
using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>
    /// A large value (1 MB, 64 MB) made of 16 KB chunks, so the value itself puts nothing on the Large Object Heap and
    /// any LOH allocation while it travels is a serializer's or transport's buffer.
    /// </summary>
    [MessagePackObject]
    public sealed class BulkValue
    {
        /// <summary>Gets or sets the value's name.</summary>
        [Key(0)]
        public string Name { get; set; } = string.Empty;

        /// <summary>Gets or sets the chunks.</summary>
        [Key(1)]
        public List<byte[]> Chunks { get; set; } = new List<byte[]>();
    }
}
