namespace BlockPack.Sandbox.Model
{
    /// <summary>Where an order is in its life.</summary>
    public enum OrderStatus
    {
        Placed,
        Paid,
        Shipped,
        Delivered,
        Cancelled,
    }
}
