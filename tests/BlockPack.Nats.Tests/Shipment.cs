using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack;

namespace BlockPack.Nats.Tests
{
    /// <summary>
    /// The tests' message: an order-like record with text, built from its number alone, so a consumer can construct
    /// the value a publisher sent independently and compare. Plain public properties, so System.Text.Json (the NATS
    /// JSON serializer of the migration tests) reads and writes it too.
    /// </summary>
    [MessagePackObject]
    public sealed class Shipment : IEquatable<Shipment>
    {
        private static readonly string[] Products = { "Mechanical keyboard", "USB-C cable 2 m", "27\" monitor", "Laptop stand", "Webcam 1080p", "Desk lamp" };

        [Key(0)]
        public long Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public decimal Total { get; set; }

        [Key(3)]
        public List<string> Lines { get; set; } = new();

        [Key(4)]
        public string? Note { get; set; }

        /// <summary>A shipment with <paramref name="lines"/> lines of text; 0 lines writes well under 64 bytes.</summary>
        public static Shipment Make(long id, int lines) => new()
        {
            Id = id,
            Customer = "c" + (id % 97),
            Total = (id % 1000) * 1.25m,
            Lines = Enumerable.Range(0, lines).Select(i => $"{i + 1} x {Products[(id + i) % Products.Length]} for {CustomerName(id)}, shipped to {(id * 7 + i) % 500} Main Street").ToList(),
            Note = id % 3 == 0 ? null : "leave at the door",
        };

        /// <summary>The shipment the failover test sends as message <paramref name="id"/>: every fifth one large enough to be compressed.</summary>
        public static Shipment ForMessage(long id) => Make(id, id % 5 == 0 ? 12 : 0);

        public bool Equals(Shipment? other)
            => other is not null && this.Id == other.Id && this.Customer == other.Customer && this.Total == other.Total
            && this.Note == other.Note && this.Lines.SequenceEqual(other.Lines);

        public override bool Equals(object? obj) => this.Equals(obj as Shipment);

        public override int GetHashCode() => this.Id.GetHashCode();

        public override string ToString() => $"Shipment {this.Id} ({this.Lines.Count} lines)";

        private static string CustomerName(long id) => "customer " + (id % 97);
    }

    /// <summary>A reply of the request-reply test.</summary>
    [MessagePackObject]
    public sealed class Quote
    {
        [Key(0)]
        public long ShipmentId { get; set; }

        [Key(1)]
        public decimal Price { get; set; }

        [Key(2)]
        public string Carrier { get; set; } = "";
    }

    /// <summary>A value whose MessagePack form is known byte for byte: [1, 2] is 0x92 0x01 0x02.</summary>
    [MessagePackObject]
    public sealed class Point
    {
        [Key(0)]
        public int X { get; set; }

        [Key(1)]
        public int Y { get; set; }
    }
}
