using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using BlockPack.AspNetCore;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Http;

namespace BlockPack.WebSample
{
    /// <summary>Minimal APIs: a MessagePack body in, a MessagePack result out.</summary>
    public sealed class MinimalApiModule : ISampleModule
    {
        public string Name => "minimal API";

        public void AddServices(WebApplicationBuilder builder)
        {
        }

        public void Map(WebApplication app)
        {
            app.MapGet("/api/orders/{id:int}", (int id) => BlockPackResults.MessagePack(Order.Make(id)));
            app.MapPost("/api/orders/total", (MessagePackBody<List<Order>> orders) =>
                BlockPackResults.MessagePack(orders.Value.Sum(o => o.Total)));
        }

        public async Task RunClientAsync(Uri baseAddress, HttpClient client)
        {
            Order order = await client.GetFromMessagePackAsync<Order>("api/orders/7");
            Console.WriteLine($"  GET  /api/orders/7      -> {order}");

            List<Order> orders = Enumerable.Range(1, 100).Select(Order.Make).ToList();
            var lz4 = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);
            using HttpResponseMessage response = await client.PostAsMessagePackAsync("api/orders/total", orders, lz4);
            Console.WriteLine($"  POST /api/orders/total  -> {(int)response.StatusCode} {await response.Content.ReadFromMessagePackAsync<decimal>()} (100 orders sent as an LZ4 block array)");

            using HttpResponseMessage refused = await client.PostAsync("api/orders/total", new ByteArrayContent(new byte[] { 0xdd, 0x40, 0x00, 0x00, 0x00 }) { Headers = { { "Content-Type", "application/x-msgpack" } } });
            Console.WriteLine($"  POST a hostile body     -> {(int)refused.StatusCode} {await refused.Content.ReadAsStringAsync()}");
        }
    }
}
