using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.OrleansCluster.Models
{
    /// <summary>An object with one member of each common primitive type, a nested object list and a map, as a grain argument.</summary>
    [MessagePackObject]
    public sealed class ShapeOrder
    {
        /// <summary>Gets or sets an integer.</summary>
        [Key(0)]
        public int Number { get; set; }

        /// <summary>Gets or sets a large integer.</summary>
        [Key(1)]
        public long Big { get; set; }

        /// <summary>Gets or sets a floating-point number.</summary>
        [Key(2)]
        public double Ratio { get; set; }

        /// <summary>Gets or sets a decimal.</summary>
        [Key(3)]
        public decimal Price { get; set; }

        /// <summary>Gets or sets a string with non-ASCII text.</summary>
        [Key(4)]
        public string Text { get; set; } = string.Empty;

        /// <summary>Gets or sets a UTC time.</summary>
        [Key(5)]
        public DateTime At { get; set; }

        /// <summary>Gets or sets an identifier.</summary>
        [Key(6)]
        public Guid Id { get; set; }

        /// <summary>Gets or sets a flag.</summary>
        [Key(7)]
        public bool Urgent { get; set; }

        /// <summary>Gets or sets an enum.</summary>
        [Key(8)]
        public ShapeKind Kind { get; set; }

        /// <summary>Gets or sets a nullable member, null on some values.</summary>
        [Key(9)]
        public int? Optional { get; set; }

        /// <summary>Gets or sets bytes.</summary>
        [Key(10)]
        public byte[] Bytes { get; set; } = Array.Empty<byte>();

        /// <summary>Gets or sets nested objects.</summary>
        [Key(11)]
        public List<ShapeOrder> Children { get; set; } = new List<ShapeOrder>();

        /// <summary>Gets or sets a map.</summary>
        [Key(12)]
        public Dictionary<string, int> Tags { get; set; } = new Dictionary<string, int>();
    }
}
