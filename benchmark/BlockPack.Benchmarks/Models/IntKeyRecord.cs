using System;
using System.Collections.Generic;
using MemoryPack;
using PolyType;
using B = BlockPack;
using M = MessagePack;
using N = Nerdbank.MessagePack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// Nine members with integer keys (a msgpack array per record). Every library of the suite reads the same class:
    /// BlockPack's and MessagePack-CSharp's attributes, MemoryPack's generated formatter (members in declaration
    /// order) and Nerdbank.MessagePack's generated shape with the same integer keys.
    /// </summary>
    [B.MessagePackObject]
    [M.MessagePackObject]
    [MemoryPackable]
    [GenerateShape]
    public sealed partial class IntKeyRecord
    {
        [B.Key(0), M.Key(0), N.Key(0)] public int Id { get; set; }

        [B.Key(1), M.Key(1), N.Key(1)] public string? Name { get; set; }

        [B.Key(2), M.Key(2), N.Key(2)] public string? Email { get; set; }

        [B.Key(3), M.Key(3), N.Key(3)] public int Age { get; set; }

        [B.Key(4), M.Key(4), N.Key(4)] public string? Country { get; set; }

        [B.Key(5), M.Key(5), N.Key(5)] public int Score { get; set; }

        [B.Key(6), M.Key(6), N.Key(6)] public long Balance { get; set; }

        [B.Key(7), M.Key(7), N.Key(7)] public DateTime Created { get; set; }

        [B.Key(8), M.Key(8), N.Key(8)] public List<int>? Tags { get; set; }
    }
}
