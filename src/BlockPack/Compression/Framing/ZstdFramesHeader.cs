namespace BlockPack.Compression.Framing
{
    /// <summary>What a frames-form header (ext 93 or 92) says, once <see cref="ZstdFramesReader"/> has validated it.</summary>
    internal struct ZstdFramesHeader
    {
        /// <summary>Whether it is the checked form (ext 92).</summary>
        internal bool IsChecked;

        /// <summary>The offset of the ext header, for errors.</summary>
        internal long Position;

        /// <summary>The ext payload length.</summary>
        internal uint PayloadLength;

        /// <summary>The dictionary id (0 for none).</summary>
        internal uint DictionaryId;

        /// <summary>The number of frames (at least 1).</summary>
        internal long FrameCount;

        /// <summary>The sum of the declared decompressed sizes, within the maximum.</summary>
        internal long Total;

        /// <summary>The sum of the compressed sizes: the bytes of frames after the table.</summary>
        internal long FramesLength;

        /// <summary>The payload bytes left for the table and the frames, where the table starts.</summary>
        internal long RemainingAfterPrefix;

        /// <summary>Gets the name error messages use.</summary>
        internal readonly string DisplayName => this.IsChecked ? "checked ZstdBlockArray (frames)" : "ZstdBlockArray (frames)";
    }
}
