using System;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// SipHash-1-3 (Aumasson and Bernstein): a keyed pseudo-random function over short inputs, the hash-table
    /// variant Rust and CPython use against hash flooding. Without the 128-bit key an attacker can neither predict
    /// a hash nor construct inputs that collide. Keyed with <see cref="ProcessHashKey"/>.
    /// </summary>
    /// <remarks>
    /// The general <see cref="Hash(ReadOnlySpan{byte}, ulong, ulong)"/> follows the specification byte for byte (the
    /// tests check it against published vectors); the 8-byte overloads are the same function unrolled (they
    /// combine the two hash codes of a composite key's parts, with no span and no loop). Fixed-width keys themselves are hashed with the cheaper <see cref="PairMultiplyShift"/>.
    /// </remarks>
    internal static class SipHash13
    {
        private const ulong InitV0 = 0x736f6d6570736575;
        private const ulong InitV1 = 0x646f72616e646f6d;
        private const ulong InitV2 = 0x6c7967656e657261;
        private const ulong InitV3 = 0x7465646279746573;

        /// <summary>Hashes 8 bytes (a little-endian <paramref name="value"/>) under the process key.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int Hash(ulong value) => (int)Hash(value, ProcessHashKey.K0, ProcessHashKey.K1);

        /// <summary>Hashes any byte string under the process key.</summary>
        internal static int Hash(ReadOnlySpan<byte> data) => (int)Hash(data, ProcessHashKey.K0, ProcessHashKey.K1);

        /// <summary>SipHash-1-3 of an 8-byte message.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static ulong Hash(ulong message, ulong k0, ulong k1)
        {
            ulong v0 = InitV0 ^ k0, v1 = InitV1 ^ k1, v2 = InitV2 ^ k0, v3 = InitV3 ^ k1;
            Compress(ref v0, ref v1, ref v2, ref v3, message);
            Compress(ref v0, ref v1, ref v2, ref v3, 8UL << 56);
            return Finish(v0, v1, v2, v3);
        }

        /// <summary>SipHash-1-3 of any message.</summary>
        internal static ulong Hash(ReadOnlySpan<byte> data, ulong k0, ulong k1)
        {
            ulong v0 = InitV0 ^ k0, v1 = InitV1 ^ k1, v2 = InitV2 ^ k0, v3 = InitV3 ^ k1;
            int whole = data.Length & ~7;
            for (int i = 0; i < whole; i += 8)
            {
                ulong word = MemoryMarshal.Read<ulong>(data.Slice(i));
                if (!BitConverter.IsLittleEndian)
                {
                    word = ReverseBytes(word);
                }

                Compress(ref v0, ref v1, ref v2, ref v3, word);
            }

            // The last block carries the leftover bytes (little-endian) and the message length in its top byte.
            ulong last = (ulong)data.Length << 56;
            for (int i = data.Length - 1; i >= whole; i--)
            {
                last |= (ulong)data[i] << (8 * (i - whole));
            }

            Compress(ref v0, ref v1, ref v2, ref v3, last);
            return Finish(v0, v1, v2, v3);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void Compress(ref ulong v0, ref ulong v1, ref ulong v2, ref ulong v3, ulong message)
        {
            v3 ^= message;
            Round(ref v0, ref v1, ref v2, ref v3);
            v0 ^= message;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static ulong Finish(ulong v0, ulong v1, ulong v2, ulong v3)
        {
            v2 ^= 0xff;
            Round(ref v0, ref v1, ref v2, ref v3);
            Round(ref v0, ref v1, ref v2, ref v3);
            Round(ref v0, ref v1, ref v2, ref v3);
            return v0 ^ v1 ^ v2 ^ v3;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static void Round(ref ulong v0, ref ulong v1, ref ulong v2, ref ulong v3)
        {
            v0 += v1;
            v1 = RotateLeft(v1, 13);
            v1 ^= v0;
            v0 = RotateLeft(v0, 32);
            v2 += v3;
            v3 = RotateLeft(v3, 16);
            v3 ^= v2;
            v0 += v3;
            v3 = RotateLeft(v3, 21);
            v3 ^= v0;
            v2 += v1;
            v1 = RotateLeft(v1, 17);
            v1 ^= v2;
            v2 = RotateLeft(v2, 32);
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        private static ulong RotateLeft(ulong value, int bits) => (value << bits) | (value >> (64 - bits));

        private static ulong ReverseBytes(ulong value)
        {
            ulong result = 0;
            for (int i = 0; i < 8; i++)
            {
                result = (result << 8) | (value & 0xff);
                value >>= 8;
            }

            return result;
        }
    }
}
