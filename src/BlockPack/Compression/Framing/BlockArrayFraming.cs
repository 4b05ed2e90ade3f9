using BlockPack.Compression.Codecs;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// One block-array framing described as data (docs/format.md): its ext type code, whether its header is the checked
    /// table, whether a dictionary id leads the ext payload, the codec of its blocks, and how its blocks' bin headers are sized. The one
    /// <see cref="BlockArrayWriter"/> and the one <see cref="BlockArrayReader"/> serve every framing through these values.
    /// </summary>
    /// <remarks>
    /// The unchecked header's ext payload is the optional prefix and one compact msgpack integer per block (the plain
    /// size); the checked header's is the optional prefix, one row of three big-endian uint32s per block (plain size,
    /// compressed size, block CRC-32C) and the CRC-32C of every framing byte before it, from the array header on.
    /// </remarks>
    internal sealed class BlockArrayFraming
    {
        /// <summary><c>Lz4BlockArray</c>, ext 98: bin32 blocks; the ext payload length is not read (MessagePack-CSharp writes it, and reads past it).</summary>
        internal static readonly BlockArrayFraming Lz4 = new BlockArrayFraming(
            "Lz4BlockArray", ReservedExtensionTypeCodes.Lz4BlockArray, isChecked: false, prefixSize: 0, smallestBinHeaders: false, exactPayloadLength: false, BlockCodecFamily.Lz4);

        /// <summary>Checked <c>Lz4BlockArray</c>, ext 97.</summary>
        internal static readonly BlockArrayFraming CheckedLz4 = new BlockArrayFraming(
            "Lz4BlockArray", ReservedExtensionTypeCodes.CheckedLz4BlockArray, isChecked: true, prefixSize: 0, smallestBinHeaders: false, exactPayloadLength: true, BlockCodecFamily.Lz4);

        /// <summary><c>ZstdBlockArray</c>, ext 95: the dictionary id first, the smallest bin header per block, an exact ext payload length.</summary>
        internal static readonly BlockArrayFraming Zstd = new BlockArrayFraming(
            "ZstdBlockArray", ReservedExtensionTypeCodes.ZstdBlockArray, isChecked: false, prefixSize: DictionaryIdSize, smallestBinHeaders: true, exactPayloadLength: true, BlockCodecFamily.Zstandard);

        /// <summary>Checked <c>ZstdBlockArray</c>, ext 94.</summary>
        internal static readonly BlockArrayFraming CheckedZstd = new BlockArrayFraming(
            "ZstdBlockArray", ReservedExtensionTypeCodes.CheckedZstdBlockArray, isChecked: true, prefixSize: DictionaryIdSize, smallestBinHeaders: true, exactPayloadLength: true, BlockCodecFamily.Zstandard);

        /// <summary>The size of the dictionary id that leads a Zstandard block array's ext payload (big-endian uint32, 0 for none).</summary>
        internal const int DictionaryIdSize = 4;

        private BlockArrayFraming(string name, sbyte extensionCode, bool isChecked, int prefixSize, bool smallestBinHeaders, bool exactPayloadLength, BlockCodecFamily codec)
        {
            this.Codec = codec;
            this.Name = name;
            this.ExtensionCode = extensionCode;
            this.IsChecked = isChecked;
            this.PrefixSize = prefixSize;
            this.SmallestBinHeaders = smallestBinHeaders;
            this.ExactPayloadLength = exactPayloadLength;
            this.DisplayName = isChecked ? "checked " + name : name;
        }

        /// <summary>Gets the framing's name (the <see cref="MessagePackCompression"/> member that writes it).</summary>
        internal string Name { get; }

        /// <summary>Gets the name error messages use: "checked " and the name for the checked form.</summary>
        internal string DisplayName { get; }

        /// <summary>Gets the codec the blocks are written in.</summary>
        internal BlockCodecFamily Codec { get; }

        /// <summary>Gets the ext type code of the header element.</summary>
        internal sbyte ExtensionCode { get; }

        /// <summary>Gets a value indicating whether the header is the checked table, ending with its own CRC-32C.</summary>
        internal bool IsChecked { get; }

        /// <summary>Gets the size of the big-endian uint32 prefix (the dictionary id) at the start of the ext payload, or 0.</summary>
        internal int PrefixSize { get; }

        /// <summary>Gets a value indicating whether each block's bin header is the smallest that fits (else always bin32).</summary>
        internal bool SmallestBinHeaders { get; }

        /// <summary>Gets a value indicating whether the ext payload length must equal what the header holds.</summary>
        internal bool ExactPayloadLength { get; }

        /// <summary>Gets the framing an ext type code leads, or null for a code that leads no block array.</summary>
        /// <param name="extensionCode">The ext type code of an array's first element.</param>
        /// <returns>The framing, or null.</returns>
        internal static BlockArrayFraming? ForExtension(sbyte extensionCode) => extensionCode switch
        {
            ReservedExtensionTypeCodes.Lz4BlockArray => Lz4,
            ReservedExtensionTypeCodes.CheckedLz4BlockArray => CheckedLz4,
            ReservedExtensionTypeCodes.ZstdBlockArray => Zstd,
            ReservedExtensionTypeCodes.CheckedZstdBlockArray => CheckedZstd,
            _ => null,
        };

        /// <summary>Gets the framing a block-array compression mode writes.</summary>
        /// <param name="zstd">Whether the mode is <c>ZstdBlockArray</c> (else <c>Lz4BlockArray</c>).</param>
        /// <param name="isChecked">Whether block checksums are on.</param>
        /// <returns>The framing.</returns>
        internal static BlockArrayFraming For(bool zstd, bool isChecked)
            => zstd ? (isChecked ? CheckedZstd : Zstd) : (isChecked ? CheckedLz4 : Lz4);

        /// <summary>Gets the size of a block's bin header.</summary>
        /// <param name="compressed">The block's length.</param>
        /// <returns>2, 3 or 5.</returns>
        internal int BinHeaderSize(int compressed) => !this.SmallestBinHeaders ? FramingHeaders.Bin32HeaderSize : compressed switch
        {
            <= byte.MaxValue => 2,
            <= ushort.MaxValue => 3,
            _ => FramingHeaders.Bin32HeaderSize,
        };

        /// <summary>Writes a block's bin header; returns its size.</summary>
        /// <param name="destination">At least <see cref="BinHeaderSize"/> bytes.</param>
        /// <param name="compressed">The block's length.</param>
        /// <returns>The header's size.</returns>
        internal int WriteBinHeader(System.Span<byte> destination, int compressed)
        {
            switch (this.BinHeaderSize(compressed))
            {
                case 2:
                    destination[0] = MessagePackCode.Bin8;
                    destination[1] = (byte)compressed;
                    return 2;
                case 3:
                    destination[0] = MessagePackCode.Bin16;
                    System.Buffers.Binary.BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)compressed);
                    return 3;
                default:
                    return FramingHeaders.WriteBin32Header(destination, compressed);
            }
        }
    }
}
