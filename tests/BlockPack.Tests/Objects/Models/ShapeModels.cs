namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Generic, nested, derived and non-public types and members.</summary>
    public static class ShapeModels
    {
        [MessagePackObject]
        public class Box<T>
        {
            [Key(0)]
            public T Value { get; set; } = default!;
        }

        [MessagePackObject]
        public class Outer
        {
            [Key(0)]
            public int Id { get; set; }

            [Key(1)]
            public Inner? Child { get; set; }

            [MessagePackObject]
            public class Inner
            {
                [Key(0)]
                public int Depth { get; set; }
            }
        }

        [MessagePackObject]
        public class BaseType
        {
            [Key(0)]
            public int A { get; set; }

            [Key(1)]
            public virtual int Overridable { get; set; }
        }

        [MessagePackObject]
        public class DerivedType : BaseType
        {
            [Key(2)]
            public int B { get; set; }

            public override int Overridable { get; set; }
        }

        [MessagePackObject]
        public class WithPrivateMembers
        {
            [Key(1)]
            private int hidden;

            public WithPrivateMembers()
            {
            }

            public WithPrivateMembers(int visible, int hidden)
            {
                this.Visible = visible;
                this.hidden = hidden;
            }

            [Key(0)]
            public int Visible { get; set; }

            [Key(2)]
            internal int InternalProperty { get; set; }

            [IgnoreMember]
            public int Hidden => this.hidden;
        }

        #pragma warning disable BP0007 // valid only for the AllowPrivate resolvers, which the tests use
        [MessagePackObject]
        public class PrivateReadonlyField
        {
            [Key(0)]
            private readonly int secret;

            private PrivateReadonlyField()
            {
            }

            public PrivateReadonlyField(int secret, bool unused)
            {
                this.secret = secret;
                _ = unused;
            }

            [IgnoreMember]
            public int Secret => this.secret;
        }
        #pragma warning restore BP0007

        [MessagePackObject(AllowPrivate = true)]
        public class OptsIntoPrivate
        {
            [Key(0)]
            private int value;

            [IgnoreMember]
            public int Value
            {
                get => this.value;
                set => this.value = value;
            }
        }
    }
}
