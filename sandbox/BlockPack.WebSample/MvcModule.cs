using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using BlockPack.AspNetCore;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.WebSample
{
    /// <summary>MVC with BlockPack's formatters beside the JSON ones.</summary>
    public sealed class MvcModule : ISampleModule
    {
        public string Name => "MVC";

        public void AddServices(WebApplicationBuilder builder)
            => builder.Services.AddControllers().AddBlockPackFormatters(o =>
                o.SerializerOptions = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray));

        public void Map(WebApplication app) => app.MapControllers();

        public async Task RunClientAsync(Uri baseAddress, HttpClient client)
        {
            Console.WriteLine($"  GET  /mvc/orders/3 (JSON)        -> {await client.GetStringAsync("mvc/orders/3")}");
            Console.WriteLine($"  GET  /mvc/orders/3 (MessagePack) -> {await client.GetFromMessagePackAsync<Order>("mvc/orders/3")}");

            List<Order> orders = Enumerable.Range(1, 100).Reverse().Select(Order.Make).ToList();
            using HttpResponseMessage response = await client.PostAsMessagePackAsync("mvc/orders/echo", orders);
            List<Order> echoed = await response.Content.ReadFromMessagePackAsync<List<Order>>();
            Console.WriteLine($"  POST /mvc/orders/echo            -> {(int)response.StatusCode}, {echoed.Count} orders back, first {echoed[0]}, {response.Content.Headers.ContentLength} bytes (LZ4 block array)");
        }
    }
}
