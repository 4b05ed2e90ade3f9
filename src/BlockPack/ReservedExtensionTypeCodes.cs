namespace BlockPack
{
    /// <summary>Extension type codes that MessagePack-CSharp's LZ4 modes use, and BlockPack reads and writes.</summary>
    public static class ReservedExtensionTypeCodes
    {
        /// <summary>Lz4BlockArray: an ext 98 listing the uncompressed size of each block that follows it in an array.</summary>
        public const sbyte Lz4BlockArray = 98;

        /// <summary>Lz4Block: an ext 99 holding the uncompressed length and one LZ4 block.</summary>
        public const sbyte Lz4Block = 99;

        /// <summary>
        /// The checked Lz4BlockArray (BlockPack only, <see cref="MessagePackSerializerOptions.BlockChecksums"/>): an ext 97
        /// holding each block's sizes and CRC-32C, and a CRC-32C of the header, ahead of the blocks in an array.
        /// </summary>
        public const sbyte CheckedLz4BlockArray = 97;

        /// <summary>
        /// The checked Lz4Block (BlockPack only, <see cref="MessagePackSerializerOptions.BlockChecksums"/>): an ext 96 holding
        /// the uncompressed length, the block's CRC-32C, a CRC-32C of the header, and one LZ4 block.
        /// </summary>
        public const sbyte CheckedLz4Block = 96;
    }
}
