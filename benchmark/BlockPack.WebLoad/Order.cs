using System.Collections.Generic;

namespace BlockPack.WebLoad
{
    /// <summary>The echoed payload: an order with a few lines, as an HTTP API would carry it.</summary>
    [MessagePackObject]
    public sealed class Order
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public string Status { get; set; } = "";

        [Key(3)]
        public double Total { get; set; }

        [Key(4)]
        public long CreatedUnixMs { get; set; }

        [Key(5)]
        public List<OrderLine> Lines { get; set; } = new();

        /// <summary>The 100 orders every request carries: deterministic, so every run sends the same bytes.</summary>
        public static List<Order> Hundred()
        {
            var orders = new List<Order>(100);
            for (int i = 0; i < 100; i++)
            {
                var order = new Order
                {
                    Id = 10_000 + i,
                    Customer = "customer-" + (i % 37),
                    Status = (i % 3) switch { 0 => "paid", 1 => "shipped", _ => "open" },
                    CreatedUnixMs = 1_764_000_000_000 + (i * 61_000L),
                };
                for (int j = 0; j < 1 + (i % 4); j++)
                {
                    order.Lines.Add(new OrderLine { Sku = $"SKU-{(i * 7) + j:D5}", Quantity = 1 + (j % 3), UnitPrice = 4.99 + j });
                    order.Total += order.Lines[j].Quantity * order.Lines[j].UnitPrice;
                }

                orders.Add(order);
            }

            return orders;
        }
    }
}
