using System;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.MassTransit;
using BlockPack.MassTransit.Tests;
using MassTransit;

namespace BlockPack.MassTransitSample
{
    /// <summary>Sends one order as a request with BlockPack envelopes, prints the bytes on the wire, and gets the response.</summary>
    public static class Program
    {
        public static async Task Main(string[] args)
        {
            bool overRabbitMq = args.Contains("rabbitmq");
            using RabbitMqServer? server = overRabbitMq ? RabbitMqServer.Start() : null;
            IBusControl bus = overRabbitMq ? Bus.Factory.CreateUsingRabbitMq(cfg =>
            {
                server!.ConfigureHost(cfg);
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint("orders", e => e.Handler<PlaceOrder>(Handle));
            })
            : Bus.Factory.CreateUsingInMemory(cfg =>
            {
                cfg.UseBlockPackSerializer();
                cfg.ReceiveEndpoint("orders", e => e.Handler<PlaceOrder>(Handle));
            });

            await bus.StartAsync();
            try
            {
                Console.WriteLine($"Transport: {(overRabbitMq ? $"rabbitmq-server on 127.0.0.1:{server!.Port}" : "MassTransit in-memory")}");
                IRequestClient<PlaceOrder> client = bus.CreateRequestClient<PlaceOrder>(new Uri("queue:orders"));
                var order = new PlaceOrder { OrderId = Guid.NewGuid(), Customer = "Ada Lovelace", Skus = Enumerable.Range(1, 20).Select(i => $"SKU-{i:D4}").ToList() };
                Response<OrderPlaced> response = await client.GetResponse<OrderPlaced>(order);
                Console.WriteLine($"Response: order {response.Message.OrderId} with {response.Message.Items} items");
            }
            finally
            {
                await bus.StopAsync();
            }
        }

        private static async Task Handle(ConsumeContext<PlaceOrder> context)
        {
            byte[] wire = context.ReceiveContext.Body.GetBytes();
            Console.WriteLine($"Received {context.ReceiveContext.ContentType?.MediaType}: {wire.Length} bytes, message id {context.MessageId}");
            Console.WriteLine("First bytes: " + Convert.ToHexString(wire.AsSpan(0, Math.Min(64, wire.Length))));
            Console.WriteLine("As JSON (BlockPack's MessagePack-to-JSON view of the envelope): " + MessagePackSerializer.ConvertToJson(wire));
            await context.RespondAsync(new OrderPlaced { OrderId = context.Message.OrderId, Items = context.Message.Skus.Count });
        }
    }
}
