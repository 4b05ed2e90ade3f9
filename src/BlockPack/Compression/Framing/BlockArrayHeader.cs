namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// What a block array's validated header says: its framing, how many blocks, what they declare in all, and the
    /// prefix value (the dictionary id). Filled by <see cref="BlockArrayReader.ReadHeader"/> and
    /// <see cref="BlockArrayReader.ReadEntries"/>.
    /// </summary>
    internal struct BlockArrayHeader
    {
        /// <summary>The framing.</summary>
        internal BlockArrayFraming Framing;

        /// <summary>The number of blocks.</summary>
        internal long BlockCount;

        /// <summary>The sum of the declared sizes, already within the maximum.</summary>
        internal long Total;

        /// <summary>The header's prefix value (the dictionary id), or 0 for a framing without one.</summary>
        internal uint Prefix;

        /// <summary>The ext payload length.</summary>
        internal uint PayloadLength;

        /// <summary>The offset of the array header, for errors.</summary>
        internal long ArrayPosition;

        /// <summary>Gets a value indicating whether the entries are checked rows, each with the block's checksum.</summary>
        internal readonly bool IsChecked => this.Framing.IsChecked;
    }
}
