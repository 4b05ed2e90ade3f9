using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <content>
    /// Integers in one fixed format regardless of their value, for readers or schemas that expect an exact width.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Writes a <see cref="byte"/> as uint8 (0xcc and one byte), even when a fixint would do.</summary>
        /// <param name="value">The value.</param>
        public void WriteUInt8(byte value)
        {
            ref byte destination = ref this.Reserve(2);
            destination = MessagePackCode.UInt8;
            Unsafe.Add(ref destination, 1) = value;
            this.buffered += 2;
        }

        /// <summary>Writes an <see cref="sbyte"/> as int8 (0xd0 and one byte), even when a fixint would do.</summary>
        /// <param name="value">The value.</param>
        public void WriteInt8(sbyte value)
        {
            ref byte destination = ref this.Reserve(2);
            destination = MessagePackCode.Int8;
            Unsafe.Add(ref destination, 1) = unchecked((byte)value);
            this.buffered += 2;
        }

        /// <summary>Writes a <see cref="ushort"/> as uint16 (0xcd and two big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteUInt16(ushort value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(3), MessagePackCode.UInt16, value);
            this.buffered += 3;
        }

        /// <summary>Writes a <see cref="short"/> as int16 (0xd1 and two big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteInt16(short value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(3), MessagePackCode.Int16, unchecked((ushort)value));
            this.buffered += 3;
        }

        /// <summary>Writes a <see cref="uint"/> as uint32 (0xce and four big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteUInt32(uint value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(5), MessagePackCode.UInt32, value);
            this.buffered += 5;
        }

        /// <summary>Writes an <see cref="int"/> as int32 (0xd2 and four big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteInt32(int value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(5), MessagePackCode.Int32, unchecked((uint)value));
            this.buffered += 5;
        }

        /// <summary>Writes a <see cref="ulong"/> as uint64 (0xcf and eight big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteUInt64(ulong value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(9), MessagePackCode.UInt64, value);
            this.buffered += 9;
        }

        /// <summary>Writes a <see cref="long"/> as int64 (0xd3 and eight big-endian bytes).</summary>
        /// <param name="value">The value.</param>
        public void WriteInt64(long value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(9), MessagePackCode.Int64, unchecked((ulong)value));
            this.buffered += 9;
        }
    }
}
