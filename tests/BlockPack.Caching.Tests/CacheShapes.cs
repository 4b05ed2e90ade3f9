using System;
using System.Collections.Generic;
using System.Threading.Tasks;
using Xunit;

namespace BlockPack.Caching.Tests
{
    /// <summary>Something done once per cached shape, with the value's static type.</summary>
    public interface ICacheShapeVisitor
    {
        Task VisitAsync<T>(T value);
    }

    /// <summary>
    /// The shapes a cache user stores (issue 36): a class, and a list, dictionary, array and tuple of it; each over an
    /// attribute-free class (<see cref="PlainOrder"/>) and over an attributed one (<see cref="Order"/>).
    /// </summary>
    public static class CacheShapes
    {
        public static TheoryData<string> Names => new() { "class", "list", "dictionary", "array", "tuple" };

        public static Task VisitAsync(string shape, bool attributed, ICacheShapeVisitor visitor) => attributed
            ? shape switch
            {
                "class" => visitor.VisitAsync(Order.Make(1)),
                "list" => visitor.VisitAsync(Order.MakeList(50)),
                "dictionary" => visitor.VisitAsync(new Dictionary<string, Order> { ["a"] = Order.Make(1), ["b"] = Order.Make(2) }),
                "array" => visitor.VisitAsync(Order.MakeList(20).ToArray()),
                "tuple" => visitor.VisitAsync(Tuple.Create(Order.Make(3))),
                _ => throw new ArgumentOutOfRangeException(nameof(shape)),
            }
            : shape switch
            {
                "class" => visitor.VisitAsync(PlainOrder.Make(1)),
                "list" => visitor.VisitAsync(new List<PlainOrder> { PlainOrder.Make(1), PlainOrder.Make(2), PlainOrder.Make(3) }),
                "dictionary" => visitor.VisitAsync(new Dictionary<string, PlainOrder> { ["a"] = PlainOrder.Make(1), ["b"] = PlainOrder.Make(2) }),
                "array" => visitor.VisitAsync(new[] { PlainOrder.Make(4), PlainOrder.Make(5) }),
                "tuple" => visitor.VisitAsync(Tuple.Create(PlainOrder.Make(6))),
                _ => throw new ArgumentOutOfRangeException(nameof(shape)),
            };

        /// <summary>Options as a user who keeps MessagePack-CSharp's attribute-only resolver would set them.</summary>
        public static MessagePackSerializerOptions AttributedOnly { get; } = MessagePackSerializerOptions.Standard
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithBlockChecksums()
            .WithSecurity(MessagePackSecurity.UntrustedData);
    }
}
