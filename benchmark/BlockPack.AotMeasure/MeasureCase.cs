using System;
using System.Collections.Generic;
using System.Text.Json;
using BlockPack.Sandbox.Model;
using MemoryPack;

namespace BlockPack.AotMeasure
{
    /// <summary>
    /// One measured case: a library (BlockPack plain or with Lz4BlockArray, MemoryPack, System.Text.Json source
    /// generation) on one data set (10,000 records or 10,000 orders), as a serialize and a deserialize of the whole list.
    /// One control, <c>orders-copy</c>, uses no serializer to read: its "deserialize" builds the graph a deserialize of
    /// the orders builds (the same objects, every string a new one, each list sized to its count) by plain C# copying,
    /// so what the runtime's allocator and collector cost on their own shows beside what BlockPack costs.
    /// </summary>
    internal sealed class MeasureCase
    {
        private const int Count = 10_000;

        private MeasureCase(string name, Func<byte[]> serialize, Action<byte[]> deserialize)
        {
            this.Name = name;
            this.Serialize = serialize;
            this.Deserialize = deserialize;
        }

        /// <summary>Gets the case's name: the data set, then the library where it is not BlockPack plain ("orders-lz4").</summary>
        public string Name { get; }

        /// <summary>Gets the serialize of the whole list.</summary>
        public Func<byte[]> Serialize { get; }

        /// <summary>Gets the deserialize of the whole list from the bytes the serialize wrote.</summary>
        public Action<byte[]> Deserialize { get; }

        /// <summary>Every case, BlockPack's first, in the order they are measured.</summary>
        public static IReadOnlyList<MeasureCase> All()
        {
            // MemoryPack's generated code registers the formatters of members' types; a top-level list's is registered
            // here, as its documentation asks of NativeAOT apps (its provider would otherwise build one by reflection).
            MemoryPackFormatterProvider.Register(new MemoryPack.Formatters.ListFormatter<MeasureRecord>());
            MemoryPackFormatterProvider.Register(new MemoryPack.Formatters.ListFormatter<Order>());
            List<MeasureRecord> records = MeasureRecord.Create(Count);
            List<Order> orders = OrderGenerator.Create(Count);
            MessagePackSerializerOptions plain = MessagePackSerializerOptions.Standard;
            MessagePackSerializerOptions lz4 = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            return new[]
            {
                new MeasureCase("records", () => MessagePackSerializer.Serialize(records, plain), b => MessagePackSerializer.Deserialize<List<MeasureRecord>>(b, plain)),
                new MeasureCase("orders", () => MessagePackSerializer.Serialize(orders, plain), b => MessagePackSerializer.Deserialize<List<Order>>(b, plain)),
                new MeasureCase("records-lz4", () => MessagePackSerializer.Serialize(records, lz4), b => MessagePackSerializer.Deserialize<List<MeasureRecord>>(b, lz4)),
                new MeasureCase("orders-lz4", () => MessagePackSerializer.Serialize(orders, lz4), b => MessagePackSerializer.Deserialize<List<Order>>(b, lz4)),
                new MeasureCase("orders-copy", () => MessagePackSerializer.Serialize(orders, plain), _ => Copy(orders)),
                new MeasureCase("records-memorypack", () => MemoryPackSerializer.Serialize(records), b => MemoryPackSerializer.Deserialize<List<MeasureRecord>>(b)),
                new MeasureCase("orders-memorypack", () => MemoryPackSerializer.Serialize(orders), b => MemoryPackSerializer.Deserialize<List<Order>>(b)),
                new MeasureCase("records-stj", () => JsonSerializer.SerializeToUtf8Bytes(records, MeasureJsonContext.Default.ListMeasureRecord), b => JsonSerializer.Deserialize(b, MeasureJsonContext.Default.ListMeasureRecord)),
                new MeasureCase("orders-stj", () => JsonSerializer.SerializeToUtf8Bytes(orders, MeasureJsonContext.Default.ListOrder), b => JsonSerializer.Deserialize(b, MeasureJsonContext.Default.ListOrder)),
            };
        }

        /// <summary>A new graph equal to <paramref name="orders"/>, allocated as the generated formatters allocate one.</summary>
        private static List<Order> Copy(List<Order> orders)
        {
            List<Order> copy = new List<Order>(orders.Count);
            foreach (Order order in orders)
            {
                List<OrderLine> lines = new List<OrderLine>(order.Lines.Count);
                foreach (OrderLine line in order.Lines)
                {
                    lines.Add(new OrderLine { Sku = new string(line.Sku.AsSpan()), Product = new string(line.Product.AsSpan()), Quantity = line.Quantity, UnitPrice = line.UnitPrice });
                }

                copy.Add(new Order
                {
                    Id = order.Id,
                    Customer = new string(order.Customer.AsSpan()),
                    Email = new string(order.Email.AsSpan()),
                    PlacedAt = order.PlacedAt,
                    Status = order.Status,
                    ShippingAddress = new string(order.ShippingAddress.AsSpan()),
                    Total = order.Total,
                    Lines = lines,
                    Note = order.Note is null ? null : new string(order.Note.AsSpan()),
                });
            }

            return copy;
        }
    }
}
