namespace BlockPack
{
    /// <summary>Extension type codes of the compressed framings: MessagePack-CSharp's LZ4 ones, and BlockPack's own checked and Zstandard ones.</summary>
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

        /// <summary>
        /// The ZstdBlockArray (BlockPack only, <see cref="MessagePackCompression.ZstdBlockArray"/>): an ext 95 holding the
        /// trained dictionary's id and each block's uncompressed size, ahead of one Zstandard frame per block in an array.
        /// </summary>
        public const sbyte ZstdBlockArray = 95;

        /// <summary>
        /// The checked ZstdBlockArray (BlockPack only, <see cref="MessagePackCompression.ZstdBlockArray"/> with
        /// <see cref="MessagePackSerializerOptions.BlockChecksums"/>): an ext 94 holding the dictionary id, each block's sizes
        /// and CRC-32C, and a CRC-32C of the header, ahead of the blocks in an array.
        /// </summary>
        public const sbyte CheckedZstdBlockArray = 94;
    }
}
