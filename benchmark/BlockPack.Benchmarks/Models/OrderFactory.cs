using System;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// The demo's orders (sandbox/BlockPack.Sandbox's OrderGenerator: same seed, vocabularies and draws, so the same
    /// values), built as the suite's <see cref="Order"/> type that every library can read.
    /// </summary>
    public static class OrderFactory
    {
        private static readonly string[] FirstNames = { "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Linus", "Ken", "Frances" };
        private static readonly string[] LastNames = { "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Torvalds", "Thompson", "Allen" };
        private static readonly string[] Products = { "Mechanical keyboard", "USB-C cable 2 m", "27\" monitor", "Noise-cancelling headphones", "Laptop stand", "Webcam 1080p", "Ergonomic mouse", "Desk lamp", "Notebook A5", "Fountain pen" };
        private static readonly string[] Streets = { "Main Street", "Station Road", "Church Lane", "High Street", "Mill Road", "Park Avenue" };
        private static readonly string[] Cities = { "Springfield", "Riverton", "Lakeside", "Fairview", "Georgetown", "Kingston" };

        /// <summary>Creates <paramref name="count"/> orders from a fixed seed.</summary>
        /// <param name="count">How many.</param>
        /// <returns>The orders.</returns>
        public static Order[] Create(int count)
        {
            var random = new Random(20261121);
            var start = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
            var orders = new Order[count];
            for (int i = 0; i < count; i++)
            {
                string first = FirstNames[random.Next(FirstNames.Length)];
                string last = LastNames[random.Next(LastNames.Length)];
                int lineCount = 1 + random.Next(5);
                var lines = new List<OrderLine>(lineCount);
                decimal total = 0;
                for (int j = 0; j < lineCount; j++)
                {
                    int product = random.Next(Products.Length);
                    var line = new OrderLine
                    {
                        Sku = $"SKU-{product:D4}-{random.Next(10):D2}",
                        Product = Products[product],
                        Quantity = 1 + random.Next(4),
                        UnitPrice = Math.Round(5 + (random.NextDouble() * 300), 2),
                    };
                    total += line.Quantity * (decimal)line.UnitPrice;
                    lines.Add(line);
                }

                orders[i] = new Order
                {
                    Id = 1_000_000 + i,
                    Customer = $"{first} {last}",
                    Email = $"{first.ToLowerInvariant()}.{last.ToLowerInvariant()}@example.com",
                    PlacedAt = start.AddSeconds(random.Next(365 * 24 * 3600)).AddTicks(random.Next(10_000_000)),
                    Status = (OrderStatus)random.Next(5),
                    ShippingAddress = $"{1 + random.Next(200)} {Streets[random.Next(Streets.Length)]}, {Cities[random.Next(Cities.Length)]}",
                    Total = total,
                    Lines = lines,
                    Note = random.Next(4) == 0 ? "Please leave the parcel with a neighbour." : null,
                };
            }

            return orders;
        }
    }
}
