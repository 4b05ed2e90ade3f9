using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>Hashing of composite keys (tuples, key/value pairs, nullables) from their components' hashes.</summary>
    internal static class ComponentHash
    {
        /// <summary>A component's hash under its comparer; <see langword="null"/> hashes to 0.</summary>
        internal static int Of<T>(IEqualityComparer<T> comparer, T component) => component is null ? 0 : comparer.GetHashCode(component);

        /// <summary>
        /// Combines two hashes with SipHash-1-3 under the process key. The inputs are already secret (keyed hashes),
        /// and the keyed combination keeps their pairs from being steered into one output.
        /// </summary>
        internal static int Combine(int first, int second) => SipHash13.Hash(unchecked((uint)first | ((ulong)(uint)second << 32)));
    }
}
