namespace BlockPack.Interop.Tests.Models
{
    public enum SmallEnum : byte
    {
        One = 1,
        Big = 200,
    }
}
