namespace BlockPack
{
    /// <summary>Extension type codes that MessagePack-CSharp's LZ4 modes use, and BlockPack reads and writes.</summary>
    public static class ReservedExtensionTypeCodes
    {
        /// <summary>Lz4BlockArray: an ext 98 listing the uncompressed size of each block that follows it in an array.</summary>
        public const sbyte Lz4BlockArray = 98;

        /// <summary>Lz4Block: an ext 99 holding the uncompressed length and one LZ4 block.</summary>
        public const sbyte Lz4Block = 99;
    }
}
