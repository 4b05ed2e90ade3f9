namespace BlockPack
{
    /// <summary>The LZ4 framings BlockPack can apply to a serialized value, wire-compatible with MessagePack-CSharp.</summary>
    public enum MessagePackCompression
    {
        /// <summary>Plain MessagePack, no compression.</summary>
        None = 0,

        /// <summary>
        /// One LZ4 block for the whole value, wrapped in ext 99. Simple, but the whole value must be contiguous
        /// when decompressed.
        /// </summary>
        Lz4Block = 1,

        /// <summary>
        /// One LZ4 block per 64 KB segment, in an array led by an ext 98 that lists each block's size. The
        /// recommended mode: no large contiguous buffers on either side.
        /// </summary>
        Lz4BlockArray = 2,
    }
}
