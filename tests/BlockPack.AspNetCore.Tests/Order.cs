using System;
using System.Collections.Generic;
using System.Linq;
using B = BlockPack;
using M = MessagePack;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>An order, with both libraries' attributes, so MessagePack-CSharp can encode the same shape independently.</summary>
    [B.MessagePackObject]
    [M.MessagePackObject]
    public sealed class Order : IEquatable<Order>
    {
        [B.Key(0)]
        [M.Key(0)]
        public int Id { get; set; }

        [B.Key(1)]
        [M.Key(1)]
        public string Customer { get; set; } = "";

        [B.Key(2)]
        [M.Key(2)]
        public double Total { get; set; }

        [B.Key(3)]
        [M.Key(3)]
        public List<string> Lines { get; set; } = new();

        public static Order Make(int id) => new()
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            Total = id * 1.25,
            Lines = new List<string> { "sku-" + id, "sku-" + (id + 1), "gift wrap" },
        };

        public static List<Order> MakeList(int count, int seed = 0)
            => Enumerable.Range(seed, count).Select(Make).ToList();

        public bool Equals(Order? other)
            => other is not null && other.Id == this.Id && other.Customer == this.Customer && other.Total == this.Total && other.Lines.SequenceEqual(this.Lines);

        public override bool Equals(object? obj) => this.Equals(obj as Order);

        public override int GetHashCode() => this.Id;
    }
}
