using System;
using BlockPack.Tests.Reader;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// A [Union] case type that does not derive from the union is accepted, as MessagePack-CSharp accepts it (its
    /// versioning tests declare such a case): the union's other cases work, and only a value read with that case's key
    /// fails, naming it.
    /// </summary>
    public class UnionCompatibilityTests
    {
        [Union(0, typeof(Leaf))]
        [Union(1, typeof(Unrelated))]
        public interface IVersioned
        {
        }

        [MessagePackObject]
        public class Leaf : IVersioned
        {
            [Key(0)]
            public int A { get; set; }
        }

        [MessagePackObject]
        public class Unrelated
        {
            [Key(0)]
            public int B { get; set; }
        }

        [Fact]
        public void The_union_with_a_case_that_does_not_derive_still_writes_and_reads_its_other_cases()
        {
            byte[] bytes = MessagePackSerializer.Serialize<IVersioned>(new Leaf { A = 7 });
            Assert.Equal(Hex.Parse("92 00 91 07"), bytes); // [0, [7]]
            Assert.Equal(7, Assert.IsType<Leaf>(MessagePackSerializer.Deserialize<IVersioned>(bytes)).A);
            Assert.Null(MessagePackSerializer.Deserialize<IVersioned>(Hex.Parse("c0")));
        }

        [Fact]
        public void A_value_read_with_the_key_of_a_case_that_does_not_derive_fails_naming_it()
        {
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(
                () => MessagePackSerializer.Deserialize<IVersioned>(Hex.Parse("92 01 91 05"))); // [1, [5]]
            Assert.Contains("Union key 1", error.Message, StringComparison.Ordinal);
            Assert.Contains(nameof(Unrelated), error.Message, StringComparison.Ordinal);
            Assert.Contains("does not implement or derive from the union", error.Message, StringComparison.Ordinal);
        }
    }
}
