using System;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The hashing secrets of this process: drawn once from the operating system's cryptographic random number
    /// generator when first used, never written anywhere. Every process gets different ones, so hash codes (and the
    /// inputs that would collide) learned from one process say nothing about another.
    /// </summary>
    /// <remarks>
    /// The words come from <see cref="Guid.NewGuid"/>, not from <c>System.Security.Cryptography.RandomNumberGenerator</c>:
    /// on Linux the latter goes through OpenSSL, and a process without libssl (a minimal container, a small NativeAOT
    /// image, embedded Linux) is aborted by the runtime (SIGABRT, not an exception) the first time a map is
    /// deserialized. <see cref="Guid.NewGuid"/> needs no OpenSSL and still draws from the operating system's CSPRNG:
    /// on Unix since .NET 5 through System.Native's <c>SystemNative_GetCryptographicallySecureRandomBytes</c>
    /// (/dev/urandom; CCRandomGenerateBytes on Apple platforms), throwing rather than returning weak bytes
    /// (dotnet/runtime#42752); on Windows and .NET Framework through CoCreateGuid, whose version 4 GUIDs come from the
    /// system's cryptographic generator. So the netstandard2.0 build keeps the same guarantee wherever it runs.
    /// </remarks>
    internal static class ProcessHashKey
    {
        // Field initializers, not a static constructor: the type stays beforefieldinit, so hot paths that read the key
        // carry no class-initialization check once it has run (and the JIT's optimized code embeds the words as
        // constants). Initializers run in text order, so Key is drawn before the words are read from it.
        private static readonly ulong[] Key = DrawKey(7); // the seven words below

        /// <summary>The first word of the 128-bit SipHash key.</summary>
        internal static readonly ulong K0 = Key[0];

        /// <summary>The second word of the 128-bit SipHash key.</summary>
        internal static readonly ulong K1 = Key[1];

        /// <summary><see cref="PairMultiplyShift"/>'s multiplier words a₀ to a₃ and its addend b, 64 bits each.</summary>
        internal static readonly ulong PairA0 = Key[2], PairA1 = Key[3], PairA2 = Key[4], PairA3 = Key[5], PairB = Key[6];

        private static ulong[] DrawKey(int words)
        {
            ulong[] key = new ulong[words];
            for (int i = 0; i < key.Length; i++)
            {
                key[i] = RandomWord(Guid.NewGuid());
            }

            return key;
        }

        /// <summary>
        /// 64 uniformly random bits from one version 4 GUID, which has 122: of its 16 bytes (in
        /// <see cref="Guid.ToByteArray()"/>'s order), the high nibble of byte 7 is the version (4) and the top two bits of
        /// byte 8 are the variant (10). Read as two words, the fixed bits sit at different positions in each (little-endian:
        /// bits 60-63 of the first, bits 6-7 of the second; big-endian: bits 4-7 and 62-63), so in their XOR every bit
        /// is the XOR of two distinct input bits of which at least one is random: all 64 bits are uniform and independent.
        /// </summary>
        internal static ulong RandomWord(Guid guid)
        {
            byte[] bytes = guid.ToByteArray();
            ulong first = BitConverter.ToUInt64(bytes, 0);
            ulong second = BitConverter.ToUInt64(bytes, 8);
            return first ^ second;
        }
    }
}
