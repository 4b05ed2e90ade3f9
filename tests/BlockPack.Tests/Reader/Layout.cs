namespace BlockPack.Tests.Reader
{
    /// <summary>How a test's input bytes are laid out in memory.</summary>
    public enum Layout
    {
        /// <summary>One contiguous array: the reader's single-segment fast path.</summary>
        Contiguous,

        /// <summary>Every byte in its own segment, so every multi-byte value straddles segments.</summary>
        OneByteSegments,

        /// <summary>Segments of three bytes with an empty segment between each pair.</summary>
        ThreeByteSegmentsWithEmptyOnes,
    }
}
