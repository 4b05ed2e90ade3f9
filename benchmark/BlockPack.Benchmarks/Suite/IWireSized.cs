namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// A benchmark class whose cases know their sizes once the global setup has run: what the
    /// <see cref="WireSizeColumn"/> and <see cref="CompressionRatioColumn"/> show.
    /// </summary>
    public interface IWireSized
    {
        /// <summary>Gets the bytes on the wire for the case (its payload).</summary>
        long WireBytes { get; }

        /// <summary>Gets the bytes of the same value as plain (uncompressed) msgpack, the reference of the ratio.</summary>
        long PlainBytes { get; }
    }
}
