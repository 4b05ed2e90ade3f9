namespace BlockPack.Benchmarks.Models
{
    /// <summary>Where an <see cref="Order"/> is in its life.</summary>
    public enum OrderStatus
    {
        /// <summary>Placed, not paid.</summary>
        Placed,

        /// <summary>Paid.</summary>
        Paid,

        /// <summary>On its way.</summary>
        Shipped,

        /// <summary>Delivered.</summary>
        Delivered,

        /// <summary>Cancelled.</summary>
        Cancelled,
    }
}
