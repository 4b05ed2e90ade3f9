using System;
using System.Security.Cryptography;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The 128-bit SipHash key of this process: drawn once from the operating system's cryptographic random number
    /// generator when first used, never written anywhere. Every process gets a different key, so hash codes (and
    /// the inputs that would collide) learned from one process say nothing about another.
    /// </summary>
    internal static class ProcessHashKey
    {
        // Field initializers, not a static constructor: the type stays beforefieldinit, so hot paths that read the key
        // carry no class-initialization check once it has run.
        private static readonly byte[] Key = DrawKey();

        /// <summary>The first key word.</summary>
        internal static readonly ulong K0 = BitConverter.ToUInt64(Key, 0);

        /// <summary>The second key word.</summary>
        internal static readonly ulong K1 = BitConverter.ToUInt64(Key, 8);

        private static byte[] DrawKey()
        {
            byte[] key = new byte[16];
            using (RandomNumberGenerator random = RandomNumberGenerator.Create())
            {
                random.GetBytes(key);
            }

            return key;
        }
    }
}
