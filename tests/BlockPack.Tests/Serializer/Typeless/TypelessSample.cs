namespace BlockPack.Tests.Serializer.Typeless
{
    /// <summary>A contractless class for the typeless tests.</summary>
    public class TypelessSample
    {
        public string? Name { get; set; }

        public object? Payload { get; set; }
    }
}
