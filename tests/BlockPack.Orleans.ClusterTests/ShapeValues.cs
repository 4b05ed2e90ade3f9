using System;
using System.Collections.Generic;
using System.Globalization;
using BlockPack.OrleansCluster.Models;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>
    /// Builds the values the tests send from a seed alone: each test builds one to send and, separately, one to
    /// compare the answer with, so no object is shared between the sent and the expected value.
    /// </summary>
    internal static class ShapeValues
    {
        internal static ShapeOrder Order(int seed, int children = 2) => new ShapeOrder
        {
            Number = seed,
            Big = long.MaxValue - seed,
            Ratio = seed / 7.0,
            Price = 1234.5678m + seed,
            Text = "Grüße, 世界 #" + seed.ToString(CultureInfo.InvariantCulture),
            At = new DateTime(2026, 11, 28, 12, 0, 0, DateTimeKind.Utc).AddMinutes(seed),
            Id = new Guid(seed, 7, 9, 1, 2, 3, 4, 5, 6, 7, 8),
            Urgent = seed % 2 == 0,
            Kind = seed % 2 == 0 ? ShapeKind.Retail : ShapeKind.Wholesale,
            Optional = seed % 3 == 0 ? null : seed,
            Bytes = new byte[] { (byte)seed, 0, 255, 128 },
            Children = children == 0 ? new List<ShapeOrder>() : new List<ShapeOrder> { Order(seed * 10 + 1, children - 1), Order(seed * 10 + 2, 0) },
            Tags = new Dictionary<string, int> { ["a"] = seed, ["ß"] = -seed },
        };

        internal static Payment Card(int seed) => new CardPayment { AmountCents = 1000 + seed, Last4 = (4000 + seed).ToString(CultureInfo.InvariantCulture) };

        internal static Payment Bank(int seed) => new BankTransfer { AmountCents = 99_000 + seed, Iban = "DE89370400440532013" + seed.ToString("D3", CultureInfo.InvariantCulture), Reference = "invoice " + seed.ToString(CultureInfo.InvariantCulture) };

        internal static CollectionBag Bag(int seed) => new CollectionBag
        {
            Numbers = new List<int> { seed, -1, 0, int.MaxValue, int.MinValue },
            Names = new[] { "first", null, string.Empty, "ünïcödé" },
            Series = new Dictionary<string, List<double>> { ["x"] = new List<double> { 1.5, double.MaxValue, -0.0 }, ["empty"] = new List<double>() },
            ById = new Dictionary<int, ShapeOrder> { [seed] = Order(seed, 0), [-seed] = Order(seed + 1, 1) },
            Seen = new HashSet<Guid> { new Guid(seed, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), Guid.Empty },
            Grid = new[] { new[] { 1, 2, 3 }, Array.Empty<int>(), new[] { seed } },
            Payments = new List<Payment> { Card(seed), Bank(seed), Card(seed + 1) },
        };

        /// <summary>
        /// A value of <paramref name="bytes"/> bytes (decimal MB: 64,000,000 stays under UntrustedData's 64 MiB
        /// decompression limit with its framing) in chunks of 16,000 text-like bytes, compressible as documents are.
        /// </summary>
        internal static BulkValue Bulk(string name, int bytes)
        {
            const int ChunkSize = 16_000;
            var value = new BulkValue { Name = name, Chunks = new List<byte[]>((bytes / ChunkSize) + 1) };
            var random = new Random(bytes);
            byte[] words = "order invoice shipment customer warehouse quantity price total "u8.ToArray();
            for (int c = 0, left = bytes; left > 0; c++, left -= ChunkSize)
            {
                byte[] chunk = new byte[Math.Min(ChunkSize, left)];
                for (int i = 0; i < chunk.Length; i++)
                {
                    // Mostly words, with a random byte in every 16 so the text is not one repeated phrase.
                    chunk[i] = (i & 15) == 0 ? (byte)random.Next(256) : words[(i + c) % words.Length];
                }

                value.Chunks.Add(chunk);
            }

            return value;
        }
    }
}
