using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>The same nine members as <see cref="IntKeyRecord"/> with string keys (a msgpack map per record).</summary>
    [MessagePackObject]
    public sealed class StringKeyRecord
    {
        [Key("id")] public int Id { get; set; }

        [Key("name")] public string? Name { get; set; }

        [Key("email")] public string? Email { get; set; }

        [Key("age")] public int Age { get; set; }

        [Key("country")] public string? Country { get; set; }

        [Key("score")] public int Score { get; set; }

        [Key("balance")] public long Balance { get; set; }

        [Key("created")] public DateTime Created { get; set; }

        [Key("tags")] public List<int>? Tags { get; set; }
    }
}
