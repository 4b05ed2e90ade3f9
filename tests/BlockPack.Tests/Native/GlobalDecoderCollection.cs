namespace BlockPack.Tests.Native
{
    /// <summary>Tests that switch the process-wide decoder run alone, so no other test decodes while they do.</summary>
    [CollectionDefinition(Name, DisableParallelization = true)]
    public class GlobalDecoderCollection
    {
        public const string Name = "Process-wide LZ4 decoder";
    }
}
