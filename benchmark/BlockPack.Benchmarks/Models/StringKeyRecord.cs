using System;
using System.Collections.Generic;
using MemoryPack;
using PolyType;
using B = BlockPack;
using M = MessagePack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>The same nine members as <see cref="IntKeyRecord"/> with string keys (a msgpack map per record).</summary>
    /// <remarks>Nerdbank.MessagePack writes a map by default and takes the key names from its property shapes.</remarks>
    [B.MessagePackObject]
    [M.MessagePackObject]
    [MemoryPackable]
    [GenerateShape]
    public sealed partial class StringKeyRecord
    {
        [B.Key("id"), M.Key("id"), PropertyShape(Name = "id")] public int Id { get; set; }

        [B.Key("name"), M.Key("name"), PropertyShape(Name = "name")] public string? Name { get; set; }

        [B.Key("email"), M.Key("email"), PropertyShape(Name = "email")] public string? Email { get; set; }

        [B.Key("age"), M.Key("age"), PropertyShape(Name = "age")] public int Age { get; set; }

        [B.Key("country"), M.Key("country"), PropertyShape(Name = "country")] public string? Country { get; set; }

        [B.Key("score"), M.Key("score"), PropertyShape(Name = "score")] public int Score { get; set; }

        [B.Key("balance"), M.Key("balance"), PropertyShape(Name = "balance")] public long Balance { get; set; }

        [B.Key("created"), M.Key("created"), PropertyShape(Name = "created")] public DateTime Created { get; set; }

        [B.Key("tags"), M.Key("tags"), PropertyShape(Name = "tags")] public List<int>? Tags { get; set; }
    }
}
