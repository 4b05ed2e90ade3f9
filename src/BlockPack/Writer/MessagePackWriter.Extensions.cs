using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <content>
    /// Extension values: fixext1/2/4/8/16 when the payload has exactly that length, otherwise the shortest of ext8,
    /// ext16 and ext32.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>
        /// Writes an extension header: fixext1, fixext2, fixext4, fixext8 or fixext16 when the length is exactly 1, 2, 4, 8
        /// or 16, otherwise the shortest of ext8, ext16 and ext32. Write the payload next with
        /// <see cref="WriteRaw(System.ReadOnlySpan{byte})"/>.
        /// </summary>
        /// <param name="extensionHeader">The type code and payload length.</param>
        public void WriteExtensionFormatHeader(ExtensionHeader extensionHeader)
        {
            uint length = extensionHeader.Length;
            byte typeCode = unchecked((byte)extensionHeader.TypeCode);
            byte fixedCode = length switch
            {
                1 => MessagePackCode.FixExt1,
                2 => MessagePackCode.FixExt2,
                4 => MessagePackCode.FixExt4,
                8 => MessagePackCode.FixExt8,
                16 => MessagePackCode.FixExt16,
                _ => 0,
            };

            if (fixedCode != 0)
            {
                // Reserving the payload too keeps these small fixed-size values contiguous.
                ref byte destination = ref this.Reserve(2 + (int)length);
                destination = fixedCode;
                Unsafe.Add(ref destination, 1) = typeCode;
                this.buffered += 2;
            }
            else if (length <= byte.MaxValue)
            {
                ref byte destination = ref this.Reserve(3);
                destination = MessagePackCode.Ext8;
                Unsafe.Add(ref destination, 1) = (byte)length;
                Unsafe.Add(ref destination, 2) = typeCode;
                this.buffered += 3;
            }
            else if (length <= ushort.MaxValue)
            {
                ref byte destination = ref this.Reserve(4);
                WriteCodeAndBigEndian(ref destination, MessagePackCode.Ext16, (ushort)length);
                Unsafe.Add(ref destination, 3) = typeCode;
                this.buffered += 4;
            }
            else
            {
                ref byte destination = ref this.Reserve(6);
                WriteCodeAndBigEndian(ref destination, MessagePackCode.Ext32, length);
                Unsafe.Add(ref destination, 5) = typeCode;
                this.buffered += 6;
            }
        }

        /// <summary>Writes a whole extension value: its header (see <see cref="WriteExtensionFormatHeader"/>), then its payload.</summary>
        /// <param name="extensionData">The type code and payload.</param>
        /// <exception cref="System.OverflowException">The payload is longer than an ext32 can announce (4 GiB - 1).</exception>
        public void WriteExtensionFormat(ExtensionResult extensionData)
        {
            this.WriteExtensionFormatHeader(extensionData.Header);
            this.WriteRaw(extensionData.Data);
        }
    }
}
