using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.AotApp.Models;

namespace BlockPack.AotApp
{
    /// <summary>Deterministic sample data: small values with hand-computed bytes, and orders large enough for several LZ4 blocks.</summary>
    internal static class Samples
    {
        public static Order Order(int id) => new()
        {
            Id = id,
            Customer = new Customer("customer " + (id % 97), 20 + (id % 50)),
            Lines = Enumerable.Range(0, 1 + (id % 4)).Select(i => new OrderLine("SKU-" + ((id * 7) + i), 1 + i, 9.99 * (i + 1))).ToList(),
            Status = (OrderStatus)(id % 3 == 2 ? 9 : id % 3),
            Created = new DateTime(2026, 11, 25, 8, 0, 0, DateTimeKind.Utc).AddMinutes(id),
            BySku = new Dictionary<string, OrderLine> { ["A" + id] = new OrderLine("A" + id, id, 0.5) },
            Shapes = new List<IShape> { new Circle(id / 10.0), new Rectangle { Width = id, Height = 2 } },
            Featured = id % 2 == 0 ? new OrderLine("F", 1, 1) : null,
            Tags = new[] { "t" + (id % 5) },
            Total = new Money(id * 1999L),
            Note = "note " + (id % 7),
        };

        /// <summary>Issue 21's object[] row: each primitive kind, null and a byte array, boxed.</summary>
        public static object?[] Objects() => new object?[] { 1, "two", 3.0, true, null, new byte[] { 1 }, 12345678901L };

        public static List<Order> Orders(int count) => Enumerable.Range(0, count).Select(Order).ToList();
    }
}
