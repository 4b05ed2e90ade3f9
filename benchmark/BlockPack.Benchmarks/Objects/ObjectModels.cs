using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Benchmarks.Objects
{
    /// <summary>Nine members, integer keys: the shape the issue asks to measure.</summary>
    [MessagePackObject]
    public class IntKeyPerson
    {
        [Key(0)] public int Id { get; set; }
        [Key(1)] public string? Name { get; set; }
        [Key(2)] public int Age { get; set; }
        [Key(3)] public long Score { get; set; }
        [Key(4)] public double Ratio { get; set; }
        [Key(5)] public bool Active { get; set; }
        [Key(6)] public DateTime Created { get; set; }
        [Key(7)] public string? Email { get; set; }
        [Key(8)] public List<int>? Tags { get; set; }
    }

    /// <summary>The same nine members with string keys (a map on the wire).</summary>
    [MessagePackObject]
    public class StringKeyPerson
    {
        [Key("id")] public int Id { get; set; }
        [Key("name")] public string? Name { get; set; }
        [Key("age")] public int Age { get; set; }
        [Key("score")] public long Score { get; set; }
        [Key("ratio")] public double Ratio { get; set; }
        [Key("active")] public bool Active { get; set; }
        [Key("created")] public DateTime Created { get; set; }
        [Key("email")] public string? Email { get; set; }
        [Key("tags")] public List<int>? Tags { get; set; }
    }
}
