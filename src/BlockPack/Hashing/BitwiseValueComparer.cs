using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for value types whose equality is equality of their bytes: the integer
    /// types, <see cref="bool"/>, <see cref="char"/>, <see cref="Guid"/>, <see cref="TimeSpan"/> and enums. The hash
    /// is <see cref="PairMultiplyShift"/> of the value's bytes: one 64-bit word (zero-extended below 8 bytes) or two.
    /// </summary>
    /// <typeparam name="T">A value type of 1, 2, 4, 8 or 16 bytes whose equal values have equal bytes.</typeparam>
    /// <remarks>
    /// Unconstrained, so that <see cref="CollisionResistantComparerCache{T}"/> can create it for an enum
    /// <typeparamref name="T"/> without <see cref="Type.MakeGenericType"/> (which NativeAOT cannot always do).
    /// </remarks>
    internal sealed class BitwiseValueComparer<T> : CollisionResistantComparer<T>
    {
        /// <summary>The shared instance.</summary>
        internal static readonly BitwiseValueComparer<T> Instance = new BitwiseValueComparer<T>();

        /// <summary>Gets a value indicating whether <typeparamref name="T"/> has a size this comparer reads.</summary>
        internal static bool SupportsSize => Unsafe.SizeOf<T>() is 1 or 2 or 4 or 8 or 16;

        /// <inheritdoc/>
        public override bool Equals(T? x, T? y) => EqualityComparer<T>.Default.Equals(x!, y!); // T is a value type: never null

        /// <inheritdoc/>
        public override int GetHashCode(T value)
        {
            // The common 8-byte keys by value: the JIT removes the box and keeps the key in a register, where reading
            // it in place (below) makes it spill the key to the stack and read it back, a few cycles on every lookup.
            if (typeof(T) == typeof(long))
            {
                return PairMultiplyShift.Hash(unchecked((ulong)(long)(object)value!));
            }

            if (typeof(T) == typeof(ulong))
            {
                return PairMultiplyShift.Hash((ulong)(object)value!);
            }

            switch (Unsafe.SizeOf<T>())
            {
                case 1: return PairMultiplyShift.Hash(Unsafe.As<T, byte>(ref value));
                case 2: return PairMultiplyShift.Hash(Unsafe.As<T, ushort>(ref value));
                case 4: return PairMultiplyShift.Hash(Unsafe.As<T, uint>(ref value));
                case 8: return PairMultiplyShift.Hash(Unsafe.As<T, ulong>(ref value));
                default: return PairMultiplyShift.Hash(Unsafe.As<T, ulong>(ref value), Unsafe.Add(ref Unsafe.As<T, ulong>(ref value), 1));
            }
        }
    }
}
