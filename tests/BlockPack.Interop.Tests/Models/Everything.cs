using System;
using System.Collections.Generic;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>Integer keys with a gap (key 2 unused), every member kind the resolvers pick, and an ignored member.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public class Everything
    {
        [M.Key(0)] [B.Key(0)] public int Number { get; set; }

        [M.Key(1)] [B.Key(1)] public string? Text { get; set; }

        [M.Key(3)] [B.Key(3)] public byte[]? Bytes { get; set; }

        [M.Key(4)] [B.Key(4)] public DateTime When { get; set; }

        [M.Key(5)] [B.Key(5)] public SmallEnum Small { get; set; }

        [M.Key(6)] [B.Key(6)] public int? Maybe { get; set; }

        [M.Key(7)] [B.Key(7)] public Dictionary<string, int>? Counts { get; set; }

        [M.Key(8)] [B.Key(8)] public IntKeyPoint Point { get; set; }

        [M.Key(9)] [B.Key(9)] public IShape? Shape { get; set; }

        [M.Key(10)] [B.Key(10)] public object? Anything { get; set; }

        [M.Key(11)] [B.Key(11)] public char Letter { get; set; }

        [M.Key(12)] [B.Key(12)] public float Ratio { get; set; }

        [M.IgnoreMember] [B.IgnoreMember] public string Derived => this.Text + "!";

        [M.IgnoreMember] [B.IgnoreMember] public int Scratch { get; set; }
    }
}
