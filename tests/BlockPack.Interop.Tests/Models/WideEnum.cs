namespace BlockPack.Interop.Tests.Models
{
    public enum WideEnum : long
    {
        Minus = -1,
        Huge = long.MaxValue,
    }
}
