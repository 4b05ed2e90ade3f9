using System;
using System.Collections.Generic;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A typical business record with integer keys (an array on the wire), as in the record lists.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class IntKeyRecord
    {
        [M.Key(0)] [B.Key(0)] public int Id { get; set; }

        [M.Key(1)] [B.Key(1)] public string Name { get; set; } = "";

        [M.Key(2)] [B.Key(2)] public double Price { get; set; }

        [M.Key(3)] [B.Key(3)] public DateTime CreatedUtc { get; set; }

        [M.Key(4)] [B.Key(4)] public Status Status { get; set; }

        [M.Key(5)] [B.Key(5)] public long? Quantity { get; set; }

        [M.Key(6)] [B.Key(6)] public List<string> Tags { get; set; } = new List<string>();
    }
}
