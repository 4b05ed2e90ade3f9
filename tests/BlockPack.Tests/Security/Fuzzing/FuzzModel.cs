using System;
using System.Collections.Generic;

namespace BlockPack.Fuzz
{
    /// <summary>The typed target: members of most built-in kinds, a nested object, collections and hashed keys.</summary>
    [MessagePackObject]
    public sealed class FuzzModel
    {
        [Key(0)] public int Id { get; set; }

        [Key(1)] public string? Name { get; set; }

        [Key(2)] public long? Counter { get; set; }

        [Key(3)] public double Ratio { get; set; }

        [Key(4)] public byte[]? Blob { get; set; }

        [Key(5)] public DateTime When { get; set; }

        [Key(6)] public Guid Tag { get; set; }

        [Key(7)] public decimal Amount { get; set; }

        [Key(8)] public FuzzColor Color { get; set; }

        [Key(9)] public List<string?>? Lines { get; set; }

        [Key(10)] public Dictionary<string, int>? Counts { get; set; }

        [Key(11)] public HashSet<long>? Ids { get; set; }

        [Key(12)] public FuzzModel? Child { get; set; }

        [Key(13)] public int[,]? Grid { get; set; }

        [Key(14)] public (int, string?) Pair { get; set; }

        [Key(15)] public Dictionary<Guid, DateTimeOffset>? Seen { get; set; }

        [Key(16)] public object? Anything { get; set; }
    }

    /// <summary>An enum member for the typed target.</summary>
    public enum FuzzColor
    {
        /// <summary>Red.</summary>
        Red,

        /// <summary>Green.</summary>
        Green,
    }
}
