using System;
using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Array and map headers.
    public ref partial struct MessagePackReader
    {
        /// <summary>
        /// Reads an array header (fixarray, array16 or array32) and returns how many elements follow.
        /// </summary>
        /// <returns>The element count.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an array.</exception>
        /// <exception cref="System.IO.EndOfStreamException">
        /// The header is truncated, or the count is larger than the rest of the input could hold (every element takes
        /// at least one byte), so hostile counts are rejected before anyone allocates for them.
        /// </exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int ReadArrayHeader()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                int count = unread[0] - MessagePackCode.MinFixArray;
                if ((uint)count <= 0x0F && count < unread.Length)
                {
                    this.AdvanceWithinSpan(1);
                    return count;
                }
            }

            if (!this.TryReadCollectionHeaderSlow(isMap: false, requireItemsPresent: true, out int slowCount))
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "an array header");
            }

            return slowCount;
        }

        /// <summary>
        /// Reads an array header if the whole header is present. Meant for incremental readers that may not have
        /// received the elements yet: unlike <see cref="ReadArrayHeader"/>, it does not compare the count with the
        /// bytes that follow.
        /// </summary>
        /// <param name="count">Receives the element count.</param>
        /// <returns><see langword="false"/> when the input ends before the header does (position unchanged).</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an array.</exception>
        /// <exception cref="System.OverflowException">The count exceeds <see cref="int.MaxValue"/>.</exception>
        public bool TryReadArrayHeader(out int count)
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                count = unread[0] - MessagePackCode.MinFixArray;
                if ((uint)count <= 0x0F)
                {
                    this.AdvanceWithinSpan(1);
                    return true;
                }
            }

            return this.TryReadCollectionHeaderSlow(isMap: false, requireItemsPresent: false, out count);
        }

        /// <summary>
        /// Reads a map header (fixmap, map16 or map32) and returns how many key/value pairs follow.
        /// </summary>
        /// <returns>The entry count.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a map.</exception>
        /// <exception cref="System.IO.EndOfStreamException">
        /// The header is truncated, or the count is larger than the rest of the input could hold (every entry takes
        /// at least two bytes), so hostile counts are rejected before anyone allocates for them.
        /// </exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int ReadMapHeader()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                int count = unread[0] - MessagePackCode.MinFixMap;
                if ((uint)count <= 0x0F && count * 2 < unread.Length)
                {
                    this.AdvanceWithinSpan(1);
                    return count;
                }
            }

            if (!this.TryReadCollectionHeaderSlow(isMap: true, requireItemsPresent: true, out int slowCount))
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "a map header");
            }

            return slowCount;
        }

        /// <summary>
        /// Reads a map header if the whole header is present. Meant for incremental readers that may not have
        /// received the entries yet: unlike <see cref="ReadMapHeader"/>, it does not compare the count with the
        /// bytes that follow.
        /// </summary>
        /// <param name="count">Receives the entry count.</param>
        /// <returns><see langword="false"/> when the input ends before the header does (position unchanged).</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a map.</exception>
        /// <exception cref="System.OverflowException">The count exceeds <see cref="int.MaxValue"/>.</exception>
        public bool TryReadMapHeader(out int count)
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0)
            {
                count = unread[0] - MessagePackCode.MinFixMap;
                if ((uint)count <= 0x0F)
                {
                    this.AdvanceWithinSpan(1);
                    return true;
                }
            }

            return this.TryReadCollectionHeaderSlow(isMap: true, requireItemsPresent: false, out count);
        }

        /// <summary>Reads any array or map header form, across segments if need be.</summary>
        /// <param name="isMap">Whether a map header (else an array header) is expected.</param>
        /// <param name="requireItemsPresent">Whether to reject counts the remaining input cannot hold.</param>
        /// <param name="count">Receives the count.</param>
        /// <returns><see langword="false"/> when the input ends inside the header; nothing is consumed then.</returns>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private bool TryReadCollectionHeaderSlow(bool isMap, bool requireItemsPresent, out int count)
        {
            string reading = isMap ? "a map header" : "an array header";
            Span<byte> scratch = stackalloc byte[5];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
            long offset = this.Consumed;
            count = 0;
            if (token.Length == 0)
            {
                return false;
            }

            byte code = token[0];
            int headerLength;
            long declared;
            if ((uint)(code - (isMap ? MessagePackCode.MinFixMap : MessagePackCode.MinFixArray)) <= 0x0F)
            {
                headerLength = 1;
                declared = code & 0x0F;
            }
            else if (code == (isMap ? MessagePackCode.Map16 : MessagePackCode.Array16))
            {
                headerLength = 3;
                if (token.Length < headerLength)
                {
                    return false;
                }

                declared = BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1));
            }
            else if (code == (isMap ? MessagePackCode.Map32 : MessagePackCode.Array32))
            {
                headerLength = 5;
                if (token.Length < headerLength)
                {
                    return false;
                }

                declared = BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1));
            }
            else
            {
                ThrowHelper.ThrowUnexpectedCode(code, offset, reading);
                return false;
            }

            if (requireItemsPresent)
            {
                int minimumBytesPerItem = isMap ? 2 : 1;
                long available = this.Remaining - headerLength;
                if (declared > available / minimumBytesPerItem)
                {
                    ThrowHelper.ThrowCountExceedsData(code, declared, offset, available, minimumBytesPerItem, isMap ? "entries" : "elements");
                }
            }

            if (declared > int.MaxValue)
            {
                ThrowHelper.ThrowCountTooLarge(code, declared, offset, isMap ? "entries" : "elements");
            }

            this.Advance(headerLength);
            count = (int)declared;
            return true;
        }
    }
}
