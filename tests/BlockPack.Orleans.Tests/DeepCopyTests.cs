using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Orleans.Tests.Model;
using global::Orleans.Serialization;

namespace BlockPack.Orleans.Tests
{
    /// <summary>The codec's deep copier: a real copy for mutable types, the value itself for [Immutable] ones, and an exception, never null, when a copy cannot be made.</summary>
    public sealed class DeepCopyTests : IDisposable
    {
        private readonly SerializerHost host = new();

        [Fact]
        public void MutableValue_IsCopiedDeeply()
        {
            Order order = Order.Create(4);
            Order copy = this.host.Copier.Copy(order);

            Assert.NotSame(order, copy);
            Assert.NotSame(order.Lines, copy.Lines);
            Assert.Equal(order, copy);

            copy.Lines.Add(new OrderLine("changed", 1, 1m));
            Assert.Equal(3, order.Lines.Count);
        }

        [Fact]
        public void EveryShape_IsCopied()
        {
            IShape circle = new Circle(1);
            Assert.Equal(circle, this.host.Copier.Copy(circle));

            var envelope = new Envelope<Order> { Tag = "t", Payload = Order.Create(1) };
            Envelope<Order> envelopeCopy = this.host.Copier.Copy(envelope);
            Assert.Equal(envelope, envelopeCopy);
            Assert.NotSame(envelope.Payload, envelopeCopy.Payload);

            List<Order> orders = Enumerable.Range(0, 10).Select(Order.Create).ToList();
            List<Order> ordersCopy = this.host.Copier.Copy(orders);
            Assert.Equal(orders, ordersCopy);
            Assert.All(orders.Zip(ordersCopy), pair => Assert.NotSame(pair.First, pair.Second));

            Report report = Report.Create(200_000);
            Assert.Equal(report, this.host.Copier.Copy(report));
        }

        [Fact]
        public void SharedReference_IsCopiedOnce()
        {
            Order order = Order.Create(2);
            List<Order> copy = this.host.Copier.Copy(new List<Order> { order, order });
            Assert.NotSame(order, copy[0]);
            Assert.Same(copy[0], copy[1]);
        }

        [Fact]
        public void ImmutableValue_IsNotCopied()
        {
            var money = new Money { Amount = 12.5m, Currency = "CHF" };
            Assert.Same(money, this.host.Copier.Copy(money));
        }

        [Fact]
        public void FailedCopy_Throws_NeverReturnsNull()
        {
            var ex = Assert.ThrowsAny<SerializerException>(() => this.host.Copier.Copy(new NilWritingValue { Id = 1 }));
            Assert.Contains(typeof(NilWritingValue).FullName!, ex.Message, StringComparison.Ordinal);
        }

        public void Dispose() => this.host.Dispose();
    }
}
