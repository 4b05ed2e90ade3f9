using System;
using System.Collections.Generic;
using System.Linq;
using System.Net;
using System.Net.Http;
using System.Net.Sockets;
using System.Text;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>
    /// Bodies a hostile or broken client sends, against the real server: each is refused with a problem-details answer
    /// (no exception text), without allocating what the body declares, and the server answers the next request.
    /// </summary>
    [Collection(WebServersCollection.Name)]
    public sealed class HostileBodyTests
    {
        private const long AllocationBudget = 4L * 1024 * 1024;
        private readonly WebServersFixture servers;

        public HostileBodyTests(WebServersFixture servers) => this.servers = servers;

        public static IEnumerable<object[]> Routes() => new[] { new object[] { "mvc" }, new object[] { "min" } };

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_string_declared_past_the_end_of_the_body_is_400_truncated(string route)
        {
            // [ [1, str32 of 4096 bytes, ...] ] with only one byte of the string present.
            byte[] body = { 0x91, 0x94, 0x01, 0xdb, 0x00, 0x00, 0x10, 0x00, (byte)'a' };

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.TruncatedMessage);
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task An_empty_body_is_400(string route)
        {
            await this.AssertRefusedAsync(route, Array.Empty<byte>(), HttpStatusCode.BadRequest, null);
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task An_array_declaring_a_billion_orders_is_400_without_a_large_allocation(string route)
        {
            byte[] body = { 0xdd, 0x40, 0x00, 0x00, 0x00, 0x94 };

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.TruncatedMessage);
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_string_declaring_a_gigabyte_is_400_without_a_large_allocation(string route)
        {
            byte[] body = { 0x91, 0x94, 0x01, 0xdb, 0x40, 0x00, 0x00, 0x00, (byte)'a', (byte)'b' };

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.TruncatedMessage);
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_binary_declaring_a_gigabyte_is_400_without_a_large_allocation(string route)
        {
            byte[] body = { 0xc6, 0x40, 0x00, 0x00, 0x00, 0x01, 0x02 };

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.TruncatedMessage, path: "depth");
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_depth_bomb_is_400_too_deep(string route)
        {
            // 100,000 nested one-element arrays: far past the untrusted-data depth limit of 500.
            byte[] body = Enumerable.Repeat((byte)0x91, 100_000).Append((byte)0xc0).ToArray();

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.TooDeepMessage, path: "depth");
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_value_of_the_wrong_shape_is_400(string route)
        {
            byte[] body = { 0x91, 0xa3, (byte)'a', (byte)'b', (byte)'c' };

            await this.AssertRefusedAsync(route, body, HttpStatusCode.BadRequest, ThrowHelper.MalformedMessage);
        }

        [Fact]
        public async Task A_body_over_the_limit_is_413_in_minimal_APIs()
        {
            byte[] body = new byte[(int)WebServer.BodyLimit + 1];
            body[0] = 0x90;

            await this.AssertRefusedAsync("min", body, HttpStatusCode.RequestEntityTooLarge, ThrowHelper.TooLargeMessage(WebServer.BodyLimit), measure: false);
        }

        [Fact]
        public async Task A_body_over_the_limit_is_400_in_MVC()
        {
            byte[] body = new byte[(int)WebServer.BodyLimit + 1];
            body[0] = 0x90;

            await this.AssertRefusedAsync("mvc", body, HttpStatusCode.BadRequest, ThrowHelper.TooLargeMessage(WebServer.BodyLimit), measure: false);
        }

        [Theory]
        [MemberData(nameof(Routes))]
        public async Task A_json_body_is_415(string route)
        {
            using HttpResponseMessage response = await Wire.PostRawAsync(this.servers.Plain.Client, $"{route}/echo", Encoding.UTF8.GetBytes("[]"), "text/plain");

            Assert.Equal(HttpStatusCode.UnsupportedMediaType, response.StatusCode);
            Assert.Equal("application/problem+json", response.Content.Headers.ContentType!.MediaType);
            await this.AssertServerStillServesAsync();
        }

        [Fact]
        public async Task A_declared_content_length_of_a_gigabyte_is_refused_before_the_body_is_sent()
        {
            // HttpClient will not send a Content-Length it does not keep to, so the request is written by hand; the
            // server must answer from the headers alone, without waiting for (or buffering) the declared gigabyte.
            (long allocated, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(async () =>
            {
                using var socket = new TcpClient();
                await socket.ConnectAsync(this.servers.Plain.Address.Host, this.servers.Plain.Address.Port);
                NetworkStream stream = socket.GetStream();
                string head = "POST /min/echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-msgpack\r\nContent-Length: 1073741824\r\n\r\n\x90";
                await stream.WriteAsync(Encoding.ASCII.GetBytes(head));
                var buffer = new byte[4096];
                var received = new StringBuilder();
                stream.ReadTimeout = 10_000;
                while (!received.ToString().Contains("}", StringComparison.Ordinal))
                {
                    int read = await stream.ReadAsync(buffer).AsTask().WaitAsync(TimeSpan.FromSeconds(10));
                    if (read == 0)
                    {
                        break;
                    }

                    received.Append(Encoding.ASCII.GetString(buffer, 0, read));
                }

                string answer = received.ToString();
                Assert.StartsWith("HTTP/1.1 413 ", answer, StringComparison.Ordinal);
                Assert.Contains("application/problem+json", answer, StringComparison.Ordinal);
                Assert.Contains(ThrowHelper.TooLargeMessage(WebServer.BodyLimit), answer, StringComparison.Ordinal);
            });

            Assert.True(allocated < AllocationBudget, $"allocated {allocated} bytes");
            Assert.True(large.Count == 0, $"large-object-heap allocations: {string.Join(", ", large)}");
            await this.AssertServerStillServesAsync();
        }

        [Fact]
        public async Task ReadFromMessagePackAsync_by_hand_surfaces_the_status_through_Kestrel()
        {
            byte[] body = { 0x91, 0x94, 0x01, 0xdb, 0x00, 0x00, 0x10, 0x00, (byte)'a' };

            using HttpResponseMessage response = await Wire.PostRawAsync(this.servers.Plain.Client, "min/manual", body);

            Assert.Equal(HttpStatusCode.BadRequest, response.StatusCode);
            Assert.Empty(await response.Content.ReadAsByteArrayAsync());
            await this.AssertServerStillServesAsync();
        }

        private async Task AssertRefusedAsync(string route, byte[] body, HttpStatusCode expected, string? detail, string path = "echo", bool measure = true)
        {
            WebServer server = this.servers.Plain;

            // Warm the path first, so the measurement does not count one-time JIT and type-loading allocations.
            using (await Wire.PostRawAsync(server.Client, $"{route}/{path}", body))
            {
            }

            HttpResponseMessage? response = null;
            (long allocated, IReadOnlyList<string> large) = await AllocationMeter.MeasureAsync(async () =>
                response = await Wire.PostRawAsync(server.Client, $"{route}/{path}", body));

            using (response)
            {
                string problem = await response!.Content.ReadAsStringAsync();
                Assert.Equal(expected, response.StatusCode);
                Assert.Equal("application/problem+json", response.Content.Headers.ContentType!.MediaType);
                Assert.Contains($"\"status\":{(int)expected}", problem, StringComparison.Ordinal);
                if (detail is not null)
                {
                    Assert.Contains(detail, problem, StringComparison.Ordinal);
                }

                // Nothing of the exception reaches the client: no type names, no stack frames, no serializer message.
                Assert.DoesNotContain("Exception", problem, StringComparison.Ordinal);
                Assert.DoesNotContain(" at ", problem, StringComparison.Ordinal);
                Assert.DoesNotContain("BlockPack", problem, StringComparison.Ordinal);
                Assert.DoesNotContain("Order", problem, StringComparison.Ordinal);
            }

            if (measure)
            {
                Assert.True(allocated < AllocationBudget, $"allocated {allocated} bytes for a {body.Length}-byte hostile body");
                Assert.True(large.Count == 0, $"large-object-heap allocations: {string.Join(", ", large)}");
            }

            await this.AssertServerStillServesAsync();
        }

        private async Task AssertServerStillServesAsync()
        {
            List<Order> orders = Order.MakeList(3);
            using HttpResponseMessage response = await this.servers.Plain.Client.PostAsMessagePackAsync("min/echo", orders);
            Assert.Equal(HttpStatusCode.OK, response.StatusCode);
            Assert.Equal(orders, await response.Content.ReadFromMessagePackAsync<List<Order>>());
        }
    }
}
