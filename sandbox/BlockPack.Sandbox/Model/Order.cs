using System;
using System.Collections.Generic;
using BlockPack;
#if BLOCKPACK_PEER_ATTRIBUTES
using MemoryPack;
using PolyType;
using M = MessagePack;
using N = Nerdbank.MessagePack;
#endif

namespace BlockPack.Sandbox.Model
{
    /// <summary>
    /// A shop order, the demo's realistic record: an int-key object with strings, a timestamp and nested lines. The one
    /// copy of the model: the demo, tests/BlockPack.AotApp and benchmark/BlockPack.Benchmarks compile this file. The
    /// benchmarks define BLOCKPACK_PEER_ATTRIBUTES, which adds the attributes MessagePack-CSharp, MemoryPack and
    /// Nerdbank.MessagePack need on the type itself (hence <c>partial</c>: MemoryPack and PolyType generate into it);
    /// the demo and the AOT app reference none of those libraries. Every library reads the same members in the same
    /// order: the keys below, and declaration order for MemoryPack.
    /// </summary>
    [MessagePackObject]
#if BLOCKPACK_PEER_ATTRIBUTES
    [M.MessagePackObject]
    [MemoryPackable]
    [GenerateShape]
#endif
    public sealed partial class Order
    {
#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(0), N.Key(0)]
#endif
        [Key(0)]
        public long Id { get; set; }

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(1), N.Key(1)]
#endif
        [Key(1)]
        public string Customer { get; set; } = string.Empty;

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(2), N.Key(2)]
#endif
        [Key(2)]
        public string Email { get; set; } = string.Empty;

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(3), N.Key(3)]
#endif
        [Key(3)]
        public DateTime PlacedAt { get; set; }

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(4), N.Key(4)]
#endif
        [Key(4)]
        public OrderStatus Status { get; set; }

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(5), N.Key(5)]
#endif
        [Key(5)]
        public string ShippingAddress { get; set; } = string.Empty;

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(6), N.Key(6)]
#endif
        [Key(6)]
        public decimal Total { get; set; }

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(7), N.Key(7)]
#endif
        [Key(7)]
        public List<OrderLine> Lines { get; set; } = new List<OrderLine>();

#if BLOCKPACK_PEER_ATTRIBUTES
        [M.Key(8), N.Key(8)]
#endif
        [Key(8)]
        public string? Note { get; set; }
    }
}
