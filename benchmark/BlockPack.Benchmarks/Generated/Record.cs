using System;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Generated
{
    /// <summary>
    /// The benchmark suite's nine-member int-key record (benchmark/BlockPack.Benchmarks IntKeyRecord), annotated for
    /// both libraries: BlockPack's attributes for its generated and emitted formatters, MessagePack-CSharp's for its own.
    /// Both write the same msgpack array, which the program checks before timing.
    /// </summary>
    [MessagePackObject]
    [MessagePack.MessagePackObject]
    public sealed class Record
    {
        [Key(0)]
        [MessagePack.Key(0)]
        public int Id { get; set; }

        [Key(1)]
        [MessagePack.Key(1)]
        public string? Name { get; set; }

        [Key(2)]
        [MessagePack.Key(2)]
        public string? Email { get; set; }

        [Key(3)]
        [MessagePack.Key(3)]
        public int Age { get; set; }

        [Key(4)]
        [MessagePack.Key(4)]
        public string? Country { get; set; }

        [Key(5)]
        [MessagePack.Key(5)]
        public int Score { get; set; }

        [Key(6)]
        [MessagePack.Key(6)]
        public long Balance { get; set; }

        [Key(7)]
        [MessagePack.Key(7)]
        public DateTime Created { get; set; }

        [Key(8)]
        [MessagePack.Key(8)]
        public List<int>? Tags { get; set; }

        /// <summary>Builds <paramref name="count"/> deterministic records.</summary>
        public static List<Record> Create(int count)
        {
            var random = new Random(13);
            var records = new List<Record>(count);
            string[] countries = { "NL", "DE", "FR", "GB", "US", "JP" };
            for (int i = 0; i < count; i++)
            {
                records.Add(new Record
                {
                    Id = i,
                    Name = "User " + random.Next(100_000),
                    Email = "user" + i + "@example.com",
                    Age = 18 + random.Next(60),
                    Country = countries[random.Next(countries.Length)],
                    Score = random.Next(),
                    Balance = random.NextInt64(-1_000_000, 1_000_000_000),
                    Created = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddSeconds(random.Next(30_000_000)),
                    Tags = new List<int> { random.Next(10), random.Next(10), random.Next(10) },
                });
            }

            return records;
        }
    }
}
