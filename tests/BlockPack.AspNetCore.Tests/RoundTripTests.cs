using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading.Tasks;
using M = MessagePack;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>MVC and minimal-API endpoints on a real Kestrel, driven by a real HttpClient, in each compression mode.</summary>
    [Collection(WebServersCollection.Name)]
    public sealed class RoundTripTests
    {
        /// <summary>Order.Make(1) as MessagePack, by hand: fixarray(4), 1, fixstr "customer-1", float64 1.25, fixarray(3) of fixstrs.</summary>
        private static readonly byte[] OrderOneBytes =
        {
            0x94, 0x01,
            0xaa, (byte)'c', (byte)'u', (byte)'s', (byte)'t', (byte)'o', (byte)'m', (byte)'e', (byte)'r', (byte)'-', (byte)'1',
            0xcb, 0x3f, 0xf4, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
            0x93,
            0xa5, (byte)'s', (byte)'k', (byte)'u', (byte)'-', (byte)'1',
            0xa5, (byte)'s', (byte)'k', (byte)'u', (byte)'-', (byte)'2',
            0xa9, (byte)'g', (byte)'i', (byte)'f', (byte)'t', (byte)' ', (byte)'w', (byte)'r', (byte)'a', (byte)'p',
        };

        private readonly WebServersFixture servers;

        public RoundTripTests(WebServersFixture servers) => this.servers = servers;

        public static IEnumerable<object[]> RoutesAndModes() =>
            from route in new[] { "mvc", "min" }
            from mode in Wire.Modes
            select new object[] { route, mode };

        [Theory]
        [MemberData(nameof(RoutesAndModes))]
        public async Task Echo_of_100_orders_round_trips_through_the_HttpClient_extensions(string route, MessagePackCompression mode)
        {
            WebServer server = this.servers.For(mode);
            List<Order> orders = Order.MakeList(100);

            using HttpResponseMessage response = await server.Client.PostAsMessagePackAsync($"{route}/echo", orders, Wire.BlockPack(mode));

            Assert.Equal(HttpStatusCode.OK, response.StatusCode);
            Assert.Equal("application/x-msgpack", response.Content.Headers.ContentType!.MediaType);
            Assert.Equal(orders, await response.Content.ReadFromMessagePackAsync<List<Order>>());
        }

        [Theory]
        [MemberData(nameof(RoutesAndModes))]
        public async Task Server_reads_MessagePack_CSharp_bytes_and_writes_bytes_it_reads(string route, MessagePackCompression mode)
        {
            WebServer server = this.servers.For(mode);
            List<Order> orders = Order.MakeList(100, seed: 7);
            byte[] request = M.MessagePackSerializer.Serialize(orders, Wire.Reference(mode));

            using HttpResponseMessage response = await Wire.PostRawAsync(server.Client, $"{route}/echo", request, "application/vnd.msgpack");
            byte[] body = await response.Content.ReadAsByteArrayAsync();

            Assert.Equal(HttpStatusCode.OK, response.StatusCode);
            Assert.Equal(body.Length, response.Content.Headers.ContentLength);
            Assert.Equal(orders, M.MessagePackSerializer.Deserialize<List<Order>>(body, Wire.Reference(mode)));
            if (mode == MessagePackCompression.None)
            {
                Assert.Equal(M.MessagePackSerializer.Serialize(orders, Wire.Reference(mode)), body);
            }
            else
            {
                // Framed as the mode says, read with MessagePack-CSharp's reader: ext 99 for Lz4Block, an array whose
                // first element is ext 98 for Lz4BlockArray.
                var reader = new M.MessagePackReader(body);
                if (mode == MessagePackCompression.Lz4Block)
                {
                    Assert.Equal(99, reader.ReadExtensionFormatHeader().TypeCode);
                }
                else
                {
                    reader.ReadArrayHeader();
                    Assert.Equal(98, reader.ReadExtensionFormatHeader().TypeCode);
                }

                Assert.True(body.Length < M.MessagePackSerializer.Serialize(orders, Wire.Reference(MessagePackCompression.None)).Length);
            }
        }

        [Theory]
        [MemberData(nameof(RoutesAndModes))]
        public async Task A_tiny_body_is_the_known_plain_bytes_in_every_mode(string route, MessagePackCompression mode)
        {
            WebServer server = this.servers.For(mode);

            using HttpResponseMessage response = await Wire.GetRawAsync(server.Client, $"{route}/order/1");

            Assert.Equal(HttpStatusCode.OK, response.StatusCode);
            Assert.Equal(OrderOneBytes, await response.Content.ReadAsByteArrayAsync());
            Assert.Equal(OrderOneBytes.Length, response.Content.Headers.ContentLength);
        }

        [Theory]
        [InlineData("mvc")]
        [InlineData("min")]
        public async Task GetFromMessagePackAsync_negotiates_MessagePack(string route)
        {
            Order order = await this.servers.Lz4BlockArray.Client.GetFromMessagePackAsync<Order>($"{route}/order/42");

            Assert.Equal(Order.Make(42), order);
        }

        [Fact]
        public async Task Mvc_still_answers_json_to_a_client_that_does_not_ask_for_MessagePack()
        {
            string json = await this.servers.Plain.Client.GetStringAsync("mvc/order/1");

            Assert.StartsWith("{\"id\":1,", json);
        }

        [Fact]
        public async Task The_vnd_media_type_is_honoured_on_responses()
        {
            using HttpResponseMessage response = await Wire.GetRawAsync(this.servers.Plain.Client, "mvc/order/1", "application/vnd.msgpack");

            Assert.Equal("application/vnd.msgpack", response.Content.Headers.ContentType!.MediaType);
            Assert.Equal(OrderOneBytes, await response.Content.ReadAsByteArrayAsync());
        }

        [Fact]
        public async Task PutAsMessagePackAsync_sends_a_PUT()
        {
            using HttpResponseMessage response = await this.servers.Plain.Client.PutAsMessagePackAsync("min/echo", Order.MakeList(3));

            // Only POST is mapped: the PUT must arrive as a PUT and be refused by routing.
            Assert.Equal(HttpStatusCode.MethodNotAllowed, response.StatusCode);
        }

        [Fact]
        public async Task ReadFromMessagePackAsync_by_hand_reads_the_body()
        {
            using HttpResponseMessage response = await this.servers.Plain.Client.PostAsMessagePackAsync("min/manual", Order.MakeList(5), Wire.BlockPack(MessagePackCompression.Lz4BlockArray).WithCompressionMinLength(1));

            Assert.Equal(HttpStatusCode.Created, response.StatusCode);
            Assert.Equal(5, await response.Content.ReadFromMessagePackAsync<int>());
        }
    }
}
