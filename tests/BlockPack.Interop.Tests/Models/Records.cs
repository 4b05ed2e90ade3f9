using System;
using System.Collections.Generic;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Deterministic record lists: repetitive enough to compress, varied enough to exercise every member.</summary>
    internal static class Records
    {
        private static readonly string[] Words = { "alpha", "beta", "gamma", "delta", "épsilon", "zeta", "ηta", "theta" };

        public static List<IntKeyRecord> IntKeyed(int count)
        {
            var random = new Random(count);
            var list = new List<IntKeyRecord>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(new IntKeyRecord
                {
                    Id = i * 7919 - count,
                    Name = Words[random.Next(Words.Length)] + " " + i,
                    Price = Math.Round(random.NextDouble() * 1000, 2),
                    CreatedUtc = new DateTime(2020, 1, 1, 0, 0, 0, DateTimeKind.Utc).AddSeconds(random.Next()),
                    Status = (Status)(i % 3 == 0 ? 300 : i % 3),
                    Quantity = i % 5 == 0 ? null : random.Next(-70000, 70000),
                    Tags = { Words[i % Words.Length], Words[random.Next(Words.Length)] },
                });
            }

            return list;
        }

        public static List<StringKeyRecord> StringKeyed(int count)
        {
            var list = new List<StringKeyRecord>(count);
            foreach (IntKeyRecord source in IntKeyed(count))
            {
                list.Add(new StringKeyRecord
                {
                    Id = source.Id,
                    Name = source.Name,
                    Price = source.Price,
                    CreatedUtc = source.CreatedUtc,
                    Status = source.Status,
                    Quantity = source.Quantity,
                    Tags = source.Tags,
                });
            }

            return list;
        }
    }
}
