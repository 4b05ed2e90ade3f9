using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Caching.Tests
{
    [MessagePackObject]
    public sealed class Order : IEquatable<Order>
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public decimal Total { get; set; }

        [Key(3)]
        public List<string> Lines { get; set; } = new();

        public static Order Make(int id) => new()
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            Total = id * 1.25m,
            Lines = new List<string> { "sku-" + id, "sku-" + (id + 1), "gift wrap" },
        };

        public static List<Order> MakeList(int count, int seed = 0)
        {
            var list = new List<Order>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(Make(seed + i));
            }

            return list;
        }

        public bool Equals(Order? other) => other is not null && other.Id == this.Id && other.Customer == this.Customer
            && other.Total == this.Total && System.Linq.Enumerable.SequenceEqual(other.Lines, this.Lines);

        public override bool Equals(object? obj) => this.Equals(obj as Order);

        public override int GetHashCode() => this.Id;
    }
}
