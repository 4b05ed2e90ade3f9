using System;
using System.Buffers;

namespace BlockPack.SignalR.Internal
{
    /// <summary>
    /// SignalR's binary framing: each message is preceded by its length as a little-endian base-128 varint (seven bits
    /// a byte, high bit set on every byte but the last), at most five bytes, for lengths up to 2 GB - 1.
    /// </summary>
    internal static class LengthPrefix
    {
        /// <summary>The longest prefix: 2^31 - 1 needs five groups of seven bits.</summary>
        internal const int MaxLength = 5;

        /// <summary>Writes <paramref name="length"/> in its shortest form, the one SignalR's own formatter writes.</summary>
        /// <param name="length">The payload length, 0 to <see cref="int.MaxValue"/>.</param>
        /// <param name="destination">At least <see cref="Measure(int)"/> bytes.</param>
        /// <returns>The bytes written.</returns>
        internal static int Write(int length, Span<byte> destination)
        {
            uint rest = (uint)length;
            int count = 0;
            while (rest >= 0x80)
            {
                destination[count++] = (byte)(rest | 0x80);
                rest >>= 7;
            }

            destination[count++] = (byte)rest;
            return count;
        }

        /// <summary>The bytes <see cref="Write"/> takes for <paramref name="length"/>.</summary>
        /// <param name="length">The payload length.</param>
        /// <returns>1 to 5.</returns>
        internal static int Measure(int length)
        {
            uint rest = (uint)length;
            int count = 1;
            while (rest >= 0x80)
            {
                rest >>= 7;
                count++;
            }

            return count;
        }

        /// <summary>
        /// Reads a prefix from the start of <paramref name="input"/> without allocating, whatever the segmentation.
        /// </summary>
        /// <param name="input">The received bytes, starting at a message boundary.</param>
        /// <param name="length">The declared payload length.</param>
        /// <param name="prefixLength">The bytes the prefix took.</param>
        /// <returns><see langword="false"/> when the prefix itself is not complete yet.</returns>
        /// <exception cref="FormatException">The prefix runs past five bytes or declares 2 GB or more.</exception>
        internal static bool TryRead(in ReadOnlySequence<byte> input, out int length, out int prefixLength)
        {
            // Copy at most five bytes into a stack buffer: the prefix may straddle segments (a test splits frames
            // at every byte), and the sequence may be far longer than the prefix.
            Span<byte> head = stackalloc byte[MaxLength];
            int available = (int)Math.Min(input.Length, MaxLength);
            input.Slice(0, available).CopyTo(head);

            uint value = 0;
            for (int i = 0; i < available; i++)
            {
                byte b = head[i];
                if (i == MaxLength - 1 && b > 0x07)
                {
                    // The fifth group may only carry bits 28-30; anything more is 2 GB or a sixth byte.
                    ThrowHelper.ThrowPrefixTooLarge();
                }

                value |= (uint)(b & 0x7F) << (7 * i);
                if ((b & 0x80) == 0)
                {
                    length = (int)value;
                    prefixLength = i + 1;
                    return true;
                }
            }

            length = 0;
            prefixLength = 0;
            return false;
        }
    }
}
