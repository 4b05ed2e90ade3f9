using System;
using System.Buffers;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>
    /// Byte arrays behind a bin8, bin16 or bin32 header; in <see cref="OldSpec"/> mode, which has no bin family, behind a
    /// raw string header instead.
    /// </content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>
        /// Writes bytes behind the shortest of the bin8, bin16 and bin32 headers (str headers in <see cref="OldSpec"/>
        /// mode), or nil when <paramref name="src"/> is <see langword="null"/>.
        /// </summary>
        /// <param name="src">The bytes, or <see langword="null"/>.</param>
        public void Write(byte[]? src)
        {
            if (src is null)
            {
                this.WriteNil();
                return;
            }

            this.Write(src.AsSpan());
        }

        /// <summary>
        /// Writes bytes behind the shortest of the bin8, bin16 and bin32 headers (str headers in <see cref="OldSpec"/> mode).
        /// </summary>
        /// <param name="src">The bytes.</param>
        public void Write(ReadOnlySpan<byte> src)
        {
            this.WriteBinHeader((uint)src.Length, src.Length);
            this.WriteRaw(src);
        }

        /// <summary>
        /// Writes bytes behind the shortest of the bin8, bin16 and bin32 headers (str headers in <see cref="OldSpec"/> mode).
        /// </summary>
        /// <param name="src">The bytes.</param>
        /// <exception cref="ArgumentOutOfRangeException">The sequence is longer than a bin32 can announce (4 GiB - 1).</exception>
        public void Write(in ReadOnlySequence<byte> src)
        {
            long length = src.Length;
            if (length > uint.MaxValue)
            {
                ThrowHelper.ThrowPayloadTooLong(nameof(src), length);
            }

            this.WriteBinHeader((uint)length, (int)Math.Min(length, int.MaxValue));
            this.WriteRaw(src);
        }

        /// <summary>
        /// Writes a header (bin8, bin16 or bin32, the shortest that fits; str headers in <see cref="OldSpec"/> mode)
        /// announcing <paramref name="length"/> bytes; write the bytes next with <see cref="WriteRaw(ReadOnlySpan{byte})"/>.
        /// </summary>
        /// <param name="length">The number of bytes that follow.</param>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
        public void WriteBinHeader(int length)
        {
            if (length < 0)
            {
                ThrowHelper.ThrowArgumentOutOfRange_Negative(nameof(length), length);
            }

            this.WriteBinHeader((uint)length, payloadLength: 0);
        }

        /// <summary>
        /// Writes a bin header (or a str header in <see cref="OldSpec"/> mode). When the header and
        /// <paramref name="payloadLength"/> bytes fit in one request, room for both is reserved now.
        /// </summary>
        private void WriteBinHeader(uint length, int payloadLength)
        {
            if (this.OldSpec)
            {
                this.WriteStringHeader(length, payloadLength);
                return;
            }

            int headerLength = length <= byte.MaxValue ? 2 : length <= ushort.MaxValue ? 3 : 5;
            int reserve = payloadLength <= MaximumBufferRequest - headerLength ? headerLength + payloadLength : headerLength;
            ref byte destination = ref this.Reserve(reserve);
            switch (headerLength)
            {
                case 2:
                    destination = MessagePackCode.Bin8;
                    Unsafe.Add(ref destination, 1) = (byte)length;
                    break;
                case 3:
                    WriteCodeAndBigEndian(ref destination, MessagePackCode.Bin16, (ushort)length);
                    break;
                default:
                    WriteCodeAndBigEndian(ref destination, MessagePackCode.Bin32, length);
                    break;
            }

            this.buffered += headerLength;
        }
    }
}
