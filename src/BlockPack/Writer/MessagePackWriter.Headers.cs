using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>Array and map headers, in the shortest of the fix, 16-bit and 32-bit forms.</content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>
        /// Writes the header of an array of <paramref name="count"/> elements as fixarray, array16 or array32, whichever
        /// is shortest. Write the elements next.
        /// </summary>
        /// <param name="count">The number of elements that follow.</param>
        /// <exception cref="System.ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void WriteArrayHeader(int count)
        {
            if (count < 0)
            {
                ThrowHelper.ThrowArgumentOutOfRange_Negative(nameof(count), count);
            }

            this.WriteArrayHeader((uint)count);
        }

        /// <summary>
        /// Writes the header of an array of <paramref name="count"/> elements as fixarray, array16 or array32, whichever
        /// is shortest. Write the elements next.
        /// </summary>
        /// <param name="count">The number of elements that follow.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void WriteArrayHeader(uint count)
        {
            if (count <= MessagePackCode.MaxFixArray - MessagePackCode.MinFixArray)
            {
                this.Reserve(1) = (byte)(MessagePackCode.MinFixArray | count);
                this.buffered += 1;
            }
            else
            {
                this.WriteCollectionHeader(count, MessagePackCode.Array16, MessagePackCode.Array32);
            }
        }

        /// <summary>
        /// Writes the header of a map of <paramref name="count"/> key/value pairs as fixmap, map16 or map32, whichever is
        /// shortest. Write key, value, key, value... next.
        /// </summary>
        /// <param name="count">The number of key/value pairs that follow.</param>
        /// <exception cref="System.ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void WriteMapHeader(int count)
        {
            if (count < 0)
            {
                ThrowHelper.ThrowArgumentOutOfRange_Negative(nameof(count), count);
            }

            this.WriteMapHeader((uint)count);
        }

        /// <summary>
        /// Writes the header of a map of <paramref name="count"/> key/value pairs as fixmap, map16 or map32, whichever is
        /// shortest. Write key, value, key, value... next.
        /// </summary>
        /// <param name="count">The number of key/value pairs that follow.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void WriteMapHeader(uint count)
        {
            if (count <= MessagePackCode.MaxFixMap - MessagePackCode.MinFixMap)
            {
                this.Reserve(1) = (byte)(MessagePackCode.MinFixMap | count);
                this.buffered += 1;
            }
            else
            {
                this.WriteCollectionHeader(count, MessagePackCode.Map16, MessagePackCode.Map32);
            }
        }

        private void WriteCollectionHeader(uint count, byte code16, byte code32)
        {
            if (count <= ushort.MaxValue)
            {
                WriteCodeAndBigEndian(ref this.Reserve(3), code16, (ushort)count);
                this.buffered += 3;
            }
            else
            {
                WriteCodeAndBigEndian(ref this.Reserve(5), code32, count);
                this.buffered += 5;
            }
        }
    }
}
