using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// A real Kestrel server on 127.0.0.1 and a port the OS picks (port 0), serving the same endpoints through MVC and
    /// minimal APIs, with responses written in one compression mode. Stopped on dispose.
    /// </summary>
    public sealed class WebServer : IAsyncDisposable
    {
        /// <summary>The body limit the servers run with: small, so the oversized cases are cheap.</summary>
        public const long BodyLimit = 8L * 1024 * 1024;

        private readonly WebApplication app;

        private WebServer(WebApplication app, Uri address)
        {
            this.app = app;
            this.Address = address;
            this.Client = new HttpClient { BaseAddress = address, Timeout = TimeSpan.FromSeconds(30) };
        }

        public Uri Address { get; }

        public HttpClient Client { get; }

        public static async Task<WebServer> StartAsync(MessagePackCompression compression)
        {
            WebApplicationBuilder builder = WebApplication.CreateBuilder();
            builder.Logging.ClearProviders();
            builder.WebHost.UseKestrel(k => k.Limits.MaxRequestBodySize = 64L * 1024 * 1024);
            builder.WebHost.UseUrls("http://127.0.0.1:0");
            // As in a NativeAOT app without AddProblemDetails(): minimal APIs' JSON options have no contract for
            // ProblemDetails, so a refused body must be answered without them.
            builder.Services.ConfigureHttpJsonOptions(o => o.SerializerOptions.TypeInfoResolverChain.Clear());
            builder.Services
                .AddControllers()
                .AddApplicationPart(typeof(OrdersController).Assembly)
                .AddBlockPackFormatters(o =>
                {
                    o.SerializerOptions = MessagePackSerializerOptions.Standard.WithCompression(compression);
                    o.MaxRequestBodySize = BodyLimit;
                });

            WebApplication app = builder.Build();
            app.MapControllers();
            app.MapPost("/min/echo", (MessagePackBody<List<Order>> body) => BlockPackResults.MessagePack(body.Value));
            app.MapGet("/min/order/{id:int}", (int id) => BlockPackResults.MessagePack(Order.Make(id)));
            app.MapPost("/min/depth", (MessagePackBody<object> body) => BlockPackResults.MessagePack(body.Value is null ? 0 : 1));
            app.MapPost("/min/count", (MessagePackBody<List<List<Order>>> body) => BlockPackResults.MessagePack(body.Value.Sum(batch => batch.Count)));
            app.MapPost("/min/manual", async (HttpRequest request) =>
            {
                // The extension used by hand: its BadHttpRequestException carries the status Kestrel answers with.
                List<Order> orders = await request.ReadFromMessagePackAsync<List<Order>>();
                return BlockPackResults.MessagePack(orders.Count, statusCode: StatusCodes.Status201Created);
            });

            await app.StartAsync();
            string address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
            return new WebServer(app, new Uri(address + "/"));
        }

        public async ValueTask DisposeAsync()
        {
            this.Client.Dispose();
            await this.app.StopAsync();
            await this.app.DisposeAsync();
        }
    }
}
