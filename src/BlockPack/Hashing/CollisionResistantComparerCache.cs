using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>The collision-resistant comparers of <typeparamref name="T"/>, found once per type (null when the type has none).</summary>
    /// <typeparam name="T">The key type.</typeparam>
    internal static class CollisionResistantComparerCache<T>
    {
        /// <summary>The comparer where boxed values of uncovered types inside <see cref="object"/> keys use their own hash.</summary>
        internal static readonly IEqualityComparer<T>? Lenient = Create(strict: false);

        /// <summary>The comparer where boxed values of uncovered types inside <see cref="object"/> keys are rejected.</summary>
        internal static readonly IEqualityComparer<T>? Strict = Create(strict: true);

        // An enum's comparer is created here, where T is known statically, rather than by CollisionResistantComparers
        // from a Type, so that enum keys stay covered under NativeAOT.
        private static IEqualityComparer<T>? Create(bool strict) => typeof(T).IsEnum
            ? BitwiseValueComparer<T>.Instance
            : (IEqualityComparer<T>?)CollisionResistantComparers.TryCreate(typeof(T), strict);
    }
}
