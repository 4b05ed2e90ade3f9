namespace BlockPack.Tests.Compression
{
    /// <summary>What reading a record stream yields: a count and a checksum, so no large array is ever built.</summary>
    internal readonly record struct RecordDigest(int Count, long IdSum, long NameLengthSum);
}
