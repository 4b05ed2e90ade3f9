using BlockPack.Internal;

namespace BlockPack.Compression.Framing
{
    /// <summary>The msgpack tokens of the LZ4 framings: every form the format allows, not just what writers emit.</summary>
    internal ref partial struct FramingReader
    {
        /// <summary>Reads an array header of any form, or consumes nothing.</summary>
        /// <param name="count">The element count.</param>
        /// <returns>False when the next token is not a complete array header.</returns>
        internal bool TryReadArrayHeader(out uint count)
        {
            FramingReader start = this;
            count = 0;
            if (!this.TryRead(out byte code))
            {
                return false;
            }

            if (code is >= MessagePackCode.MinFixArray and <= MessagePackCode.MaxFixArray)
            {
                count = (uint)(code & 0x0F);
                return true;
            }

            int size = code switch { MessagePackCode.Array16 => 2, MessagePackCode.Array32 => 4, _ => 0 };
            if (size != 0 && this.TryReadBigEndian(size, out ulong value))
            {
                count = (uint)value;
                return true;
            }

            this = start;
            return false;
        }

        /// <summary>Reads an ext header of any form (fixext1..16, ext8/16/32), or consumes nothing.</summary>
        /// <param name="typeCode">The extension type.</param>
        /// <param name="payloadLength">The payload length.</param>
        /// <returns>False when the next token is not a complete ext header.</returns>
        internal bool TryReadExtensionHeader(out sbyte typeCode, out uint payloadLength)
        {
            FramingReader start = this;
            typeCode = 0;
            payloadLength = 0;
            if (!this.TryRead(out byte code))
            {
                return false;
            }

            int lengthSize = 0;
            switch (code)
            {
                case MessagePackCode.FixExt1: payloadLength = 1; break;
                case MessagePackCode.FixExt2: payloadLength = 2; break;
                case MessagePackCode.FixExt4: payloadLength = 4; break;
                case MessagePackCode.FixExt8: payloadLength = 8; break;
                case MessagePackCode.FixExt16: payloadLength = 16; break;
                case MessagePackCode.Ext8: lengthSize = 1; break;
                case MessagePackCode.Ext16: lengthSize = 2; break;
                case MessagePackCode.Ext32: lengthSize = 4; break;
                default:
                    this = start;
                    return false;
            }

            if (lengthSize != 0)
            {
                if (!this.TryReadBigEndian(lengthSize, out ulong value))
                {
                    this = start;
                    return false;
                }

                payloadLength = (uint)value;
            }

            if (!this.TryRead(out byte type))
            {
                this = start;
                return false;
            }

            typeCode = unchecked((sbyte)type);
            return true;
        }

        /// <summary>
        /// Reads a length written as any msgpack integer (fixint, uint8..64, int8..64). Values above
        /// <see cref="long.MaxValue"/> come back as <see cref="long.MaxValue"/>; every caller rejects those anyway.
        /// </summary>
        /// <param name="what">What the length is, for the error message.</param>
        /// <param name="index">A number completing <paramref name="what"/> (such as a block index), or -1. Passed apart so
        /// the message is only formatted when something is wrong, not once per block.</param>
        /// <returns>The value, possibly negative.</returns>
        internal long ReadLength(string what, long index = -1)
        {
            long position = this.consumed;
            if (!this.TryRead(out byte code))
            {
                ThrowHelper.ThrowCompressedTruncated(Describe(what, index), position);
            }

            if (code <= MessagePackCode.MaxFixInt)
            {
                return code;
            }

            if (code >= MessagePackCode.MinNegativeFixInt)
            {
                return unchecked((sbyte)code);
            }

            int size = code switch
            {
                MessagePackCode.UInt8 or MessagePackCode.Int8 => 1,
                MessagePackCode.UInt16 or MessagePackCode.Int16 => 2,
                MessagePackCode.UInt32 or MessagePackCode.Int32 => 4,
                MessagePackCode.UInt64 or MessagePackCode.Int64 => 8,
                _ => 0,
            };

            if (size == 0)
            {
                ThrowHelper.ThrowCompressedUnexpectedCode(Describe(what, index) + " (an integer)", code, position);
            }

            if (!this.TryReadBigEndian(size, out ulong raw))
            {
                ThrowHelper.ThrowCompressedTruncated(Describe(what, index), position);
            }

            return code switch
            {
                MessagePackCode.Int8 => unchecked((sbyte)raw),
                MessagePackCode.Int16 => unchecked((short)raw),
                MessagePackCode.Int32 => unchecked((int)raw),
                MessagePackCode.Int64 => unchecked((long)raw),
                _ => raw > long.MaxValue ? long.MaxValue : (long)raw,
            };
        }

        private static string Describe(string what, long index) => index < 0 ? what : $"{what} {index}";

        /// <summary>
        /// Reads the header of a compressed block: bin8/16/32, or str8/16/32 and fixstr from old-spec writers.
        /// </summary>
        /// <param name="blockIndex">The block's index, for the error message.</param>
        /// <returns>The block's length in bytes.</returns>
        internal long ReadBlockHeader(long blockIndex)
        {
            long position = this.consumed;
            if (!this.TryRead(out byte code))
            {
                ThrowHelper.ThrowCompressedTruncated($"the header of LZ4 block {blockIndex}", position);
            }

            if (code is >= MessagePackCode.MinFixStr and <= MessagePackCode.MaxFixStr)
            {
                return code & 0x1F;
            }

            int size = code switch
            {
                MessagePackCode.Bin8 or MessagePackCode.Str8 => 1,
                MessagePackCode.Bin16 or MessagePackCode.Str16 => 2,
                MessagePackCode.Bin32 or MessagePackCode.Str32 => 4,
                _ => 0,
            };

            if (size == 0)
            {
                ThrowHelper.ThrowCompressedUnexpectedCode(
                    code == MessagePackCode.Nil ? $"LZ4 block {blockIndex} as bin or str, not nil" : $"LZ4 block {blockIndex} as bin or str",
                    code,
                    position);
            }

            if (!this.TryReadBigEndian(size, out ulong length))
            {
                ThrowHelper.ThrowCompressedTruncated($"the header of LZ4 block {blockIndex}", position);
            }

            return (long)length;
        }
    }
}
