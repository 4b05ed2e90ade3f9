using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Http.ConsoleClient
{
    /// <summary>An order as a client declares it: BlockPack attributes, array layout.</summary>
    [MessagePackObject]
    public sealed class Order : IEquatable<Order>
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public double Total { get; set; }

        [Key(3)]
        public List<string> Lines { get; set; } = new List<string>();

        public static Order Make(int id) => new Order
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            Total = id * 1.25,
            Lines = new List<string> { "sku-" + id, "sku-" + (id + 1), "gift wrap" },
        };

        public static List<Order> MakeList(int count) => Enumerable.Range(0, count).Select(Make).ToList();

        public bool Equals(Order? other)
            => other is not null && other.Id == this.Id && other.Customer == this.Customer && other.Total == this.Total && other.Lines.SequenceEqual(this.Lines);

        public override bool Equals(object? obj) => this.Equals(obj as Order);

        public override int GetHashCode() => this.Id;
    }
}
