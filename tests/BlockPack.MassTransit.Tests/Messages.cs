using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>The tests' order message: BlockPack-annotated, and a plain class System.Text.Json reads as well.</summary>
    [MessagePackObject]
    public sealed class SubmitOrder
    {
        [Key(0)]
        public Guid OrderId { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public List<OrderLine> Lines { get; set; } = new List<OrderLine>();

        [Key(3)]
        public decimal Total { get; set; }

        [Key(4)]
        public string? Note { get; set; }

        /// <summary>An order of <paramref name="lines"/> lines, repetitive enough that LZ4 shrinks it.</summary>
        public static SubmitOrder Create(int lines, int seed = 1)
        {
            var order = new SubmitOrder { OrderId = new Guid(seed, 7, 7, 1, 2, 3, 4, 5, 6, 7, 8), Customer = $"customer-{seed}", Note = seed % 2 == 0 ? null : "leave at the door" };
            for (int i = 0; i < lines; i++)
            {
                order.Lines.Add(new OrderLine { Sku = $"SKU-{(seed * 31) + i:D6}", Quantity = 1 + (i % 5), UnitPrice = 3.25m + (i % 17) });
            }

            order.Total = order.Lines.Sum(l => l.Quantity * l.UnitPrice);
            return order;
        }

        /// <summary>Whether <paramref name="other"/> holds the same values.</summary>
        public bool SameAs(SubmitOrder? other)
            => other is not null && other.OrderId == this.OrderId && other.Customer == this.Customer && other.Total == this.Total && other.Note == this.Note
               && other.Lines.Count == this.Lines.Count && other.Lines.Zip(this.Lines).All(p => p.First.Sku == p.Second.Sku && p.First.Quantity == p.Second.Quantity && p.First.UnitPrice == p.Second.UnitPrice);
    }
}
