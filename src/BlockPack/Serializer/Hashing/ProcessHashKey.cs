using System;
using System.Security.Cryptography;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The hashing secrets of this process: drawn once from the operating system's cryptographic random number
    /// generator when first used, never written anywhere. Every process gets different ones, so hash codes (and the
    /// inputs that would collide) learned from one process say nothing about another.
    /// </summary>
    internal static class ProcessHashKey
    {
        // Field initializers, not a static constructor: the type stays beforefieldinit, so hot paths that read the key
        // carry no class-initialization check once it has run (and the JIT's optimized code embeds the words as
        // constants). Initializers run in text order, so Key is drawn before the words are read from it.
        private static readonly byte[] Key = DrawKey();

        /// <summary>The first word of the 128-bit SipHash key.</summary>
        internal static readonly ulong K0 = Word(0);

        /// <summary>The second word of the 128-bit SipHash key.</summary>
        internal static readonly ulong K1 = Word(1);

        /// <summary><see cref="PairMultiplyShift"/>'s multiplier words a₀ to a₃ and its addend b, 64 bits each.</summary>
        internal static readonly ulong PairA0 = Word(2), PairA1 = Word(3), PairA2 = Word(4), PairA3 = Word(5), PairB = Word(6);

        private static ulong Word(int index) => BitConverter.ToUInt64(Key, index * 8);

        private static byte[] DrawKey()
        {
            byte[] key = new byte[7 * 8]; // the seven words above
            using (RandomNumberGenerator random = RandomNumberGenerator.Create())
            {
                random.GetBytes(key);
            }

            return key;
        }
    }
}
