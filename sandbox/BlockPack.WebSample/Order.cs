using System.Collections.Generic;

namespace BlockPack.WebSample
{
    /// <summary>The sample's payload; the source generator writes its formatter.</summary>
    [MessagePackObject]
    public sealed class Order
    {
        [Key(0)]
        public int Id { get; set; }

        [Key(1)]
        public string Customer { get; set; } = "";

        [Key(2)]
        public decimal Total { get; set; }

        [Key(3)]
        public List<string> Lines { get; set; } = new();

        public static Order Make(int id) => new()
        {
            Id = id,
            Customer = "customer-" + (id % 97),
            Total = id * 1.25m,
            Lines = new List<string> { "sku-" + id, "gift wrap" },
        };

        public override string ToString() => $"#{this.Id} {this.Customer} {this.Total} [{string.Join(", ", this.Lines)}]";
    }
}
