using System;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;
using M = MessagePack;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// Issue 36 for the MVC formatters, on a real Kestrel server with the attribute-only resolver: an attributed shape
    /// round-trips as MessagePack (checked with MessagePack-CSharp on the client side), an attribute-free one is
    /// declined — the response is written by MVC's JSON formatter, a MessagePack request body is answered 415 — and
    /// never a half-written MessagePack body or a 500.
    /// </summary>
    [Collection(WebServersCollection.Name)]
    public sealed class FormatterShapeTests : IAsyncLifetime
    {
        private static readonly M.MessagePackSerializerOptions Contractless = M.Resolvers.ContractlessStandardResolver.Options;
        private WebApplication app = null!;
        private HttpClient client = null!;

        public async Task InitializeAsync()
        {
            WebApplicationBuilder builder = WebApplication.CreateBuilder();
            builder.Logging.ClearProviders();
            builder.WebHost.UseUrls("http://127.0.0.1:0");
            builder.Services
                .AddControllers()
                .AddApplicationPart(typeof(ShapesController).Assembly)
                .AddBlockPackFormatters(o => o.SerializerOptions = MessagePackSerializerOptions.Standard);
            this.app = builder.Build();
            this.app.MapControllers();
            await this.app.StartAsync();
            string address = this.app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
            this.client = new HttpClient { BaseAddress = new Uri(address + "/"), Timeout = TimeSpan.FromSeconds(30) };
        }

        public async Task DisposeAsync()
        {
            this.client.Dispose();
            await this.app.StopAsync();
            await this.app.DisposeAsync();
        }

        [Theory]
        [MemberData(nameof(WebShapes.Names), MemberType = typeof(WebShapes))]
        public Task AttributedShape_RoundTripsAsMessagePack(string shape) => WebShapes.VisitAsync(shape, attributed: true, new Check(this.client, expectMessagePack: true));

        [Theory]
        [MemberData(nameof(WebShapes.Names), MemberType = typeof(WebShapes))]
        public Task AttributeFreeShape_IsDeclined_ToJsonAnd415(string shape) => WebShapes.VisitAsync(shape, attributed: false, new Check(this.client, expectMessagePack: false));

        private sealed class Check : IWebShapeVisitor
        {
            private readonly HttpClient client;
            private readonly bool expectMessagePack;

            public Check(HttpClient client, bool expectMessagePack)
            {
                this.client = client;
                this.expectMessagePack = expectMessagePack;
            }

            public async Task VisitAsync<T>(string kind, string shape, T value)
            {
                using var get = new HttpRequestMessage(HttpMethod.Get, $"shapes/{kind}/{shape}");
                get.Headers.Accept.ParseAdd("application/x-msgpack");
                get.Headers.Accept.Add(new MediaTypeWithQualityHeaderValue("application/json", 0.5));
                using HttpResponseMessage response = await this.client.SendAsync(get);
                Assert.Equal(HttpStatusCode.OK, response.StatusCode);
                byte[] body = await response.Content.ReadAsByteArrayAsync();

                // The request body is encoded by MessagePack-CSharp, contractless, so the server sees valid MessagePack
                // for every shape whichever way it decides.
                using var post = new HttpRequestMessage(HttpMethod.Post, $"shapes/{kind}/{shape}")
                {
                    Content = new ByteArrayContent(M.MessagePackSerializer.Serialize(value, Contractless)),
                };
                post.Content.Headers.ContentType = new MediaTypeHeaderValue("application/x-msgpack");
                post.Headers.Accept.ParseAdd("application/x-msgpack");
                using HttpResponseMessage echoed = await this.client.SendAsync(post);

                if (this.expectMessagePack)
                {
                    Assert.Equal("application/x-msgpack", response.Content.Headers.ContentType!.MediaType);
                    Assert.Equal(value, M.MessagePackSerializer.Deserialize<T>(body, Contractless));
                    Assert.Equal(HttpStatusCode.OK, echoed.StatusCode);
                    Assert.Equal(value, M.MessagePackSerializer.Deserialize<T>(await echoed.Content.ReadAsByteArrayAsync(), Contractless));
                }
                else
                {
                    Assert.Equal("application/json", response.Content.Headers.ContentType!.MediaType);
                    Assert.Equal(value, System.Text.Json.JsonSerializer.Deserialize<T>(body, new System.Text.Json.JsonSerializerOptions(System.Text.Json.JsonSerializerDefaults.Web)));
                    Assert.Equal(HttpStatusCode.UnsupportedMediaType, echoed.StatusCode);
                }
            }
        }
    }
}
