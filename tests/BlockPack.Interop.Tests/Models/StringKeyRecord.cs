using System;
using System.Collections.Generic;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>The record of <see cref="IntKeyRecord"/> with string keys (a map on the wire).</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class StringKeyRecord
    {
        [M.Key("id")] [B.Key("id")] public int Id { get; set; }

        [M.Key("name")] [B.Key("name")] public string Name { get; set; } = "";

        [M.Key("price")] [B.Key("price")] public double Price { get; set; }

        [M.Key("createdUtc")] [B.Key("createdUtc")] public DateTime CreatedUtc { get; set; }

        [M.Key("status")] [B.Key("status")] public Status Status { get; set; }

        [M.Key("quantity")] [B.Key("quantity")] public long? Quantity { get; set; }

        [M.Key("tags")] [B.Key("tags")] public List<string> Tags { get; set; } = new List<string>();
    }
}
