namespace BlockPack.Tests.Objects.Models
{
    /// <summary>Types used by no other test, so the concurrency test is the first to resolve them.</summary>
    public static class ConcurrencyModels
    {
        [MessagePackObject]
        public class Order
        {
            [Key(0)]
            public int Id { get; set; }

            [Key(2)]
            public Line? First { get; set; }

            [Key(3)]
            public IPayment? Payment { get; set; }

            [Key(4)]
            public Slot<long> Slot { get; set; }
        }

        [MessagePackObject]
        public class Line
        {
            [Key("qty")]
            public int Quantity { get; set; }

            [Key("price")]
            public double Price { get; set; }
        }

        [Union(0, typeof(Card))]
        [Union(1, typeof(Cash))]
        public interface IPayment
        {
        }

        [MessagePackObject]
        public class Card : IPayment
        {
            [Key(0)]
            public long Number { get; set; }
        }

        [MessagePackObject]
        public class Cash : IPayment
        {
            [Key(0)]
            public short Notes { get; set; }
        }

        [MessagePackObject]
        public struct Slot<T>
        {
            [Key(0)]
            public T Value { get; set; }

            [Key(1)]
            public bool Used { get; set; }
        }
    }
}
