using System;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Web.SignalR
{
    /// <summary>
    /// The SignalR profile's payload item: a plain class (no attributes), as hub payloads usually are, so the official
    /// protocol's contractless resolver, BlockPack's and System.Text.Json all write it as a map keyed by member name.
    /// </summary>
    public sealed class SignalROrder
    {
        /// <summary>Gets or sets the order number.</summary>
        public int Id { get; set; }

        /// <summary>Gets or sets the customer's name (one of a few dozen).</summary>
        public string Customer { get; set; } = string.Empty;

        /// <summary>Gets or sets the order's state (written as its name by the msgpack protocols and JSON).</summary>
        public SignalROrderState State { get; set; }

        /// <summary>Gets or sets when the order was placed.</summary>
        public DateTime Placed { get; set; }

        /// <summary>Gets or sets the order's total.</summary>
        public double Total { get; set; }

        /// <summary>Gets or sets the order's lines.</summary>
        public List<SignalROrderLine> Lines { get; set; } = new();

        /// <summary>Gets or sets a free-text note, on some orders.</summary>
        public string? Note { get; set; }

        /// <summary>Creates <paramref name="count"/> deterministic orders.</summary>
        /// <param name="count">How many.</param>
        /// <returns>The orders.</returns>
        public static SignalROrder[] Create(int count)
        {
            var random = new Random(20261126);
            var orders = new SignalROrder[count];
            var start = new DateTime(2026, 11, 26, 8, 0, 0, DateTimeKind.Utc);
            for (int i = 0; i < count; i++)
            {
                var order = new SignalROrder
                {
                    Id = 100_000 + i,
                    Customer = "customer-" + random.Next(40).ToString("D3", System.Globalization.CultureInfo.InvariantCulture),
                    State = (SignalROrderState)random.Next(3),
                    Placed = start.AddSeconds(random.Next(86_400)),
                    Note = i % 4 == 0 ? "leave at the door, ring twice" : null,
                };
                int lines = 1 + random.Next(3);
                for (int l = 0; l < lines; l++)
                {
                    var line = new SignalROrderLine { Sku = "SKU-" + random.Next(5_000).ToString("D5", System.Globalization.CultureInfo.InvariantCulture), Quantity = 1 + random.Next(5), Price = Math.Round(1 + (random.NextDouble() * 99), 2) };
                    order.Lines.Add(line);
                    order.Total += line.Quantity * line.Price;
                }

                orders[i] = order;
            }

            return orders;
        }
    }

    /// <summary>An order line.</summary>
    public sealed class SignalROrderLine
    {
        /// <summary>Gets or sets the article number.</summary>
        public string Sku { get; set; } = string.Empty;

        /// <summary>Gets or sets the quantity.</summary>
        public int Quantity { get; set; }

        /// <summary>Gets or sets the unit price.</summary>
        public double Price { get; set; }
    }

    /// <summary>The states of an order.</summary>
    public enum SignalROrderState
    {
        /// <summary>Placed, not paid.</summary>
        Open,

        /// <summary>Paid.</summary>
        Paid,

        /// <summary>Shipped.</summary>
        Shipped,
    }
}
