using System;

namespace BlockPack.Benchmarks.Generated
{
    /// <summary>A type serialized nowhere else, so the startup measurement sees its formatter built from nothing.</summary>
    [MessagePackObject]
    public sealed class FirstUse
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string? Name { get; set; }

        [Key(2)]
        public DateTime When { get; set; }

        [Key(3)]
        public double Ratio { get; set; }
    }
}
