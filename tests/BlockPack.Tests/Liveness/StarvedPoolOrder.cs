using System.Collections.Generic;
using System.Globalization;

namespace BlockPack.Tests.Liveness
{
    /// <summary>An order as a server would send it in bulk: a few numbers and strings that compress about 3:1.</summary>
    [MessagePackObject]
    public class StarvedPoolOrder
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = string.Empty;

        [Key(2)]
        public double Amount { get; set; }

        [Key(3)]
        public long Created { get; set; }

        [Key(4)]
        public string[] Tags { get; set; } = System.Array.Empty<string>();

        [Key(5)]
        public string? Note { get; set; }

        /// <summary>A deterministic list of <paramref name="count"/> orders (about 110 bytes each as msgpack).</summary>
        /// <param name="count">How many.</param>
        /// <returns>The orders.</returns>
        public static List<StarvedPoolOrder> Make(int count)
        {
            var orders = new List<StarvedPoolOrder>(count);
            uint state = 12345;
            for (int i = 0; i < count; i++)
            {
                state = (state * 1103515245) + 12345;
                orders.Add(new StarvedPoolOrder
                {
                    Id = i,
                    Customer = "customer-" + (state % 5000).ToString(CultureInfo.InvariantCulture),
                    Amount = (state % 100_000) / 100.0,
                    Created = 1_700_000_000_000L + (i * 1000L) + (state % 997),
                    Tags = (state & 3) == 0 ? new[] { "priority", "gift" } : new[] { "standard" },
                    Note = (state & 7) == 0 ? null : "deliver to door " + (state % 300).ToString(CultureInfo.InvariantCulture) + ", ring twice",
                });
            }

            return orders;
        }
    }
}
