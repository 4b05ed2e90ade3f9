using System;
using System.Collections.Generic;
using MemoryPack;

namespace BlockPack.AotMeasure
{
    /// <summary>
    /// The benchmark suite's nine-member int-key record (benchmark/BlockPack.Benchmarks IntKeyRecord: the same members,
    /// keys and data), annotated for BlockPack and for MemoryPack (members in declaration order); System.Text.Json needs
    /// no attribute. Under BlockPack each record is a 9-element msgpack array.
    /// </summary>
    [MessagePackObject]
    [MemoryPackable]
    public sealed partial class MeasureRecord
    {
        /// <summary>Gets or sets the id.</summary>
        [Key(0)]
        public int Id { get; set; }

        /// <summary>Gets or sets the name.</summary>
        [Key(1)]
        public string? Name { get; set; }

        /// <summary>Gets or sets the e-mail address.</summary>
        [Key(2)]
        public string? Email { get; set; }

        /// <summary>Gets or sets the age.</summary>
        [Key(3)]
        public int Age { get; set; }

        /// <summary>Gets or sets the country code.</summary>
        [Key(4)]
        public string? Country { get; set; }

        /// <summary>Gets or sets the score.</summary>
        [Key(5)]
        public int Score { get; set; }

        /// <summary>Gets or sets the balance.</summary>
        [Key(6)]
        public long Balance { get; set; }

        /// <summary>Gets or sets the creation time.</summary>
        [Key(7)]
        public DateTime Created { get; set; }

        /// <summary>Gets or sets the tags.</summary>
        [Key(8)]
        public List<int>? Tags { get; set; }

        /// <summary>Builds <paramref name="count"/> deterministic records (the suite's seed and values).</summary>
        public static List<MeasureRecord> Create(int count)
        {
            var random = new Random(13);
            var records = new List<MeasureRecord>(count);
            string[] countries = { "NL", "DE", "FR", "GB", "US", "JP" };
            for (int i = 0; i < count; i++)
            {
                records.Add(new MeasureRecord
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
