using System.Runtime.Serialization;

namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Objects written as maps keyed by [Key(string)] or by member name.</summary>
    public static class StringKeyModels
    {
        [MessagePackObject]
        public class Point
        {
            [Key("x")]
            public int X { get; set; }

            [Key("y")]
            public int Y { get; set; }
        }

        [MessagePackObject]
        public class PointWithDefault
        {
            [Key("x")]
            public int X { get; set; }

            [Key("y")]
            public int Y { get; set; }

            [Key("z")]
            public int Z { get; set; } = 5;
        }

        [MessagePackObject(keyAsPropertyName: true)]
        public class ByName
        {
            // Fields follow properties on the wire, whatever the declaration order.
            public int Field;

            public int Alpha { get; set; }

            [IgnoreMember]
            public int Hidden { get; set; }

            public int Beta { get; set; }
        }

        [MessagePackObject]
        public class LongKey
        {
            // 42 UTF-8 bytes: str8 in the current spec, str16 in the old one.
            [Key("a_key_that_is_longer_than_thirty_one_bytes")]
            public int Value { get; set; }

            [Key("é")]
            public int Accent { get; set; }
        }

        [MessagePackObject]
        public class SimilarKeys
        {
            [Key("ab")]
            public int Ab { get; set; }

            [Key("ba")]
            public int Ba { get; set; }

            [Key("abc")]
            public int Abc { get; set; }

            [Key("")]
            public int EmptyKey { get; set; }
        }

        [MessagePackObject]
        public class HugeKey
        {
            private const string Ten = "kkkkkkkkkk";
            private const string Hundred = Ten + Ten + Ten + Ten + Ten + Ten + Ten + Ten + Ten + Ten;

            // 300 bytes: longer than the stack copy used for keys that span buffer segments.
            [Key(Hundred + Hundred + Hundred)]
            public int Value { get; set; }

            [Key("k")]
            public int Short { get; set; }
        }

        [MessagePackObject]
        public class WithDataMemberOrder
        {
            [Key("second")]
            [DataMember(Order = 2)]
            public int Second { get; set; }

            [Key("first")]
            [DataMember(Order = 1)]
            public int First { get; set; }
        }
    }
}
