using System;
using System.Collections.Generic;
using System.Linq;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// For every covered key type: keys crafted to collide under the type's own hash (CollidingKeys) really do collide
    /// under <see cref="EqualityComparer{T}.Default"/>, and the comparer <see cref="MessagePackSecurity.UntrustedData"/>
    /// hands out gives them (nearly) all-distinct hash codes and an even spread over the buckets. The comparer is
    /// keyed by a random secret, so the thresholds are set where a failure would need odds below one in a billion
    /// (2,000 random 32-bit codes share one with probability about 5e-4, three with about 1e-11).
    /// </summary>
    public class CollisionResistanceTests
    {
        private const int Count = 2000;

        // Random keys fill a table sized to their count with at most a handful in one bucket; 16 is far out in the tail.
        private const int MostKeysInOneBucket = 16;

        [Fact] public void Int64_keys_with_equal_halves() => AssertFloodDefeated(CollidingKeys.Int64(Count));

        [Fact] public void UInt64_keys_with_equal_halves() => AssertFloodDefeated(CollidingKeys.UInt64(Count));

        [Fact] public void Int32_keys_in_one_bucket() => AssertFloodDefeated(CollidingKeys.Int32(Count));

        [Fact] public void UInt32_keys_in_one_bucket() => AssertFloodDefeated(CollidingKeys.UInt32(Count));

        [Fact] public void Double_keys_with_equal_halves() => AssertFloodDefeated(CollidingKeys.Doubles(Count));

        [Fact] public void Single_keys_in_one_bucket() => AssertFloodDefeated(CollidingKeys.Singles(Count));

        [Fact] public void Decimal_keys_with_equal_words() => AssertFloodDefeated(CollidingKeys.Decimals(Count));

        [Fact] public void Guid_keys_with_equal_word_pairs() => AssertFloodDefeated(CollidingKeys.Guids(Count));

        [Fact] public void DateTime_keys_with_equal_tick_halves() => AssertFloodDefeated(CollidingKeys.DateTimes(Count));

        [Fact] public void DateTimeOffset_keys_with_equal_tick_halves() => AssertFloodDefeated(CollidingKeys.DateTimeOffsets(Count));

        [Fact] public void TimeSpan_keys_with_equal_tick_halves() => AssertFloodDefeated(CollidingKeys.TimeSpans(Count));

        [Fact] public void Long_enum_keys() => AssertFloodDefeated(CollidingKeys.LongEnums(Count));

        [Fact] public void Int_enum_keys() => AssertFloodDefeated(CollidingKeys.IntEnums(Count));

        [Fact] public void Object_keys_holding_colliding_longs() => AssertFloodDefeated(CollidingKeys.Objects(Count));

        [Fact] public void Nullable_long_keys() => AssertFloodDefeated(CollidingKeys.NullableInt64(Count));

        [Fact] public void Value_tuple_keys_of_colliding_longs() => AssertFloodDefeated(CollidingKeys.Tuples(Count));

        // The runtime's own KeyValuePair hash on .NET 10 is not flooded by these keys (see CollidingKeys.Pairs), so only the
        // secure comparer's spread is checked.
        [Fact] public void KeyValuePair_keys_of_colliding_longs() => AssertFloodDefeated(CollidingKeys.Pairs(Count), collidesUnderDefault: false);

        [Fact]
        public void Every_value_of_the_16_bit_types_gets_its_own_hash()
        {
            // Too few values to flood a table for long (at most 65,536 keys, spread by the type's own hash already);
            // the secure comparers must still not lose that spread.
            AssertNearlyAllDistinct(Enumerable.Range(0, 65536).Select(i => (ushort)i).ToArray());
            AssertNearlyAllDistinct(Enumerable.Range(0, 65536).Select(i => (short)i).ToArray());
            AssertNearlyAllDistinct(Enumerable.Range(0, 65536).Select(i => (char)i).ToArray());
            AssertNearlyAllDistinct(Enumerable.Range(0, 256).Select(i => (byte)i).ToArray());
            AssertNearlyAllDistinct(Enumerable.Range(0, 256).Select(i => (sbyte)i).ToArray());
            AssertNearlyAllDistinct(new[] { false, true });
        }

        [Fact]
        public void String_keys_use_a_hash_seeded_per_process()
        {
            // .NET's own string hash is Marvin with a per-process random seed, so colliding strings cannot be crafted
            // from outside; the netstandard2.0 build (which may run on .NET Framework, whose hash is not randomized)
            // uses SipHash-1-3 instead. ProcessSeedTests shows the codes differ between processes.
            string[] keys = Enumerable.Range(0, Count).Select(i => "key" + i.ToString("D6", System.Globalization.CultureInfo.InvariantCulture)).ToArray();
            IEqualityComparer<string> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<string>();
#if LIBRARY_NETSTANDARD
            Assert.Equal("BlockPack.Hashing.OrdinalStringComparer", secure.GetType().FullName);
#else
            Assert.Same(StringComparer.Ordinal, secure);
#endif
            KeySpread spread = KeySpread.Of(keys, secure);
            Assert.True(spread.DistinctHashes >= Count - 2 && spread.LargestBucket <= MostKeysInOneBucket, spread.ToString());
        }

        private static void AssertFloodDefeated<T>(T[] keys, bool collidesUnderDefault = true)
        {
            Assert.Equal(keys.Length, keys.Distinct().Count());

            // The attack works against the type's own hash: everything in one bucket.
            if (collidesUnderDefault)
            {
                KeySpread unprotected = KeySpread.Of(keys, EqualityComparer<T>.Default);
                Assert.True(unprotected.LargestBucket == keys.Length, "the crafted keys should share one bucket under the default hash: " + unprotected);
            }

            IEqualityComparer<T> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<T>();
            Assert.NotSame(EqualityComparer<T>.Default, secure);
            KeySpread spread = KeySpread.Of(keys, secure);
            Assert.True(spread.DistinctHashes >= keys.Length - 2, spread.ToString());
            Assert.True(spread.LargestBucket <= MostKeysInOneBucket, spread.ToString());

            // Equal keys must still hash alike (each key against a copy of itself that went through boxing).
            foreach (T key in keys.Take(50))
            {
                T copy = (T)(object)key!;
                Assert.True(secure.Equals(key, copy));
                Assert.Equal(secure.GetHashCode(key!), secure.GetHashCode(copy!));
            }
        }

        private static void AssertNearlyAllDistinct<T>(T[] keys)
            where T : notnull
        {
            IEqualityComparer<T> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<T>();
            Assert.NotSame(EqualityComparer<T>.Default, secure);
            int distinct = keys.Select(k => secure.GetHashCode(k)).Distinct().Count();
            Assert.True(distinct >= keys.Length - 8, $"{typeof(T).Name}: {distinct} distinct hash codes for {keys.Length} values");
        }
    }
}
