using System;

namespace BlockPack
{
    /// <summary>
    /// Whether <typeparamref name="T"/> always serializes to at most 9 bytes, which can never reach the compression
    /// threshold, so the compressed path (and its scratch buffer) is skipped for it entirely.
    /// </summary>
    /// <typeparam name="T">The type being serialized.</typeparam>
    internal static class IsFixedSizePrimitive<T>
    {
        /// <summary>A JIT-time constant per closed type, so the check costs nothing on the hot path.</summary>
        internal static readonly bool Value =
            typeof(T) == typeof(bool) || typeof(T) == typeof(byte) || typeof(T) == typeof(sbyte)
            || typeof(T) == typeof(short) || typeof(T) == typeof(ushort) || typeof(T) == typeof(int)
            || typeof(T) == typeof(uint) || typeof(T) == typeof(long) || typeof(T) == typeof(ulong)
            || typeof(T) == typeof(float) || typeof(T) == typeof(double) || typeof(T) == typeof(char)
            || typeof(T) == typeof(bool?) || typeof(T) == typeof(byte?) || typeof(T) == typeof(sbyte?)
            || typeof(T) == typeof(short?) || typeof(T) == typeof(ushort?) || typeof(T) == typeof(int?)
            || typeof(T) == typeof(uint?) || typeof(T) == typeof(long?) || typeof(T) == typeof(ulong?)
            || typeof(T) == typeof(float?) || typeof(T) == typeof(double?) || typeof(T) == typeof(char?);
    }
}
