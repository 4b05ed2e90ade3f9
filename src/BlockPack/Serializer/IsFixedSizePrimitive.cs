using System;

namespace BlockPack.Serializer
{
    /// <summary>
    /// Whether <typeparamref name="T"/> always serializes to at most 9 bytes, which can never reach the compression
    /// threshold, so the compressed path (and its scratch buffer) is skipped for it entirely. The set is
    /// MessagePack-CSharp's: the non-nullable primitives (a nullable one takes the compressed path, where its few
    /// bytes stay plain under the threshold anyway).
    /// </summary>
    /// <typeparam name="T">The type being serialized.</typeparam>
    internal static class IsFixedSizePrimitive<T>
    {
        /// <summary>
        /// Gets a value indicating whether <typeparamref name="T"/> is one of the fixed-size primitives. The null test
        /// comes first because the JIT folds it to a constant for every T: reference types (which share one generic
        /// instantiation and would otherwise pay a runtime lookup of the static field) answer false for free.
        /// </summary>
        internal static bool Value
        {
            [System.Runtime.CompilerServices.MethodImpl(System.Runtime.CompilerServices.MethodImplOptions.AggressiveInlining)]
            get => default(T) is not null && ForValueType;
        }

        /// <summary>Computed once per closed value type; a constant to the JIT after the type's static constructor ran.</summary>
        private static readonly bool ForValueType =
            typeof(T) == typeof(bool) || typeof(T) == typeof(byte) || typeof(T) == typeof(sbyte)
            || typeof(T) == typeof(short) || typeof(T) == typeof(ushort) || typeof(T) == typeof(int)
            || typeof(T) == typeof(uint) || typeof(T) == typeof(long) || typeof(T) == typeof(ulong)
            || typeof(T) == typeof(float) || typeof(T) == typeof(double) || typeof(T) == typeof(char);
    }
}
