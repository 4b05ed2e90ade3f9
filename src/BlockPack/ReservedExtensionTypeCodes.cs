namespace BlockPack
{
    /// <summary>
    /// The extension type codes the library assigns: MessagePack-CSharp's (the Unity blit codes, the two LZ4 framings,
    /// typeless values), with the same names and numbers, and BlockPack's own checked and Zstandard framings.
    /// </summary>
    /// <remarks>
    /// Every ext code BlockPack writes or recognises is defined here, so a custom formatter can pick a code that no
    /// built-in one uses. The timestamp extension (-1) is the msgpack specification's, in
    /// <see cref="ReservedMessagePackExtensionTypeCode"/>.
    /// </remarks>
    public static class ReservedExtensionTypeCodes
    {
        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Vector2</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityVector2 = 30;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Vector3</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityVector3 = 31;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Vector4</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityVector4 = 32;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Quaternion</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityQuaternion = 33;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Color</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityColor = 34;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Bounds</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityBounds = 35;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>Rect</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityRect = 36;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>int</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityInt = 37;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>float</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityFloat = 38;

        /// <summary>Reserved as in MessagePack-CSharp, for Unity's blit formatter of <c>double</c> arrays; BlockPack writes no value with it.</summary>
        public const sbyte UnityDouble = 39;

        /// <summary>The typeless formatter's ext 100: the value's assembly-qualified type name followed by the value (<see cref="Formatters.TypelessFormatter"/>).</summary>
        public const sbyte TypelessFormatter = 100;

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

        /// <summary>
        /// The frames form of ZstdBlockArray (BlockPack only, format version 2, what <see cref="MessagePackCompression.ZstdBlockArray"/>
        /// writes): an ext 93 holding the format version, the dictionary id, each frame's plain and compressed size, and
        /// the frames, each a magicless Zstandard frame over up to <see cref="MessagePackSerializerOptions.ZstdFrameSize"/>
        /// bytes of msgpack.
        /// </summary>
        public const sbyte ZstdFrames = 93;

        /// <summary>
        /// The checked frames form of ZstdBlockArray (with <see cref="MessagePackSerializerOptions.BlockChecksums"/>): an
        /// ext 92 holding the format version, the dictionary id, the frame count, each frame's sizes and CRC-32C, and a
        /// CRC-32C of the header, ahead of the frames.
        /// </summary>
        public const sbyte CheckedZstdFrames = 92;
    }
}
