using System;
using System.Collections.Generic;

namespace BlockPack.Sandbox.Model
{
    /// <summary>Makes a reproducible set of orders that looks like real shop data (repeating names, products, addresses).</summary>
    public static class OrderGenerator
    {
        private static readonly string[] FirstNames = { "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Linus", "Ken", "Frances" };
        private static readonly string[] LastNames = { "Lovelace", "Hopper", "Turing", "Dijkstra", "Liskov", "Knuth", "Hamilton", "Torvalds", "Thompson", "Allen" };
        private static readonly string[] Products = { "Mechanical keyboard", "USB-C cable 2 m", "27\" monitor", "Noise-cancelling headphones", "Laptop stand", "Webcam 1080p", "Ergonomic mouse", "Desk lamp", "Notebook A5", "Fountain pen" };
        private static readonly string[] Streets = { "Main Street", "Station Road", "Church Lane", "High Street", "Mill Road", "Park Avenue" };
        private static readonly string[] Cities = { "Springfield", "Riverton", "Lakeside", "Fairview", "Georgetown", "Kingston" };

        /// <summary>Creates <paramref name="count"/> orders from a fixed seed.</summary>
        public static List<Order> Create(int count, int seed = 20261121)
        {
            var random = new Random(seed);
            var start = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc);
            var orders = new List<Order>(count);
            for (int i = 0; i < count; i++)
            {
                string first = FirstNames[random.Next(FirstNames.Length)];
                string last = LastNames[random.Next(LastNames.Length)];
                var lines = new List<OrderLine>();
                int lineCount = 1 + random.Next(5);
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

                orders.Add(new Order
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
                });
            }

            return orders;
        }
    }
}
