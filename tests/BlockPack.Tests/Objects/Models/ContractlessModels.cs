namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Plain types with no attributes, for the contractless resolver.</summary>
    public static class ContractlessModels
    {
        public class Plain
        {
            // Fields follow properties on the wire.
            public int Y;

            public int X { get; set; }

            // Get-only and not a constructor parameter: not serialized by name-keyed resolvers.
            public int Sum => this.X + this.Y;

            [IgnoreMember]
            public int Ignored { get; set; }

            private int PrivateValue { get; set; }
        }

        public class PlainBase
        {
            public int BaseValue { get; set; }
        }

        public class PlainDerived : PlainBase
        {
            public int DerivedValue { get; set; }
        }

        public class PlainImmutable
        {
            public PlainImmutable(int left, int right)
            {
                this.Left = left;
                this.Right = right;
            }

            public int Left { get; }

            public int Right { get; }
        }

        public struct PlainStruct
        {
            public int A { get; set; }

            public int B;
        }
    
        public class PlainWithPrivate
        {
            private int b;

            public int A { get; set; }

            // Get-only, no constructor takes it: left out by name-keyed resolvers.
            public int B => this.b;

            public void SetB(int value) => this.b = value;
        }
    }
}
