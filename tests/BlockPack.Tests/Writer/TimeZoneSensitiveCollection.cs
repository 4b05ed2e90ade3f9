namespace BlockPack.Tests.Writer
{
    /// <summary>Tests that change the process time zone; they must not overlap any other test.</summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public class TimeZoneSensitiveCollection
    {
        public const string Name = "Process time zone";
    }
}
