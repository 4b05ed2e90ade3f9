using System;
using System.Runtime.InteropServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// Ordinal string comparison with SipHash-1-3 over the UTF-16 code units. Used by the netstandard2.0 build only:
    /// there the runtime may be .NET Framework, whose string hash is not randomized by default. On .NET (Core) the
    /// built-in ordinal comparer already hashes with Marvin under a per-process random seed, and is used instead.
    /// </summary>
    internal sealed class OrdinalStringComparer : CollisionResistantComparer<string>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly OrdinalStringComparer Instance = new OrdinalStringComparer();

        /// <inheritdoc/>
        public override bool Equals(string? x, string? y) => string.Equals(x, y, StringComparison.Ordinal);

        /// <inheritdoc/>
        public override int GetHashCode(string value) => SipHash13.Hash(MemoryMarshal.AsBytes(value.AsSpan()));
    }
}
