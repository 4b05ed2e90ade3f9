namespace BlockPack.Tests.Compression
{
    /// <summary>The LOH tests watch process-wide GC events, so they run alone, after the parallel tests.</summary>
    [CollectionDefinition(nameof(LargeObjectHeapCollection), DisableParallelization = true)]
    public class LargeObjectHeapCollection
    {
    }
}
