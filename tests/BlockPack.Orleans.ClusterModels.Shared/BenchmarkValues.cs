using System;
using System.Collections.Generic;
using System.Globalization;

#if CLUSTER_MODELS_ORLEANS_DEFAULT
namespace BlockPack.OrleansCluster.Models.OrleansDefault
#elif CLUSTER_MODELS_JSON
namespace BlockPack.OrleansCluster.Models.Json
#else
namespace BlockPack.OrleansCluster.Models
#endif
{
    /// <summary>
    /// Builds the benchmark's values from a seed alone, so each serializer's spelling of the models carries the same
    /// values and a receiver can rebuild what was sent to compare with it.
    /// </summary>
    public static class BenchmarkValues
    {
        private static readonly string[] Customers = { "Contoso Ltd", "Fabrikam Inc", "Northwind Traders", "Adventure Works", "Tailspin Toys", "Wide World Importers", "Litware", "Proseware" };
        private static readonly string[] Statuses = { "placed", "paid", "packed", "shipped", "delivered" };
        private static readonly string[] Words = { "revenue", "margin", "region", "quarter", "forecast", "shipment", "warehouse", "customer", "growth", "returns", "inventory", "supplier", "contract", "delivery", "backlog", "pricing" };
        private static readonly DateTime Epoch = new DateTime(2026, 11, 1, 0, 0, 0, DateTimeKind.Utc);

        /// <summary>Builds <paramref name="count"/> orders numbered from <paramref name="firstId"/>.</summary>
        /// <param name="name">The batch's name.</param>
        /// <param name="firstId">The first order's number.</param>
        /// <param name="count">How many orders.</param>
        /// <returns>The batch.</returns>
        public static OrderBatch Orders(string name, long firstId, int count)
        {
            var batch = new OrderBatch { Name = name, Orders = new List<Order>(count) };
            for (int i = 0; i < count; i++)
            {
                long id = firstId + i;
                var order = new Order
                {
                    Id = id,
                    Customer = Customers[id % Customers.Length],
                    PlacedAt = Epoch.AddSeconds(id * 37),
                    Status = Statuses[id % Statuses.Length],
                    Note = id % 7 == 0 ? "leave at the back door" : string.Empty,
                    Lines = new List<OrderLine>(),
                };
                int lines = 1 + (int)(id % 4);
                for (int l = 0; l < lines; l++)
                {
                    order.Lines.Add(new OrderLine { Sku = "SKU-" + ((id * 31 + l) % 5000).ToString("D5", CultureInfo.InvariantCulture), Quantity = 1 + (int)((id + l) % 9), UnitPriceCents = 199 + ((id * 7 + l * 13) % 90_000) });
                }

                batch.Orders.Add(order);
            }

            return batch;
        }

        /// <summary>Builds a report of about <paramref name="approximateBytes"/> bytes of MessagePack.</summary>
        /// <param name="title">The title.</param>
        /// <param name="approximateBytes">The size to aim at.</param>
        /// <returns>The report.</returns>
        public static Report Report(string title, int approximateBytes)
        {
            var report = new Report { Title = title, CreatedAt = Epoch, Sections = new List<ReportSection>() };
            var random = new Random(approximateBytes);
            int size = 0;
            for (int s = 0; size < approximateBytes; s++)
            {
                var section = new ReportSection { Heading = "Section " + s.ToString(CultureInfo.InvariantCulture) + ": " + Words[s % Words.Length] };
                for (int p = 0; p < 6; p++)
                {
                    var text = new System.Text.StringBuilder();
                    for (int w = 0; w < 40; w++)
                    {
                        text.Append(Words[random.Next(Words.Length)]).Append(w % 9 == 8 ? ". " : " ");
                    }

                    section.Paragraphs.Add(text.ToString());
                    size += text.Length;
                }

                for (int d = 0; d < 90; d++)
                {
                    section.Figures.Add(Math.Round(1000 + (random.NextDouble() * 250), 2));
                    section.Counts.Add(random.Next(0, 5000));
                    size += 9 + 3;
                }

                report.Sections.Add(section);
            }

            return report;
        }
    }
}
