using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>
    /// What one version of the versioned grain assembly (tests/BlockPack.Orleans.Versioned.V1, .V2) decoded from an
    /// item the other version wrote: the shared members, the member only version 1 has and the member only version 2 has.
    /// </summary>
    [MessagePackObject]
    public sealed class UpgradeSeen
    {
        /// <summary>Gets or sets the decoding side's version ("v1" or "v2").</summary>
        [Key(0)]
        public string Version { get; set; } = string.Empty;

        /// <summary>Gets or sets the decoding silo's port.</summary>
        [Key(1)]
        public int SiloPort { get; set; }

        /// <summary>Gets or sets the shared text member.</summary>
        [Key(2)]
        public string? Text { get; set; }

        /// <summary>Gets or sets the shared number member.</summary>
        [Key(3)]
        public int Number { get; set; }

        /// <summary>Gets or sets the member only version 1 has (null when the decoder is version 2).</summary>
        [Key(4)]
        public string? Legacy { get; set; }

        /// <summary>Gets or sets the member only version 2 has (null when the decoder is version 1).</summary>
        [Key(5)]
        public string? Added { get; set; }
    }
}
