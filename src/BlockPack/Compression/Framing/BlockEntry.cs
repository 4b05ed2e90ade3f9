namespace BlockPack.Compression.Framing
{
    /// <summary>What a block array's header says about one block.</summary>
    internal readonly struct BlockEntry
    {
        /// <summary>Initializes a new instance of the <see cref="BlockEntry"/> struct.</summary>
        /// <param name="declared">The declared decompressed size.</param>
        /// <param name="compressed">The compressed size the checked table states, or -1 when the header does not say.</param>
        /// <param name="checksum">The block's CRC-32C, or null for an unchecked framing.</param>
        internal BlockEntry(long declared, long compressed, uint? checksum)
        {
            this.Declared = declared;
            this.Compressed = compressed;
            this.Checksum = checksum;
        }

        /// <summary>Gets the declared decompressed size (possibly negative or huge: not yet validated).</summary>
        internal long Declared { get; }

        /// <summary>Gets the compressed size the checked table states, or -1 for an unchecked framing.</summary>
        internal long Compressed { get; }

        /// <summary>Gets the block's CRC-32C, or null for an unchecked framing.</summary>
        internal uint? Checksum { get; }
    }
}
