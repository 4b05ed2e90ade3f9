using System;
using System.Collections.Generic;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// Builds the same pseudo-random records for every run (fixed seed), with names, e-mail addresses and countries
    /// drawn from small vocabularies so that LZ4 finds the kind of repetition real records have.
    /// </summary>
    public static class RecordFactory
    {
        private static readonly string[] Syllables = { "an", "bel", "cor", "da", "el", "fin", "gar", "hel", "is", "jo", "ka", "lin", "mar", "nor", "ol", "per", "quin", "ros", "sa", "tor", "ul", "ve", "wil", "xan", "yor", "zel" };
        private static readonly string[] Domains = { "example.com", "mail.test", "corp.example", "inbox.test", "post.example" };
        private static readonly string[] Countries = { "Norway", "Japan", "Brazil", "Kenya", "Canada", "Germany", "India", "Chile", "Portugal", "Vietnam", "Egypt", "Iceland" };
        private static readonly DateTime Epoch = new DateTime(2024, 1, 1, 0, 0, 0, DateTimeKind.Utc);

        /// <summary>Creates <paramref name="count"/> integer-key records.</summary>
        /// <param name="count">How many.</param>
        /// <returns>The records.</returns>
        public static IntKeyRecord[] IntKey(int count)
        {
            var random = new Random(20261121);
            var records = new IntKeyRecord[count];
            for (int i = 0; i < count; i++)
            {
                string name = Name(random);
                records[i] = new IntKeyRecord
                {
                    Id = i + 1,
                    Name = name,
                    Email = Email(name, random),
                    Age = random.Next(18, 90),
                    Country = Countries[random.Next(Countries.Length)],
                    Score = random.Next(0, 100_000),
                    Balance = random.NextInt64(-1_000_000, 10_000_000_000),
                    Created = Epoch.AddSeconds(random.Next(0, 60 * 60 * 24 * 365)),
                    Tags = Tags(random),
                };
            }

            return records;
        }

        /// <summary>Creates <paramref name="count"/> string-key records with the same values as <see cref="IntKey"/>.</summary>
        /// <param name="count">How many.</param>
        /// <returns>The records.</returns>
        public static StringKeyRecord[] StringKey(int count)
        {
            IntKeyRecord[] source = IntKey(count);
            var records = new StringKeyRecord[count];
            for (int i = 0; i < count; i++)
            {
                IntKeyRecord r = source[i];
                records[i] = new StringKeyRecord
                {
                    Id = r.Id,
                    Name = r.Name,
                    Email = r.Email,
                    Age = r.Age,
                    Country = r.Country,
                    Score = r.Score,
                    Balance = r.Balance,
                    Created = r.Created,
                    Tags = r.Tags,
                };
            }

            return records;
        }

        private static string Name(Random random)
        {
            int parts = random.Next(2, 5);
            var chars = new System.Text.StringBuilder(16);
            for (int p = 0; p < parts; p++)
            {
                chars.Append(Syllables[random.Next(Syllables.Length)]);
            }

            chars[0] = char.ToUpperInvariant(chars[0]);
            return chars.ToString();
        }

        private static string Email(string name, Random random)
            => $"{name.ToLowerInvariant()}{random.Next(1, 999)}@{Domains[random.Next(Domains.Length)]}";

        private static List<int> Tags(Random random)
        {
            int count = random.Next(2, 7);
            var tags = new List<int>(count);
            for (int t = 0; t < count; t++)
            {
                tags.Add(random.Next(0, 1000));
            }

            return tags;
        }
    }
}
