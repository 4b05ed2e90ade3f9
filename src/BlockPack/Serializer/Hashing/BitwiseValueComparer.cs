using System;
using System.Collections.Generic;
using System.Runtime.CompilerServices;

namespace BlockPack.Hashing
{
    /// <summary>
    /// The collision-resistant comparer for value types whose equality is equality of their bytes: the integer
    /// types, <see cref="bool"/>, <see cref="char"/>, <see cref="Guid"/>, <see cref="TimeSpan"/> and enums. The hash
    /// is SipHash-1-3 of the value's bytes.
    /// </summary>
    /// <typeparam name="T">A value type of 1, 2, 4, 8 or 16 bytes whose equal values have equal bytes.</typeparam>
    internal sealed class BitwiseValueComparer<T> : CollisionResistantComparer<T>
        where T : unmanaged
    {
        /// <summary>The shared instance.</summary>
        internal static readonly BitwiseValueComparer<T> Instance = new BitwiseValueComparer<T>();

        /// <summary>Gets a value indicating whether <typeparamref name="T"/> has a size this comparer reads.</summary>
        internal static bool SupportsSize => Unsafe.SizeOf<T>() is 1 or 2 or 4 or 8 or 16;

        /// <inheritdoc/>
        public override bool Equals(T x, T y) => EqualityComparer<T>.Default.Equals(x, y);

        /// <inheritdoc/>
        public override int GetHashCode(T value)
        {
            ref byte bytes = ref Unsafe.As<T, byte>(ref value);
            switch (Unsafe.SizeOf<T>())
            {
                case 1: return SipHash13.Hash(bytes);
                case 2: return SipHash13.Hash(Unsafe.ReadUnaligned<ushort>(ref bytes));
                case 4: return SipHash13.Hash(Unsafe.ReadUnaligned<uint>(ref bytes));
                case 8: return SipHash13.Hash(Unsafe.ReadUnaligned<ulong>(ref bytes));
                default: return SipHash13.Hash(Unsafe.ReadUnaligned<ulong>(ref bytes), Unsafe.ReadUnaligned<ulong>(ref Unsafe.Add(ref bytes, 8)));
            }
        }
    }
}
