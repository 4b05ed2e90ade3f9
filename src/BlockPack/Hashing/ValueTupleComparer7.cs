using System;
using System.Collections.Generic;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for <see cref="ValueTuple{T1, T2, T3, T4, T5, T6, T7}"/>: component-wise equality, and a keyed
    /// combination of the components' collision-resistant hashes.
    /// </summary>
    /// <typeparam name="T1">Component 1.</typeparam>
    /// <typeparam name="T2">Component 2.</typeparam>
    /// <typeparam name="T3">Component 3.</typeparam>
    /// <typeparam name="T4">Component 4.</typeparam>
    /// <typeparam name="T5">Component 5.</typeparam>
    /// <typeparam name="T6">Component 6.</typeparam>
    /// <typeparam name="T7">Component 7.</typeparam>
    internal sealed class ValueTupleComparer<T1, T2, T3, T4, T5, T6, T7> : CollisionResistantComparer<ValueTuple<T1, T2, T3, T4, T5, T6, T7>>
    {
        private readonly IEqualityComparer<T1> c1;
        private readonly IEqualityComparer<T2> c2;
        private readonly IEqualityComparer<T3> c3;
        private readonly IEqualityComparer<T4> c4;
        private readonly IEqualityComparer<T5> c5;
        private readonly IEqualityComparer<T6> c6;
        private readonly IEqualityComparer<T7> c7;

        /// <summary>Initializes the comparer from its components' comparers.</summary>
        public ValueTupleComparer(IEqualityComparer<T1> c1, IEqualityComparer<T2> c2, IEqualityComparer<T3> c3, IEqualityComparer<T4> c4, IEqualityComparer<T5> c5, IEqualityComparer<T6> c6, IEqualityComparer<T7> c7)
        {
            this.c1 = c1;
            this.c2 = c2;
            this.c3 = c3;
            this.c4 = c4;
            this.c5 = c5;
            this.c6 = c6;
            this.c7 = c7;
        }

        /// <inheritdoc/>
        public override bool Equals(ValueTuple<T1, T2, T3, T4, T5, T6, T7> x, ValueTuple<T1, T2, T3, T4, T5, T6, T7> y) =>
            this.c1.Equals(x.Item1, y.Item1)
                && this.c2.Equals(x.Item2, y.Item2)
                && this.c3.Equals(x.Item3, y.Item3)
                && this.c4.Equals(x.Item4, y.Item4)
                && this.c5.Equals(x.Item5, y.Item5)
                && this.c6.Equals(x.Item6, y.Item6)
                && this.c7.Equals(x.Item7, y.Item7);

        /// <inheritdoc/>
        public override int GetHashCode(ValueTuple<T1, T2, T3, T4, T5, T6, T7> value) =>
            ComponentHash.Combine(ComponentHash.Combine(ComponentHash.Combine(ComponentHash.Combine(ComponentHash.Combine(ComponentHash.Combine(ComponentHash.Of(this.c1, value.Item1), ComponentHash.Of(this.c2, value.Item2)), ComponentHash.Of(this.c3, value.Item3)), ComponentHash.Of(this.c4, value.Item4)), ComponentHash.Of(this.c5, value.Item5)), ComponentHash.Of(this.c6, value.Item6)), ComponentHash.Of(this.c7, value.Item7));
    }
}
