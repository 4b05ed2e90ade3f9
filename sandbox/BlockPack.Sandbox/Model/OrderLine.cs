using BlockPack;
#if BLOCKPACK_PEER_ATTRIBUTES
using MemoryPack;
using PolyType;
using M = MessagePack;
#endif

namespace BlockPack.Sandbox.Model
{
    /// <summary>
    /// One product line of an <see cref="Order"/>, written as a map keyed by name (Nerdbank.MessagePack's default too).
    /// Like <see cref="Order"/>, it carries the other libraries' attributes only where BLOCKPACK_PEER_ATTRIBUTES is
    /// defined (the benchmarks).
    /// </summary>
    [MessagePackObject(keyAsPropertyName: true)]
#if BLOCKPACK_PEER_ATTRIBUTES
    [M.MessagePackObject(keyAsPropertyName: true)]
    [MemoryPackable]
    [GenerateShape]
#endif
    public sealed partial class OrderLine
    {
        public string Sku { get; set; } = string.Empty;

        public string Product { get; set; } = string.Empty;

        public int Quantity { get; set; }

        public double UnitPrice { get; set; }
    }
}
