using System;
using System.Buffers.Binary;

namespace BlockPack.Compression.Framing
{
    /// <summary>
    /// Writes the msgpack headers of the LZ4 framings in the smallest form, as MessagePack-CSharp does. Callers
    /// size the span from the <c>…Size</c> methods first, so the writes themselves need no checks.
    /// </summary>
    internal static class FramingHeaders
    {
        /// <summary>The longest array header (array32).</summary>
        internal const int MaxArrayHeaderSize = 5;

        /// <summary>The longest ext header (ext32 with its type byte).</summary>
        internal const int MaxExtensionHeaderSize = 6;

        /// <summary>The longest compact unsigned int (uint32).</summary>
        internal const int MaxCompactUInt32Size = 5;

        /// <summary>The size of a bin32 header.</summary>
        internal const int Bin32HeaderSize = 5;

        /// <summary>The size of an int32 (D2) value.</summary>
        internal const int Int32Size = 5;

        /// <summary>Writes an array header; returns its size.</summary>
        internal static int WriteArrayHeader(Span<byte> destination, uint count)
        {
            if (count <= 15)
            {
                destination[0] = (byte)(MessagePackCode.MinFixArray | count);
                return 1;
            }

            if (count <= ushort.MaxValue)
            {
                destination[0] = MessagePackCode.Array16;
                BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)count);
                return 3;
            }

            destination[0] = MessagePackCode.Array32;
            BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), count);
            return 5;
        }

        /// <summary>Gets the size of the smallest ext header for a payload length.</summary>
        internal static int ExtensionHeaderSize(uint payloadLength) => payloadLength switch
        {
            1 or 2 or 4 or 8 or 16 => 2,
            <= byte.MaxValue => 3,
            <= ushort.MaxValue => 4,
            _ => 6,
        };

        /// <summary>Writes the smallest ext header for a payload length; returns its size.</summary>
        internal static int WriteExtensionHeader(Span<byte> destination, sbyte typeCode, uint payloadLength)
        {
            int size = ExtensionHeaderSize(payloadLength);
            switch (payloadLength)
            {
                case 1: destination[0] = MessagePackCode.FixExt1; break;
                case 2: destination[0] = MessagePackCode.FixExt2; break;
                case 4: destination[0] = MessagePackCode.FixExt4; break;
                case 8: destination[0] = MessagePackCode.FixExt8; break;
                case 16: destination[0] = MessagePackCode.FixExt16; break;
                case <= byte.MaxValue:
                    destination[0] = MessagePackCode.Ext8;
                    destination[1] = (byte)payloadLength;
                    break;
                case <= ushort.MaxValue:
                    destination[0] = MessagePackCode.Ext16;
                    BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)payloadLength);
                    break;
                default:
                    destination[0] = MessagePackCode.Ext32;
                    BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), payloadLength);
                    break;
            }

            destination[size - 1] = unchecked((byte)typeCode);
            return size;
        }

        /// <summary>Gets the size of the most compact unsigned int encoding of a value.</summary>
        internal static int CompactUInt32Size(uint value) => value switch
        {
            <= MessagePackCode.MaxFixInt => 1,
            <= byte.MaxValue => 2,
            <= ushort.MaxValue => 3,
            _ => 5,
        };

        /// <summary>Writes a value as the most compact unsigned int (fixint, uint8, uint16, uint32); returns its size.</summary>
        internal static int WriteCompactUInt32(Span<byte> destination, uint value)
        {
            switch (value)
            {
                case <= MessagePackCode.MaxFixInt:
                    destination[0] = (byte)value;
                    return 1;
                case <= byte.MaxValue:
                    destination[0] = MessagePackCode.UInt8;
                    destination[1] = (byte)value;
                    return 2;
                case <= ushort.MaxValue:
                    destination[0] = MessagePackCode.UInt16;
                    BinaryPrimitives.WriteUInt16BigEndian(destination.Slice(1), (ushort)value);
                    return 3;
                default:
                    destination[0] = MessagePackCode.UInt32;
                    BinaryPrimitives.WriteUInt32BigEndian(destination.Slice(1), value);
                    return 5;
            }
        }

        /// <summary>Writes an int32 in its fixed D2 form, as writers of the Lz4Block length do; returns 5.</summary>
        internal static int WriteInt32(Span<byte> destination, int value)
        {
            destination[0] = MessagePackCode.Int32;
            BinaryPrimitives.WriteInt32BigEndian(destination.Slice(1), value);
            return Int32Size;
        }

        /// <summary>Writes a bin32 header; returns 5.</summary>
        internal static int WriteBin32Header(Span<byte> destination, int length)
        {
            destination[0] = MessagePackCode.Bin32;
            BinaryPrimitives.WriteInt32BigEndian(destination.Slice(1), length);
            return Bin32HeaderSize;
        }
    }
}
