using System;
using System.Collections.Generic;

namespace BlockPack.Tests.Objects.Models
{
    /// <summary>
    /// Models annotated as a MessagePack-CSharp user would annotate them (same attribute names, BlockPack namespace),
    /// whose expected bytes are worked out by hand from MessagePack-CSharp's format rules.
    /// </summary>
    public static class CompatibilityModels
    {
        [MessagePackObject]
        public class Person
        {
            [Key(0)]
            public int Id { get; set; }

            [Key(1)]
            public string? Name { get; set; }

            [Key(2)]
            public DateTime Born { get; set; }

            [Key(3)]
            public int? Age { get; set; }

            [Key(4)]
            public List<int>? Scores { get; set; }

            [Key(5)]
            public Dictionary<string, int[]>? Tags { get; set; }

            [Key(7)]
            public EnumModels.Color Favorite { get; set; }
        }

        [MessagePackObject]
        public class PersonMap
        {
            [Key("id")]
            public int Id { get; set; }

            [Key("name")]
            public string? Name { get; set; }

            [Key("age")]
            public int? Age { get; set; }

            [Key("scores")]
            public int[]? Scores { get; set; }
        }

        [MessagePackObject]
        public class Nested
        {
            [Key(0)]
            public List<List<int>>? Matrix { get; set; }

            [Key(1)]
            public Dictionary<int, string>? Names { get; set; }

            [Key(2)]
            public ConstructorModels.MutableStruct? Maybe { get; set; }

            [Key(3)]
            public UnionModels.IShape[]? Shapes { get; set; }
        }

        public class Plain
        {
            public double Ratio;

            public string? Name { get; set; }

            public int[]? Values { get; set; }
        }
    }
}
