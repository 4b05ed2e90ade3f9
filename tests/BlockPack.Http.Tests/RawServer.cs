using System;
using System.IO;
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

namespace BlockPack.Http.Tests
{
    /// <summary>
    /// A real Kestrel server on 127.0.0.1 and a port the OS picks, answering with raw bytes: /echo returns the request
    /// body with its content type and reports the method, Accept and Content-Type it received in response headers;
    /// /order/1 returns <see cref="KnownBytes.OrderOne"/>; /fail answers 500. Stopped on dispose.
    /// </summary>
    public sealed class RawServer : IAsyncLifetime
    {
        private WebApplication app = null!;

        public Uri Address { get; private set; } = null!;

        public HttpClient NewClient() => new() { BaseAddress = this.Address, Timeout = TimeSpan.FromSeconds(30) };

        public async Task InitializeAsync()
        {
            WebApplicationBuilder builder = WebApplication.CreateBuilder();
            builder.Logging.ClearProviders();
            builder.WebHost.UseKestrel();
            builder.WebHost.UseUrls("http://127.0.0.1:0");
            this.app = builder.Build();
            this.app.Map("/echo", async (HttpContext context) =>
            {
                using var body = new MemoryStream();
                await context.Request.Body.CopyToAsync(body);
                context.Response.Headers["X-Method"] = context.Request.Method;
                context.Response.Headers["X-Accept"] = context.Request.Headers.Accept.ToString();
                context.Response.Headers["X-Content-Type"] = context.Request.ContentType ?? "";
                context.Response.ContentType = context.Request.ContentType;
                await context.Response.Body.WriteAsync(body.ToArray());
            });
            this.app.MapGet("/order/1", async (HttpContext context) =>
            {
                context.Response.Headers["X-Accept"] = context.Request.Headers.Accept.ToString();
                context.Response.ContentType = "application/x-msgpack";
                await context.Response.Body.WriteAsync(KnownBytes.OrderOne);
            });
            this.app.MapGet("/fail", () => Results.StatusCode(StatusCodes.Status500InternalServerError));
            await this.app.StartAsync();
            string address = this.app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
            this.Address = new Uri(address + "/");
        }

        public async Task DisposeAsync()
        {
            await this.app.StopAsync();
            await this.app.DisposeAsync();
        }
    }
}
