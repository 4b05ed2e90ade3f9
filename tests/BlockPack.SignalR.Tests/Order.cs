using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.SignalR.Tests
{
    /// <summary>An order-like payload: both protocols' default (contractless) resolvers write it as a string-keyed map.</summary>
    public sealed class Order
    {
        public int Id { get; set; }

        public string Customer { get; set; } = string.Empty;

        public OrderState State { get; set; }

        public double Total { get; set; }

        public DateTime Placed { get; set; }

        public List<OrderLine> Lines { get; set; } = new();

        public string? Note { get; set; }

        /// <summary>A deterministic order; <paramref name="noteLength"/> pads it to a payload size.</summary>
        public static Order Sample(int id, int lines = 3, int noteLength = 0) => new()
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            State = (OrderState)(id % 3),
            Total = id * 1.25,
            Placed = new DateTime(2026, 11, 26, 9, 30, 0, DateTimeKind.Utc).AddSeconds(id),
            Lines = Enumerable.Range(0, lines).Select(i => new OrderLine { Sku = "SKU-" + ((id * 31) + i), Quantity = i + 1, Price = 9.99m + i }).ToList(),
            Note = noteLength == 0 ? null : string.Concat(Enumerable.Range(0, (noteLength / 10) + 1).Select(i => $"note {i % 10000:D4}|")).Substring(0, noteLength),
        };

        /// <summary>Field-by-field equality, for assertions.</summary>
        public bool SameAs(Order other)
            => this.Id == other.Id && this.Customer == other.Customer && this.State == other.State && this.Total == other.Total
            && this.Placed == other.Placed && this.Note == other.Note && this.Lines.Count == other.Lines.Count
            && this.Lines.Zip(other.Lines).All(p => p.First.Sku == p.Second.Sku && p.First.Quantity == p.Second.Quantity && p.First.Price == p.Second.Price);
    }

    /// <summary>Written as its name by both protocols' defaults (enum-as-string resolver first).</summary>
    public enum OrderState
    {
        Open,
        Paid,
        Shipped,
    }

    /// <summary>One line of an <see cref="Order"/>.</summary>
    public sealed class OrderLine
    {
        public string Sku { get; set; } = string.Empty;

        public int Quantity { get; set; }

        public decimal Price { get; set; }
    }
}
