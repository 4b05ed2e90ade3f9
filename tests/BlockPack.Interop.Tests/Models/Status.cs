namespace BlockPack.Interop.Tests.Models
{
    public enum Status
    {
        Draft = 0,
        Open = 1,
        Closed = 300,
        Lost = -1,
    }
}
