namespace BlockPack.AotApp.Models
{
    /// <summary>An enum member: served by the generated resolver's EnumFormatter.</summary>
    public enum OrderStatus
    {
        Open,
        Shipped,
        Cancelled = 9,
    }
}
