namespace BlockPack
{
    /// <summary>
    /// The framings BlockPack can apply to a serialized value: the LZ4 ones, wire-compatible with MessagePack-CSharp, and
    /// BlockPack's own Zstandard block array.
    /// </summary>
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

        /// <summary>
        /// One Zstandard frame per <see cref="MessagePackSerializerOptions.ZstdFrameSize"/> (1 MiB) of msgpack, streamed
        /// from the serializer's 64 KB segments, in an ext 93 that names the trained dictionary (if any) and lists each
        /// frame's sizes (ext 92 with <see cref="MessagePackSerializerOptions.BlockChecksums"/>); the earlier form, one
        /// frame per 64 KB in an array led by an ext 95 (94), is still read. Markedly smaller than LZ4 and slower to write; with a trained dictionary
        /// (<see cref="MessagePackSerializerOptions.WithZstdDictionary"/>) small messages compress too. BlockPack only:
        /// MessagePack-CSharp does not read it (docs/format.md, "Zstandard").
        /// </summary>
        ZstdBlockArray = 3,
    }
}
