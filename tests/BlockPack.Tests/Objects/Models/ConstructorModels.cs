namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Types built through constructors, init-only setters, records and structs.</summary>
    public static class ConstructorModels
    {
        [MessagePackObject]
        public class Immutable
        {
            public Immutable(int x, int y)
            {
                this.X = x;
                this.Y = y;
            }

            [Key(0)]
            public int X { get; }

            [Key(1)]
            public int Y { get; }
        }

        [MessagePackObject]
        public class MatchedByPosition
        {
            public MatchedByPosition(int first, int second)
            {
                this.X = first;
                this.Y = second;
            }

            [Key(0)]
            public int X { get; }

            [Key(1)]
            public int Y { get; }
        }

        [MessagePackObject]
        public class MatchedByNameCaseInsensitive
        {
            public MatchedByNameCaseInsensitive(int HEIGHT, int width)
            {
                this.Width = width;
                this.Height = HEIGHT;
            }

            [Key("w")]
            public int Width { get; }

            [Key("h")]
            public int Height { get; }
        }

        [MessagePackObject]
        public class Marked
        {
            public Marked(int a, int b)
            {
                this.A = a;
                this.B = b;
                this.UsedConstructor = "two";
            }

            [SerializationConstructor]
            public Marked(int a)
            {
                this.A = a;
                this.UsedConstructor = "marked";
            }

            [Key(0)]
            public int A { get; }

            [Key(1)]
            public int B { get; set; }

            [IgnoreMember]
            public string UsedConstructor { get; }
        }

        [MessagePackObject]
        public record PointRecord([property: Key(0)] int X, [property: Key(1)] int Y);

        [MessagePackObject(keyAsPropertyName: true)]
        public record NamedRecord(int Id, int Count);

        [MessagePackObject]
        public class InitOnly
        {
            [Key(0)]
            public int A { get; init; }

            [Key(1)]
            public int B { get; init; } = 11;
        }

        [MessagePackObject]
        public struct MutableStruct
        {
            [Key(0)]
            public int X;

            [Key(1)]
            public int Y { get; set; }
        }

        [MessagePackObject]
        public readonly struct ReadOnlyStruct
        {
            public ReadOnlyStruct(int x, int y)
            {
                this.X = x;
                this.Y = y;
            }

            [Key(0)]
            public int X { get; }

            [Key(1)]
            public int Y { get; }
        }

        [MessagePackObject]
        public class WithParameterDefault
        {
            public WithParameterDefault(int a, int b = 9)
            {
                this.A = a;
                this.B = b;
            }

            [Key(0)]
            public int A { get; }

            [Key(1)]
            public int B { get; }
        }

        [MessagePackObject]
        public class ConstructorPlusSetter
        {
            public ConstructorPlusSetter(int a)
            {
                this.A = a;
            }

            [Key(0)]
            public int A { get; }

            [Key(1)]
            public int B { get; set; } = 3;
        }

        [MessagePackObject]
        public class Validating
        {
            public Validating(int percent)
            {
                if (percent > 100)
                {
                    throw new System.ArgumentOutOfRangeException(nameof(percent), "Too much.");
                }

                this.Percent = percent;
            }

            [Key(0)]
            public int Percent { get; }
        }

        #pragma warning disable BP0007 // invalid on purpose: the runtime error is what the tests check
        [MessagePackObject]
        public class NoMatchingConstructor
        {
            public NoMatchingConstructor(string unrelated)
            {
                this.Unrelated = unrelated;
            }

            [Key(0)]
            public int X { get; set; }

            [IgnoreMember]
            public string Unrelated { get; }
        }
        #pragma warning restore BP0007
    }
}
