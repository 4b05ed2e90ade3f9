using System;
using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="ValueTuple{T1}"/>: component-wise equality, and a keyed
    /// combination of the components' collision-resistant hashes.
    /// </summary>
    /// <typeparam name="T1">Component 1.</typeparam>
    internal sealed class ValueTupleComparer<T1> : CollisionResistantComparer<ValueTuple<T1>>
    {
        private readonly IEqualityComparer<T1> c1;

        /// <summary>Initializes the comparer from its components' comparers.</summary>
        public ValueTupleComparer(IEqualityComparer<T1> c1)
        {
            this.c1 = c1;
        }

        /// <inheritdoc/>
        public override bool Equals(ValueTuple<T1> x, ValueTuple<T1> y) =>
            this.c1.Equals(x.Item1, y.Item1);

        /// <inheritdoc/>
        public override int GetHashCode(ValueTuple<T1> value) =>
            ComponentHash.Combine(0, ComponentHash.Of(this.c1, value.Item1));
    }
}
