namespace BlockPack.Tests.Compression.Zstd
{
    /// <summary>
    /// Tests that count the thread pool's completed work items around a decode, so they run alone, after the parallel
    /// tests: no other test's work items may fall into the count.
    /// </summary>
    [CollectionDefinition(nameof(ZstdParallelDecodeCollection), DisableParallelization = true)]
    public class ZstdParallelDecodeCollection
    {
    }
}
