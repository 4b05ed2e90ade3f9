using MemoryPack;

namespace BlockPack.Sandbox.Model
{
    // The demo's orders (compiled in from sandbox/BlockPack.Sandbox/Model) made MemoryPack-serializable here, on a part of
    // their partial declarations, so the measurement needs no symbol that brings in the other benchmark libraries.

    /// <summary>MemoryPack's part of <see cref="Order"/>.</summary>
    [MemoryPackable]
    public sealed partial class Order
    {
    }

    /// <summary>MemoryPack's part of <see cref="OrderLine"/>.</summary>
    [MemoryPackable]
    public sealed partial class OrderLine
    {
    }
}
