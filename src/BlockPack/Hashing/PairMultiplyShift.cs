using System.Runtime.CompilerServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// Pair-multiply-shift hashing (Thorup, "High Speed Hashing for Integers and Strings", arXiv:1504.06804, after
    /// Dietzfelbinger's multiply-add-shift): a key is read as 32-bit words x₀, x₁ (and x₂, x₃ for 16 bytes), and its
    /// hash is the top 32 bits of ((a₀ + x₁)(a₁ + x₀) [+ (a₂ + x₃)(a₃ + x₂)] + b) mod 2⁶⁴, with the 64-bit words
    /// aᵢ and b drawn at random once per process (<see cref="ProcessHashKey"/>), scrambled by
    /// <see cref="BucketSpreadMixer"/> so that structured keys also spread over a table's buckets.
    /// </summary>
    /// <remarks>
    /// <para>
    /// Why it resists flooding: the family is strongly universal. For two different keys x and y chosen without
    /// knowledge of the aᵢ and b, the difference of the sums is a₀Δ₀ + a₁Δ₁ (+ a₂Δ₂ + a₃Δ₃) plus a constant that
    /// depends only on the keys, where some Δᵢ is a non-zero 32-bit difference, so a multiple of 2ˢ for an s ≤ 31;
    /// with that aᵢ uniform, the difference is uniform over a coset of 2ˢℤ modulo 2⁶⁴; with b uniform and independent,
    /// y's sum is uniform and independent of it. Since s ≤ 64 − 32, the top 32 bits of x's sum are then uniform
    /// whatever y's are: the two hash codes are independent and uniform. So two keys share a hash code with probability
    /// 2⁻³², and a dictionary bucket (the hash code modulo a table size p) with probability under 1/p + 2⁻³², as random
    /// keys do, however the keys were chosen.
    /// </para>
    /// <para>
    /// What it is not: a pseudo-random function. The guarantee holds for keys chosen without seeing this process's
    /// hash codes; someone who could read many of them (or learn many collisions, for example by timing) could solve
    /// for the key. SipHash-1-3, which this replaced for fixed-width keys, is a PRF, and cost too much to be the
    /// default (docs/security.md).
    /// </para>
    /// </remarks>
    internal static class PairMultiplyShift
    {
        /// <summary>Hashes 8 bytes (a little-endian <paramref name="value"/>) under the process key.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int Hash(ulong value) => Hash(value, ProcessHashKey.PairA0, ProcessHashKey.PairA1, ProcessHashKey.PairB);

        /// <summary>Hashes 16 bytes (two little-endian words) under the process key.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int Hash(ulong first, ulong second) =>
            Hash(first, second, ProcessHashKey.PairA0, ProcessHashKey.PairA1, ProcessHashKey.PairA2, ProcessHashKey.PairA3, ProcessHashKey.PairB);

        /// <summary>The top 32 bits of ((a₀ + x₁)(a₁ + x₀) + b) mod 2⁶⁴, x₀ and x₁ being the low and high halves of <paramref name="value"/>, scrambled.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int Hash(ulong value, ulong a0, ulong a1, ulong b) =>
            BucketSpreadMixer.Mix(unchecked((uint)((((a0 + (value >> 32)) * (a1 + (uint)value)) + b) >> 32)));

        /// <summary>The top 32 bits of ((a₀ + x₁)(a₁ + x₀) + (a₂ + x₃)(a₃ + x₂) + b) mod 2⁶⁴, x₀ to x₃ being the halves of the two words, scrambled.</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        internal static int Hash(ulong first, ulong second, ulong a0, ulong a1, ulong a2, ulong a3, ulong b) =>
            BucketSpreadMixer.Mix(unchecked((uint)((((a0 + (first >> 32)) * (a1 + (uint)first)) + ((a2 + (second >> 32)) * (a3 + (uint)second)) + b) >> 32)));
    }
}
