using System;
using System.Collections.Generic;
using System.Reflection;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// Keys an attacker would send: distinct values built from each type's documented <c>GetHashCode</c> so that they
    /// share one hash code, or (for types whose hash is the value itself) one bucket of a dictionary pre-sized to
    /// their count, as BlockPack's formatters pre-size from the map header. Shared by the tests and by
    /// the hash-flood mode of benchmark/BlockPack.Benchmarks.
    /// </summary>
    internal static class CollidingKeys
    {
        /// <summary>The enum with a 64-bit underlying type, hashed as its value.</summary>
        internal enum LongEnum : long
        {
        }

        /// <summary>The enum with a 32-bit underlying type, hashed as its value.</summary>
        internal enum IntEnum
        {
        }

        /// <summary>
        /// <c>long.GetHashCode()</c> is <c>(int)value ^ (int)(value &gt;&gt; 32)</c>: equal halves give 0. The same holds
        /// for <see cref="ulong"/>, <see cref="TimeSpan"/> (its ticks) and <see cref="DateTime"/> (its ticks).
        /// </summary>
        internal static long[] Int64(int count)
        {
            var keys = new long[count];
            for (int i = 0; i < count; i++)
            {
                uint half = (uint)i + 1;
                keys[i] = (long)(((ulong)half << 32) | half);
            }

            return keys;
        }

        /// <summary>See <see cref="Int64"/>.</summary>
        internal static ulong[] UInt64(int count) => Array.ConvertAll(Int64(count), k => (ulong)k);

        /// <summary>See <see cref="Int64"/>.</summary>
        internal static TimeSpan[] TimeSpans(int count) => Array.ConvertAll(Int64(count), k => new TimeSpan(k));

        /// <summary>See <see cref="Int64"/>: ticks with equal halves, well inside <see cref="DateTime.MaxValue"/>.</summary>
        internal static DateTime[] DateTimes(int count) => Array.ConvertAll(Int64(count), k => new DateTime(k, DateTimeKind.Utc));

        /// <summary><c>DateTimeOffset.GetHashCode()</c> is the hash of its UTC date and time: <see cref="DateTimes"/> at offset 0.</summary>
        internal static DateTimeOffset[] DateTimeOffsets(int count) => Array.ConvertAll(DateTimes(count), d => new DateTimeOffset(d));

        /// <summary>An enum hashes as its underlying value: <see cref="Int64"/> again.</summary>
        internal static LongEnum[] LongEnums(int count) => Array.ConvertAll(Int64(count), k => (LongEnum)k);

        /// <summary>Boxed <see cref="Int64"/> keys: an <see cref="object"/> key hashes as the boxed value.</summary>
        internal static object[] Objects(int count) => Array.ConvertAll(Int64(count), k => (object)k);

        /// <summary><see cref="Int64"/> keys as <see cref="Nullable{T}"/>.</summary>
        internal static long?[] NullableInt64(int count) => Array.ConvertAll(Int64(count), k => (long?)k);

        /// <summary>
        /// <c>double.GetHashCode()</c> XORs the two halves of the bits (after folding -0.0 and NaN): equal halves give
        /// 0. High half 0x3FF00000 + i keeps every value a finite number in [1, 2).
        /// </summary>
        internal static double[] Doubles(int count)
        {
            var keys = new double[count];
            for (int i = 0; i < count; i++)
            {
                ulong half = 0x3FF00000u + (uint)i;
                keys[i] = BitConverter.Int64BitsToDouble((long)((half << 32) | half));
            }

            return keys;
        }

        /// <summary>
        /// <c>decimal.GetHashCode()</c> of an integer with an odd low word XORs its four 32-bit words: low = mid
        /// gives 0.
        /// </summary>
        internal static decimal[] Decimals(int count)
        {
            var keys = new decimal[count];
            for (int i = 0; i < count; i++)
            {
                int word = (2 * i) + 1;
                keys[i] = new decimal(word, word, 0, false, 0);
            }

            return keys;
        }

        /// <summary><c>Guid.GetHashCode()</c> XORs its four 32-bit words: pairs of equal words give 0.</summary>
        internal static Guid[] Guids(int count)
        {
            var keys = new Guid[count];
            for (int i = 0; i < count; i++)
            {
                int a = i + 1;
                short b = (short)(i * 7);
                short c = (short)(i >> 16);
                keys[i] = new Guid(a, (short)a, (short)(a >> 16), (byte)b, (byte)(b >> 8), (byte)c, (byte)(c >> 8), (byte)b, (byte)(b >> 8), (byte)c, (byte)(c >> 8));
            }

            return keys;
        }

        /// <summary>
        /// <c>ValueTuple</c> combines its items' hashes (with a per-process seed, but that cannot separate equal
        /// inputs): items that all hash to 0 make every tuple hash alike.
        /// </summary>
        internal static (long, long)[] Tuples(int count) => Array.ConvertAll(Int64(count), k => (k, k));

        /// <summary>
        /// Pairs of colliding longs. <c>KeyValuePair</c> does not override <c>GetHashCode</c>, and what the runtime's
        /// value-type hash makes of them varies: .NET Framework hashes the first field (so these collide), .NET 10 mixes
        /// all the bytes with a per-process seed (so they do not). The secure comparer must spread them either way.
        /// </summary>
        internal static KeyValuePair<long, long>[] Pairs(int count) => Array.ConvertAll(Int64(count), k => new KeyValuePair<long, long>(k, k));

        /// <summary>
        /// <c>int.GetHashCode()</c> is the value, so distinct values never share a hash code; they share a bucket when
        /// they are equal modulo the table's prime size, which a pre-sized table makes known. Multiples of it fill one
        /// bucket, then the next multiples plus one fill another, and so on.
        /// </summary>
        internal static int[] Int32(int count)
        {
            int prime = DictionaryBucketCount(count);
            uint perBucket = uint.MaxValue / (uint)prime;
            var keys = new int[count];
            for (int i = 0; i < count; i++)
            {
                keys[i] = unchecked((int)(((uint)i % perBucket * (uint)prime) + ((uint)i / perBucket)));
            }

            return keys;
        }

        /// <summary>See <see cref="Int32"/>.</summary>
        internal static uint[] UInt32(int count) => Array.ConvertAll(Int32(count), k => unchecked((uint)k));

        /// <summary>See <see cref="Int32"/>: an int-based enum hashes as its value.</summary>
        internal static IntEnum[] IntEnums(int count) => Array.ConvertAll(Int32(count), k => (IntEnum)k);

        /// <summary>
        /// <c>float.GetHashCode()</c> is its bits: <see cref="Int32"/>'s bucket trick on bit patterns, kept below the
        /// infinity pattern so every key is a finite, distinct number.
        /// </summary>
        internal static float[] Singles(int count)
        {
            int prime = DictionaryBucketCount(count);
            uint perBucket = 0x7F000000u / (uint)prime;
            var keys = new float[count];
            for (int i = 0; i < count; i++)
            {
                uint bits = ((uint)i % perBucket * (uint)prime) + ((uint)i / perBucket);
                keys[i] = BitConverter.Int32BitsToSingle((int)bits);
            }

            return keys;
        }

        /// <summary>
        /// The number of buckets of a <see cref="Dictionary{TKey, TValue}"/> created with capacity
        /// <paramref name="count"/>, read from the runtime itself rather than copied from its prime table.
        /// </summary>
        internal static int DictionaryBucketCount(int count)
        {
            var sized = new Dictionary<int, int>(count);
            FieldInfo buckets = typeof(Dictionary<int, int>).GetField("_buckets", BindingFlags.NonPublic | BindingFlags.Instance)
                ?? throw new InvalidOperationException("Dictionary<,> has no _buckets field on this runtime.");
            return ((int[])buckets.GetValue(sized)!).Length;
        }
    }
}
