using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using System.Reflection;
using BlockPack.Formatters;
using BlockPack.Formatters.Collections;

namespace BlockPack.Tests.Security
{
    /// <summary>
    /// Every formatter that builds a hashed collection gives it <see cref="MessagePackSecurity.GetEqualityComparer{T}"/>
    /// of the options it reads with: the collision-resistant comparer for untrusted data, the default one for trusted
    /// data; and the collections read back hold exactly what was written.
    /// </summary>
    public class HashedCollectionFormatterTests
    {
        private static readonly MessagePackSerializerOptions Untrusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData);
        private static readonly MessagePackSerializerOptions Trusted = MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.TrustedData);

        [Fact] public void Dictionary_of_long() => AssertDictionaryComparer(CollidingKeys.Int64(300));

        [Fact] public void Dictionary_of_int() => AssertDictionaryComparer(CollidingKeys.Int32(300));

        [Fact] public void Dictionary_of_double() => AssertDictionaryComparer(CollidingKeys.Doubles(300));

        [Fact] public void Dictionary_of_decimal() => AssertDictionaryComparer(CollidingKeys.Decimals(300));

        [Fact] public void Dictionary_of_Guid() => AssertDictionaryComparer(CollidingKeys.Guids(300));

        [Fact] public void Dictionary_of_DateTime() => AssertDictionaryComparer(CollidingKeys.DateTimes(300));

        [Fact] public void Dictionary_of_DateTimeOffset() => AssertDictionaryComparer(CollidingKeys.DateTimeOffsets(300));

        [Fact] public void Dictionary_of_TimeSpan() => AssertDictionaryComparer(CollidingKeys.TimeSpans(300));

        [Fact] public void Dictionary_of_enum() => AssertDictionaryComparer(CollidingKeys.LongEnums(300));

        [Fact] public void Dictionary_of_object() => AssertDictionaryComparer(CollidingKeys.Objects(300));

        [Fact] public void Dictionary_of_value_tuple() => AssertDictionaryComparer(CollidingKeys.Tuples(300));

        [Fact] public void Dictionary_of_string() => AssertDictionaryComparer(Enumerable.Range(0, 300).Select(i => "k" + i).ToArray());

        [Fact]
        public void A_map_read_as_object()
        {
            // Deserialize<object> reads maps with PrimitiveObjectFormatter, into Dictionary<object, object?>.
            byte[] bytes = MessagePackSerializer.Serialize(Map(CollidingKeys.Int64(300)), Untrusted);

            var untrusted = (Dictionary<object, object?>)MessagePackSerializer.Deserialize<object>(bytes, Untrusted)!;
            Assert.Equal(300, untrusted.Count);
            Assert.Same(MessagePackSecurity.UntrustedData.GetEqualityComparer<object>(), untrusted.Comparer);
            Assert.Same(EqualityComparer<object>.Default, ((Dictionary<object, object?>)MessagePackSerializer.Deserialize<object>(bytes, Trusted)!).Comparer);
        }

        [Fact]
        public void The_default_options_are_collision_resistant_and_TrustedData_opts_out()
        {
            Assert.Same(MessagePackSecurity.UntrustedData, MessagePackSerializerOptions.Standard.Security);
            long[] keys = CollidingKeys.Int64(300);
            byte[] bytes = MessagePackSerializer.Serialize(Map(keys));

            Dictionary<long, int> byDefault = MessagePackSerializer.Deserialize<Dictionary<long, int>>(bytes)!;
            Assert.Same(MessagePackSecurity.UntrustedData.GetEqualityComparer<long>(), byDefault.Comparer);
            Assert.NotSame(EqualityComparer<long>.Default, byDefault.Comparer);
            Assert.Same(EqualityComparer<long>.Default, MessagePackSerializer.Deserialize<Dictionary<long, int>>(bytes, Trusted)!.Comparer);
            var asObject = (Dictionary<object, object?>)MessagePackSerializer.Deserialize<object>(bytes)!;
            Assert.Same(MessagePackSecurity.UntrustedData.GetEqualityComparer<object>(), asObject.Comparer);
        }

        [Fact]
        public void Interface_and_read_only_dictionaries()
        {
            long[] keys = CollidingKeys.Int64(200);
            Dictionary<long, int> source = Map(keys);
            IEqualityComparer<long> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<long>();

            var asInterface = (Dictionary<long, int>)RoundTrip<IDictionary<long, int>>(source, Untrusted)!;
            Assert.Same(secure, asInterface.Comparer);
            var asReadOnlyInterface = (Dictionary<long, int>)RoundTrip<IReadOnlyDictionary<long, int>>(source, Untrusted)!;
            Assert.Same(secure, asReadOnlyInterface.Comparer);

            ReadOnlyDictionary<long, int> readOnly = RoundTrip(new ReadOnlyDictionary<long, int>(source), Untrusted)!;
            Assert.Equal(source.OrderBy(e => e.Key), readOnly.OrderBy(e => e.Key));
            Assert.Same(secure, Inner(readOnly).Comparer);

            ConcurrentDictionary<long, int> concurrent = RoundTrip(new ConcurrentDictionary<long, int>(source), Untrusted)!;
            Assert.Equal(source.OrderBy(e => e.Key), concurrent.OrderBy(e => e.Key));
            Assert.Same(secure, concurrent.Comparer);
            Assert.Same(EqualityComparer<long>.Default, RoundTrip(new ConcurrentDictionary<long, int>(source), Trusted)!.Comparer);
        }

        [Fact]
        public void Sets()
        {
            Guid[] keys = CollidingKeys.Guids(200);
            IEqualityComparer<Guid> secure = MessagePackSecurity.UntrustedData.GetEqualityComparer<Guid>();

            HashSet<Guid> set = RoundTrip(new HashSet<Guid>(keys), Untrusted)!;
            Assert.True(set.SetEquals(keys));
            Assert.Same(secure, set.Comparer);
            Assert.Same(EqualityComparer<Guid>.Default, RoundTrip(new HashSet<Guid>(keys), Trusted)!.Comparer);
            Assert.Same(secure, ((HashSet<Guid>)RoundTrip<ISet<Guid>>(new HashSet<Guid>(keys), Untrusted)!).Comparer);
#if NET5_0_OR_GREATER && !LIBRARY_NETSTANDARD
            Assert.Same(secure, ((HashSet<Guid>)RoundTrip<IReadOnlySet<Guid>>(new HashSet<Guid>(keys), Untrusted)!).Comparer);
#endif
        }

        [Fact]
        public void Lookups_and_groupings()
        {
            long[] keys = CollidingKeys.Int64(100);
            ILookup<long, string> source = keys.SelectMany(k => new[] { (k, "a" + k), (k, "b" + k) }).ToLookup(p => p.Item1, p => p.Item2);
            byte[] bytes = MessagePackSerializer.Serialize(source, Untrusted);

            // MessagePack-CSharp's layout: an array of [key, [elements]].
            var reader = new MessagePackReader(bytes);
            Assert.Equal(100, reader.ReadArrayHeader());
            Assert.Equal(2, reader.ReadArrayHeader());
            Assert.Equal(keys[0], reader.ReadInt64());
            Assert.Equal(2, reader.ReadArrayHeader());

            ILookup<long, string> lookup = MessagePackSerializer.Deserialize<ILookup<long, string>>(bytes, Untrusted)!;
            Assert.Equal(100, lookup.Count);
            Assert.Equal(new[] { "a" + keys[7], "b" + keys[7] }, lookup[keys[7]]);
            Assert.Empty(lookup[12345]);
            Assert.Equal(keys, lookup.Select(g => g.Key));
            Assert.Same(MessagePackSecurity.UntrustedData.GetEqualityComparer<long>(), ((ReadOnlyLookup<long, string>)lookup).Comparer);

            IGrouping<long, string> grouping = MessagePackSerializer.Deserialize<IGrouping<long, string>>(MessagePackSerializer.Serialize(source.First(), Untrusted), Untrusted)!;
            Assert.Equal(keys[0], grouping.Key);
            Assert.Equal(new[] { "a" + keys[0], "b" + keys[0] }, grouping);
        }

        [Fact]
        public void A_lookup_that_repeats_a_key_is_rejected()
        {
            var writer = new ArrayBufferWriter<byte>();
            var w = new MessagePackWriter(writer);
            w.WriteArrayHeader(2);
            for (int i = 0; i < 2; i++)
            {
                w.WriteArrayHeader(2);
                w.Write(5);
                w.WriteArrayHeader(0);
            }

            w.Flush();
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<ILookup<int, int>>(writer.WrittenMemory, Untrusted));
            Assert.Contains("repeats the key 5", error.Message);
        }

        private static void AssertDictionaryComparer<T>(T[] keys)
            where T : notnull
        {
            Dictionary<T, int> source = Map(keys);
            Dictionary<T, int> untrusted = RoundTrip(source, Untrusted)!;
            Assert.Equal(source, untrusted);
            Assert.Same(MessagePackSecurity.UntrustedData.GetEqualityComparer<T>(), untrusted.Comparer);
            Assert.Same(EqualityComparer<T>.Default, RoundTrip(source, Trusted)!.Comparer);
        }

        private static Dictionary<T, int> Map<T>(T[] keys)
            where T : notnull
        {
            var map = new Dictionary<T, int>();
            for (int i = 0; i < keys.Length; i++)
            {
                map.Add(keys[i], i);
            }

            return map;
        }

        private static T? RoundTrip<T>(T value, MessagePackSerializerOptions options) =>
            MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value, options), options);

        private static Dictionary<TKey, TValue> Inner<TKey, TValue>(ReadOnlyDictionary<TKey, TValue> readOnly)
            where TKey : notnull
        {
            PropertyInfo inner = typeof(ReadOnlyDictionary<TKey, TValue>).GetProperty("Dictionary", BindingFlags.NonPublic | BindingFlags.Instance)!;
            return (Dictionary<TKey, TValue>)inner.GetValue(readOnly)!;
        }
    }
}
