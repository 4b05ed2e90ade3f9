using System;
using System.Collections.Generic;
using MemoryPack;
using PolyType;
using B = BlockPack;
using M = MessagePack;
using N = Nerdbank.MessagePack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// A shop order as the demo models it (strings, a <see cref="DateTime"/> with sub-second ticks, an enum, a
    /// <see cref="decimal"/> and a nested list of <see cref="OrderLine"/>), readable by every library of the suite:
    /// integer keys (a msgpack array) for BlockPack, MessagePack-CSharp and Nerdbank.MessagePack, declaration order for
    /// MemoryPack. The MemoryPack comparison (<c>--profile memorypack N</c>) measures it.
    /// </summary>
    [B.MessagePackObject]
    [M.MessagePackObject]
    [MemoryPackable]
    [GenerateShape]
    public sealed partial class Order
    {
        [B.Key(0), M.Key(0), N.Key(0)] public long Id { get; set; }

        [B.Key(1), M.Key(1), N.Key(1)] public string? Customer { get; set; }

        [B.Key(2), M.Key(2), N.Key(2)] public string? Email { get; set; }

        [B.Key(3), M.Key(3), N.Key(3)] public DateTime PlacedAt { get; set; }

        [B.Key(4), M.Key(4), N.Key(4)] public OrderStatus Status { get; set; }

        [B.Key(5), M.Key(5), N.Key(5)] public string? ShippingAddress { get; set; }

        [B.Key(6), M.Key(6), N.Key(6)] public decimal Total { get; set; }

        [B.Key(7), M.Key(7), N.Key(7)] public List<OrderLine> Lines { get; set; } = new List<OrderLine>();

        [B.Key(8), M.Key(8), N.Key(8)] public string? Note { get; set; }
    }
}
