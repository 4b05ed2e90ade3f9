using System;
using System.Buffers;
using System.Buffers.Binary;
using BlockPack.Internal;

namespace BlockPack
{
    // Skipping whole values and slicing them out raw.
    public ref partial struct MessagePackReader
    {
        /// <summary>Advances past the next value, including everything nested in it.</summary>
        /// <remarks>
        /// Skipping is iterative (it counts the values still to skip instead of recursing), so arbitrarily deep
        /// nesting cannot overflow the stack.
        /// </remarks>
        /// <exception cref="MessagePackSerializationException">The value contains the code 0xc1.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public void Skip()
        {
            if (!this.TrySkipCore())
            {
                // TrySkipCore stops at the value that cannot be complete, so Consumed names it.
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "a value to skip");
            }
        }

        /// <summary>Advances past the next value, including everything nested in it, if the input holds all of it.</summary>
        /// <returns><see langword="false"/> when the input ends before the value does; the position is then unchanged.</returns>
        /// <exception cref="MessagePackSerializationException">The value contains the code 0xc1.</exception>
        public bool TrySkip()
        {
            MessagePackReader start = this;
            if (this.TrySkipCore())
            {
                return true;
            }

            this = start;
            return false;
        }

        /// <summary>Reads the next <paramref name="length"/> bytes as they are, without interpreting them.</summary>
        /// <param name="length">How many bytes.</param>
        /// <returns>A slice of <see cref="Sequence"/>.</returns>
        /// <exception cref="System.IO.EndOfStreamException">Fewer than <paramref name="length"/> bytes remain.</exception>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
        public ReadOnlySequence<byte> ReadRaw(long length)
        {
            if (length < 0)
            {
                ThrowHelper.ThrowNegativeRawLength(length);
            }

            if (length > this.Remaining)
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, $"{length} raw bytes");
            }

            return this.ReadSlice(length);
        }

        /// <summary>Reads the next whole value (with everything nested in it) as its raw MessagePack bytes.</summary>
        /// <returns>A slice of <see cref="Sequence"/> holding exactly one value.</returns>
        /// <exception cref="MessagePackSerializationException">The value contains the code 0xc1.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public ReadOnlySequence<byte> ReadRaw()
        {
            SequencePosition start = this.Position;
            this.Skip();
            return this.sequence.Slice(start, this.Position);
        }

        /// <summary>Skips one value iteratively.</summary>
        /// <returns>
        /// <see langword="false"/> when the input ends first; the reader is then left at the value that cannot be
        /// complete (a string too long for the rest of the input, or a container with more items than bytes left).
        /// </returns>
        private bool TrySkipCore()
        {
            Span<byte> scratch = stackalloc byte[MaxFixedTokenLength];

            // The number of values still owed. Each takes at least one byte, so it can never exceed what remains
            // (checked at every container), which also rejects hostile array/map counts at once.
            long pending = 1;
            while (pending > 0)
            {
                this.SkipExhaustedSegments();
                ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
                if (token.Length == 0)
                {
                    return false;
                }

                byte code = token[0];
                long valueLength;
                long children = 0;
                switch (code)
                {
                    case <= MessagePackCode.MaxFixInt:
                    case >= MessagePackCode.MinNegativeFixInt:
                    case MessagePackCode.Nil:
                    case MessagePackCode.False:
                    case MessagePackCode.True:
                        valueLength = 1;
                        break;
                    case <= MessagePackCode.MaxFixMap:
                        valueLength = 1;
                        children = 2L * (code & 0x0F);
                        break;
                    case <= MessagePackCode.MaxFixArray:
                        valueLength = 1;
                        children = code & 0x0F;
                        break;
                    case <= MessagePackCode.MaxFixStr:
                        valueLength = 1 + (code & 0x1F);
                        break;
                    case MessagePackCode.Bin8:
                    case MessagePackCode.Str8:
                        if (token.Length < 2)
                        {
                            return false;
                        }

                        valueLength = 2 + token[1];
                        break;
                    case MessagePackCode.Bin16:
                    case MessagePackCode.Str16:
                        if (token.Length < 3)
                        {
                            return false;
                        }

                        valueLength = 3 + BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1));
                        break;
                    case MessagePackCode.Bin32:
                    case MessagePackCode.Str32:
                        if (token.Length < 5)
                        {
                            return false;
                        }

                        valueLength = 5 + (long)BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1));
                        break;
                    case MessagePackCode.Ext8:
                        if (token.Length < 2)
                        {
                            return false;
                        }

                        valueLength = 3 + token[1];
                        break;
                    case MessagePackCode.Ext16:
                        if (token.Length < 3)
                        {
                            return false;
                        }

                        valueLength = 4 + BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1));
                        break;
                    case MessagePackCode.Ext32:
                        if (token.Length < 5)
                        {
                            return false;
                        }

                        valueLength = 6 + (long)BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1));
                        break;
                    case MessagePackCode.Float32:
                        valueLength = 5;
                        break;
                    case MessagePackCode.Float64:
                        valueLength = 9;
                        break;
                    case MessagePackCode.UInt8:
                    case MessagePackCode.Int8:
                        valueLength = 2;
                        break;
                    case MessagePackCode.UInt16:
                    case MessagePackCode.Int16:
                        valueLength = 3;
                        break;
                    case MessagePackCode.UInt32:
                    case MessagePackCode.Int32:
                        valueLength = 5;
                        break;
                    case MessagePackCode.UInt64:
                    case MessagePackCode.Int64:
                        valueLength = 9;
                        break;
                    case MessagePackCode.FixExt1:
                        valueLength = 3;
                        break;
                    case MessagePackCode.FixExt2:
                        valueLength = 4;
                        break;
                    case MessagePackCode.FixExt4:
                        valueLength = 6;
                        break;
                    case MessagePackCode.FixExt8:
                        valueLength = 10;
                        break;
                    case MessagePackCode.FixExt16:
                        valueLength = 18;
                        break;
                    case MessagePackCode.Array16:
                    case MessagePackCode.Map16:
                        if (token.Length < 3)
                        {
                            return false;
                        }

                        valueLength = 3;
                        children = BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1));
                        break;
                    case MessagePackCode.Array32:
                    case MessagePackCode.Map32:
                        if (token.Length < 5)
                        {
                            return false;
                        }

                        valueLength = 5;
                        children = BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1));
                        break;
                    default:
                        ThrowHelper.ThrowUnexpectedCode(code, this.Consumed, "a value to skip");
                        return false;
                }

                if (code == MessagePackCode.Map16 || code == MessagePackCode.Map32)
                {
                    children *= 2;
                }

                long remainingAfter = this.Remaining - valueLength;
                if (remainingAfter < 0)
                {
                    return false;
                }

                if (children > 0)
                {
                    // Checked before advancing, so a failure is reported at the container that cannot be complete.
                    if (pending - 1 + children > remainingAfter)
                    {
                        return false;
                    }

                    this.CancellationToken.ThrowIfCancellationRequested();
                }

                this.Advance(valueLength);
                pending += children - 1;
            }

            return true;
        }
    }
}
