using System;
using System.Collections.Generic;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>Something done once per shape, with the value's static type.</summary>
    public interface IWebShapeVisitor
    {
        Task VisitAsync<T>(string kind, string shape, T value);
    }

    /// <summary>The values <see cref="ShapesController"/> returns, and a typed visit over them.</summary>
    public static class WebShapes
    {
        public static TheoryData<string> Names => new() { "class", "list", "dictionary", "array", "tuple" };

        public static object Make(string shape, bool attributed) => attributed
            ? shape switch
            {
                "class" => Order.Make(1),
                "list" => new List<Order> { Order.Make(1), Order.Make(2) },
                "dictionary" => new Dictionary<string, Order> { ["a"] = Order.Make(3) },
                "array" => new[] { Order.Make(4), Order.Make(5) },
                "tuple" => Tuple.Create(Order.Make(6)),
                _ => throw new ArgumentOutOfRangeException(nameof(shape)),
            }
            : shape switch
            {
                "class" => PlainItem.Make(1),
                "list" => new List<PlainItem> { PlainItem.Make(1), PlainItem.Make(2) },
                "dictionary" => new Dictionary<string, PlainItem> { ["a"] = PlainItem.Make(3) },
                "array" => new[] { PlainItem.Make(4), PlainItem.Make(5) },
                "tuple" => Tuple.Create(PlainItem.Make(6)),
                _ => throw new ArgumentOutOfRangeException(nameof(shape)),
            };

        public static Task VisitAsync(string shape, bool attributed, IWebShapeVisitor visitor)
        {
            string kind = attributed ? "attributed" : "plain";
            return Make(shape, attributed) switch
            {
                Order v => visitor.VisitAsync(kind, shape, v),
                List<Order> v => visitor.VisitAsync(kind, shape, v),
                Dictionary<string, Order> v => visitor.VisitAsync(kind, shape, v),
                Order[] v => visitor.VisitAsync(kind, shape, v),
                Tuple<Order> v => visitor.VisitAsync(kind, shape, v),
                PlainItem v => visitor.VisitAsync(kind, shape, v),
                List<PlainItem> v => visitor.VisitAsync(kind, shape, v),
                Dictionary<string, PlainItem> v => visitor.VisitAsync(kind, shape, v),
                PlainItem[] v => visitor.VisitAsync(kind, shape, v),
                Tuple<PlainItem> v => visitor.VisitAsync(kind, shape, v),
                _ => throw new ArgumentOutOfRangeException(nameof(shape)),
            };
        }
    }
}
