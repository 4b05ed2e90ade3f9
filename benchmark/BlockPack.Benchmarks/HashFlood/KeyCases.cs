using System;
using System.Collections.Generic;
using BlockPack.Tests.Security;

namespace BlockPack.Benchmarks.HashFlood
{
    /// <summary>The key types of the flooding table, each with its random and colliding key sets.</summary>
    internal static class KeyCases
    {
        internal static readonly KeyCase Int64 = new KeyCase<long>("long", (n, r) => Distinct(n, () => r.NextInt64()), CollidingKeys.Int64);

        internal static readonly KeyCase String = new KeyCase<string>("string", (n, r) => Distinct(n, () => RandomText(r)), null);

        internal static readonly KeyCase Guid = new KeyCase<Guid>("Guid", (n, r) => Distinct(n, () => RandomGuid(r)), CollidingKeys.Guids);

        internal static readonly KeyCase[] All =
        {
            Int64,
            new KeyCase<ulong>("ulong", (n, r) => Distinct(n, () => (ulong)r.NextInt64()), CollidingKeys.UInt64),
            new KeyCase<int>("int", (n, r) => Distinct(n, () => r.Next()), CollidingKeys.Int32),
            new KeyCase<uint>("uint", (n, r) => Distinct(n, () => (uint)r.Next()), CollidingKeys.UInt32),
            new KeyCase<double>("double", (n, r) => Distinct(n, () => r.NextDouble()), CollidingKeys.Doubles),
            new KeyCase<float>("float", (n, r) => Distinct(n, () => (float)r.NextDouble()), CollidingKeys.Singles),
            new KeyCase<decimal>("decimal", (n, r) => Distinct(n, () => (decimal)r.NextInt64()), CollidingKeys.Decimals),
            String,
            Guid,
            new KeyCase<DateTime>("DateTime", (n, r) => Distinct(n, () => new DateTime(r.NextInt64(DateTime.MaxValue.Ticks), DateTimeKind.Utc)), CollidingKeys.DateTimes),
            new KeyCase<DateTimeOffset>("DateTimeOffset", (n, r) => Distinct(n, () => new DateTimeOffset(r.NextInt64(DateTime.MaxValue.Ticks), TimeSpan.Zero)), CollidingKeys.DateTimeOffsets),
            new KeyCase<TimeSpan>("TimeSpan", (n, r) => Distinct(n, () => new TimeSpan(r.NextInt64())), CollidingKeys.TimeSpans),
            new KeyCase<CollidingKeys.LongEnum>("enum : long", (n, r) => Distinct(n, () => (CollidingKeys.LongEnum)r.NextInt64()), CollidingKeys.LongEnums),
            new KeyCase<CollidingKeys.IntEnum>("enum : int", (n, r) => Distinct(n, () => (CollidingKeys.IntEnum)r.Next()), CollidingKeys.IntEnums),
            new KeyCase<object>("object (boxed long)", (n, r) => Distinct(n, () => (object)r.NextInt64()), CollidingKeys.Objects),
            new KeyCase<long>("long, map read as object", (n, r) => Distinct(n, () => r.NextInt64()), CollidingKeys.Int64, readAsObject: true),
            new KeyCase<(long, long)>("(long, long)", (n, r) => Distinct(n, () => (r.NextInt64(), r.NextInt64())), CollidingKeys.Tuples),
            new KeyCase<KeyValuePair<long, long>>("KeyValuePair<long, long>", (n, r) => Distinct(n, () => new KeyValuePair<long, long>(r.NextInt64(), r.NextInt64())), CollidingKeys.Pairs),
        };

        private static T[] Distinct<T>(int count, Func<T> next)
        {
            var seen = new HashSet<T>();
            var keys = new T[count];
            int i = 0;
            while (i < count)
            {
                T key = next();
                if (seen.Add(key))
                {
                    keys[i++] = key;
                }
            }

            return keys;
        }

        private static string RandomText(Random random)
        {
            Span<char> text = stackalloc char[16];
            for (int i = 0; i < text.Length; i++)
            {
                text[i] = (char)('a' + random.Next(26));
            }

            return new string(text);
        }

        private static Guid RandomGuid(Random random)
        {
            Span<byte> bytes = stackalloc byte[16];
            random.NextBytes(bytes);
            return new Guid(bytes);
        }
    }
}
