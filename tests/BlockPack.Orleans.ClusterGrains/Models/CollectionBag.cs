using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>The collection shapes inside one object: lists, arrays, maps, sets, nested collections and a list of union cases.</summary>
    [MessagePackObject]
    public sealed class CollectionBag
    {
        /// <summary>Gets or sets a list of integers.</summary>
        [Key(0)]
        public List<int> Numbers { get; set; } = new List<int>();

        /// <summary>Gets or sets an array of strings, with a null element.</summary>
        [Key(1)]
        public string?[] Names { get; set; } = Array.Empty<string?>();

        /// <summary>Gets or sets a map of lists.</summary>
        [Key(2)]
        public Dictionary<string, List<double>> Series { get; set; } = new Dictionary<string, List<double>>();

        /// <summary>Gets or sets a map with integer keys and object values.</summary>
        [Key(3)]
        public Dictionary<int, ShapeOrder> ById { get; set; } = new Dictionary<int, ShapeOrder>();

        /// <summary>Gets or sets a set.</summary>
        [Key(4)]
        public HashSet<Guid> Seen { get; set; } = new HashSet<Guid>();

        /// <summary>Gets or sets a jagged array.</summary>
        [Key(5)]
        public int[][] Grid { get; set; } = Array.Empty<int[]>();

        /// <summary>Gets or sets union cases in one list.</summary>
        [Key(6)]
        public List<Payment> Payments { get; set; } = new List<Payment>();
    }
}
