using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Benchmarks.Models
{
    /// <summary>
    /// Nine members with integer keys (a msgpack array per record). Annotated with BlockPack's attributes only:
    /// MessagePack-CSharp's would be added beside them if its package restored (docs/benchmarks.md).
    /// </summary>
    [MessagePackObject]
    public sealed class IntKeyRecord
    {
        [Key(0)] public int Id { get; set; }

        [Key(1)] public string? Name { get; set; }

        [Key(2)] public string? Email { get; set; }

        [Key(3)] public int Age { get; set; }

        [Key(4)] public string? Country { get; set; }

        [Key(5)] public int Score { get; set; }

        [Key(6)] public long Balance { get; set; }

        [Key(7)] public DateTime Created { get; set; }

        [Key(8)] public List<int>? Tags { get; set; }
    }
}
