using System;
using System.Collections.Generic;
using System.Linq;
using BlockPack.Orleans.Tests.Model;
using BlockPack.Resolvers;
using global::Orleans.Serialization;
using Microsoft.Extensions.DependencyInjection;

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

        [Fact]
        public void CopyOptions_SkipCompression_TrustTheirOwnBytes_KeepResolverAndDepthLimit()
        {
            // A user's options as a silo might set them: compressed, untrusted, their own resolver and depth limit.
            IFormatterResolver resolver = CompositeResolver.Create(StandardResolver.Instance);
            MessagePackSerializerOptions userOptions = MessagePackSerializerOptions.Standard
                .WithResolver(resolver)
                .WithCompression(MessagePackCompression.Lz4BlockArray)
                .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(64));
            using var custom = new SerializerHost(o => o.SerializerOptions = userOptions);
            BlockPackCodec codec = custom.Services.GetRequiredService<BlockPackCodec>();

            Assert.Equal(MessagePackCompression.Lz4BlockArray, codec.WriteOptions.Compression);
            Assert.Equal(MessagePackCompression.None, codec.CopyOptions.Compression);
            Assert.False(codec.CopyOptions.Security.IsUntrusted);
            Assert.False(codec.CopyOptions.Security.HashCollisionResistant);
            Assert.Equal(64, codec.CopyOptions.Security.MaximumObjectGraphDepth);
            Assert.Same(resolver, codec.CopyOptions.Resolver);
        }

        [Fact]
        public void LargeCopy_IsEqualAndDeep_WithTheOriginalsComparer()
        {
            // Several hundred KB of orders: far above the compression threshold, so a copy made with the wire
            // options would go through LZ4; and hashed collections, which untrusted reading would give a keyed hasher.
            var book = new OrderBook { Version = 7 };
            for (int i = 0; i < 4_000; i++)
            {
                book.Orders.Add(i, Order.Create(i));
                book.Customers.Add("customer " + i);
            }

            OrderBook copy = this.host.Copier.Copy(book);

            Assert.Equal(book, copy);
            Assert.NotSame(book.Orders, copy.Orders);
            Assert.NotSame(book.Orders[123], copy.Orders[123]);
            Assert.NotSame(book.Orders[123].Lines, copy.Orders[123].Lines);
            Assert.Same(EqualityComparer<string>.Default, copy.Customers.Comparer);
            Assert.Same(EqualityComparer<int>.Default, copy.Orders.Comparer);
        }

        public void Dispose() => this.host.Dispose();
    }
}
