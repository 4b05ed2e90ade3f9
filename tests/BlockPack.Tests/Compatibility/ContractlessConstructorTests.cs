using System;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// Contractless constructor matching as MessagePack-CSharp matches: the constructor with the most parameters that
    /// all match members by name wins, get-only members that no constructor takes are left out, and under AllowPrivate
    /// a parameter matches the private field of the same name as well as the public property.
    /// </summary>
    public class ContractlessConstructorTests
    {
        public class Overloaded
        {
            public Overloaded()
            {
            }

            public Overloaded(int x)
            {
                this.X = x;
                this.Called = 1;
            }

            public Overloaded(int x, int y)
            {
                this.X = x;
                this.Y = y;
                this.Called = 2;
            }

            public Overloaded(int x, int y, int z)
            {
                this.X = x;
                this.Y = y;
                this.Z = z;
                this.Called = 3;
            }

            public int X { get; }

            public int Y { get; }

            public int Z { get; }

            public int Called { get; }

            public int Throws => throw new InvalidOperationException("a computed property must not be read");
        }

        public class FieldsBehindProperties
        {
            private Guid x;
            private Guid y;

            public FieldsBehindProperties(Guid x, Guid y)
            {
                this.x = x;
                this.y = y;
                this.Called = 2;
            }

            public int Called { get; }

            public Guid X
            {
                get => this.x;
                set => this.x = value;
            }

            public Guid Y
            {
                get => this.y;
                set => this.y = value;
            }
        }

        [Fact]
        public void The_constructor_taking_the_most_members_is_called_and_computed_members_are_left_out()
        {
            byte[] bytes = MessagePackSerializer.Serialize(new Overloaded(10, 20, 30), ContractlessStandardResolver.Options);
            Overloaded back = MessagePackSerializer.Deserialize<Overloaded>(bytes, ContractlessStandardResolver.Options)!;
            Assert.Equal(3, back.Called);
            Assert.Equal((10, 20, 30), (back.X, back.Y, back.Z));
        }

        [Fact]
        public void Under_AllowPrivate_parameters_match_fields_and_properties_of_their_name()
        {
            var value = new FieldsBehindProperties(Guid.NewGuid(), Guid.NewGuid());
            byte[] bytes = MessagePackSerializer.Serialize(value, ContractlessStandardResolverAllowPrivate.Options);
            FieldsBehindProperties back = MessagePackSerializer.Deserialize<FieldsBehindProperties>(bytes, ContractlessStandardResolverAllowPrivate.Options)!;
            Assert.Equal(2, back.Called);
            Assert.Equal((value.X, value.Y), (back.X, back.Y));
        }
    }
}
