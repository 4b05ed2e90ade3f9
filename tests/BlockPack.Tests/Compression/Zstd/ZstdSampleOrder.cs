using System;
using System.Collections.Generic;

namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>A small order message, the kind of RPC payload or cache entry a trained dictionary is for.</summary>
    [MessagePackObject]
    public sealed class ZstdSampleOrder
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = string.Empty;

        [Key(2)]
        public string Email { get; set; } = string.Empty;

        [Key(3)]
        public string Status { get; set; } = string.Empty;

        [Key(4)]
        public DateTime CreatedUtc { get; set; }

        [Key(5)]
        public List<ZstdSampleOrderLine> Lines { get; set; } = new List<ZstdSampleOrderLine>();
    }
}
