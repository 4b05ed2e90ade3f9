using System;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests.Models
{
    /// <summary>A union case with an integer key.</summary>
    [M.MessagePackObject]
    [B.MessagePackObject]
    public sealed class Circle : IShape
    {
        [M.Key(0)] [B.Key(0)] public double Radius { get; set; }

        [M.IgnoreMember] [B.IgnoreMember] public double Area => Math.PI * this.Radius * this.Radius;
    }
}
