using System;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;
using BlockPack.AspNetCore;
using BlockPack.Http.ConsoleClient;

namespace BlockPack.Http.Tests
{
    /// <summary>The HttpClient extensions against a real Kestrel that answers with raw bytes.</summary>
    public sealed class HttpClientExtensionsTests : IClassFixture<RawServer>
    {
        private readonly RawServer server;

        public HttpClientExtensionsTests(RawServer server) => this.server = server;

        [Fact]
        public async Task GetFromMessagePackAsync_asks_for_both_media_types_and_reads_the_known_bytes()
        {
            using HttpClient client = this.server.NewClient();

            Order order = await client.GetFromMessagePackAsync<Order>("order/1");

            Assert.Equal(Order.Make(1), order);
        }

        [Fact]
        public async Task Requests_carry_the_MessagePack_Accept_header()
        {
            using HttpClient client = this.server.NewClient();

            using HttpResponseMessage response = await client.PostAsMessagePackAsync("echo", 1);

            Assert.Equal("application/x-msgpack, application/vnd.msgpack", response.Headers.GetValues("X-Accept").Single());
        }

        [Fact]
        public async Task GetFromMessagePackAsync_throws_on_an_error_status()
        {
            using HttpClient client = this.server.NewClient();

            HttpRequestException e = await Assert.ThrowsAsync<HttpRequestException>(() => client.GetFromMessagePackAsync<Order>("fail"));

            Assert.Equal(HttpStatusCode.InternalServerError, e.StatusCode);
        }

        [Theory]
        [InlineData("POST")]
        [InlineData("PUT")]
        public async Task The_body_sent_is_the_known_bytes_with_the_method_and_content_type(string method)
        {
            using HttpClient client = this.server.NewClient();

            using HttpResponseMessage response = method == "POST"
                ? await client.PostAsMessagePackAsync("echo", Order.Make(1))
                : await client.PutAsMessagePackAsync(new Uri("echo", UriKind.Relative), Order.Make(1));

            Assert.Equal(method, response.Headers.GetValues("X-Method").Single());
            Assert.Equal("application/x-msgpack", response.Headers.GetValues("X-Content-Type").Single());
            Assert.Equal(KnownBytes.OrderOne, await response.Content.ReadAsByteArrayAsync());
        }

        [Theory]
        [InlineData(MessagePackCompression.Lz4Block)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public async Task A_compressed_body_is_read_with_plain_options(MessagePackCompression sent)
        {
            using HttpClient client = this.server.NewClient();
            List<Order> orders = Order.MakeList(200);
            MessagePackSerializerOptions compressed = MessagePackSerializerOptions.Standard.WithCompression(sent);

            using HttpResponseMessage response = await client.PostAsMessagePackAsync("echo", orders, compressed);
            byte[] body = await response.Content.ReadAsByteArrayAsync();

            // The body went compressed (far smaller than plain), and reading with Standard (no compression) still works.
            Assert.True(body.Length * 2 < MessagePackSerializer.Serialize(orders).Length, $"{body.Length} bytes");
            Assert.Equal(orders, await response.Content.ReadFromMessagePackAsync<List<Order>>());
        }

        [Fact]
        public async Task MessagePackContent_holds_the_value_and_writes_the_known_bytes()
        {
            using var content = MessagePackContent.Create(Order.Make(1));

            Assert.Equal("application/x-msgpack", content.Headers.ContentType!.MediaType);
            Assert.Equal(typeof(Order), content.ObjectType);
            Assert.Equal(Order.Make(1), content.Value);
            Assert.Same(MessagePackSerializerOptions.Standard, content.SerializerOptions);
            Assert.Equal(KnownBytes.OrderOne, await content.ReadAsByteArrayAsync());
        }

        [Fact]
        public async Task A_body_of_the_wrong_shape_is_a_MessagePackSerializationException()
        {
            using HttpClient client = this.server.NewClient();

            using HttpResponseMessage response = await client.PostAsMessagePackAsync("echo", "not an order");

            await Assert.ThrowsAsync<MessagePackSerializationException>(() => response.Content.ReadFromMessagePackAsync<Order>());
        }

        [Fact]
        public async Task Null_arguments_are_refused_by_name()
        {
            Assert.Equal("client", (await Assert.ThrowsAsync<ArgumentNullException>(() => HttpClientMessagePackExtensions.GetFromMessagePackAsync<int>(null!, "x"))).ParamName);
            Assert.Equal("client", (await Assert.ThrowsAsync<ArgumentNullException>(() => HttpClientMessagePackExtensions.PostAsMessagePackAsync(null!, "x", 1))).ParamName);
            Assert.Equal("content", (await Assert.ThrowsAsync<ArgumentNullException>(() => HttpContentMessagePackExtensions.ReadFromMessagePackAsync<int>(null!))).ParamName);
        }
    }
}
