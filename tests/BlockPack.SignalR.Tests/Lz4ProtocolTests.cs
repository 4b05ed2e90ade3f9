using System;
using System.Buffers;
using System.Threading.Tasks;
using BlockPack.Tests;
using Microsoft.AspNetCore.Http.Connections;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// The <c>blockpack-lz4</c> protocol: negotiated only by BlockPack peers, smaller frames for compressible values,
    /// the <c>messagepack</c> envelope unchanged.
    /// </summary>
    public sealed class Lz4ProtocolTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(20);
        private static readonly IHubProtocol Plain = new BlockPackHubProtocol();
        private static readonly IHubProtocol Lz4 = new BlockPackLz4HubProtocol();

        [Fact]
        public void LargeValue_TakesFewerBytes_AndRoundTrips()
        {
            var message = new StreamItemMessage("s-order", Order.Sample(3, lines: 300, noteLength: 50_000));
            byte[] plain = ProtocolBytesTests.Write(Plain, message);
            byte[] compressed = ProtocolBytesTests.Write(Lz4, message);
            Assert.True(compressed.Length * 2 < plain.Length, $"{compressed.Length} bytes compressed, {plain.Length} plain");

            var parsed = (StreamItemMessage)ProtocolBytesTests.ParseOne(Lz4, compressed);
            Assert.True(((Order)message.Item!).SameAs((Order)parsed.Item!));

            // Same envelope: array of 4, type 2, no headers, the id; only the value differs (an LZ4 extension).
            int prefix = compressed[0] < 0x80 ? 1 : compressed[1] < 0x80 ? 2 : 3;
            Assert.Equal(new byte[] { 0x94, 0x02, 0x80, 0xA7 }, compressed.AsSpan(prefix, 4).ToArray());
        }

        [Fact]
        public void CompressedValue_ParsesWhereverTheSegmentsBreak()
        {
            var message = new StreamItemMessage("s-order", Order.Sample(5, lines: 50, noteLength: 30_000));
            byte[] compressed = ProtocolBytesTests.Write(Lz4, message);
            for (int cut = 0; cut <= compressed.Length; cut += cut < 64 || cut > compressed.Length - 64 ? 1 : 97)
            {
                ReadOnlySequence<byte> input = SegmentedSequence.CutAt(compressed, cut);
                Assert.True(Lz4.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? parsed), $"cut {cut}");
                Assert.True(((Order)message.Item!).SameAs((Order)((StreamItemMessage)parsed).Item!), $"cut {cut}");
            }
        }

        [Fact]
        public void Names_Differ_SoOnlyBlockPackPeersNegotiateCompression()
        {
            Assert.Equal("messagepack", Plain.Name);
            Assert.Equal("blockpack-lz4", Lz4.Name);
            Assert.Equal(Plain.Version, Lz4.Version);
        }

        [Fact]
        public async Task Lz4Client_TalksToAServerOfferingIt_AndOfficialClientsKeepMessagePack()
        {
            await using HubServer host = await HubServer.StartAsync(b => b.AddBlockPackProtocol().AddBlockPackLz4Protocol());
            await using HubConnection lz4 = await ConnectLz4Async(host.Url);
            Order large = Order.Sample(21, lines: 100, noteLength: 20_000);
            Assert.True(large.SameAs(await lz4.InvokeAsync<Order>("Echo", large).WaitAsync(Timeout)));

            await using HubConnection official = await DotNetClientTests.ConnectAsync(host.Url, Side.Official);
            Assert.True(large.SameAs(await official.InvokeAsync<Order>("Echo", large).WaitAsync(Timeout)));
        }

        [Fact]
        public async Task ServerWithoutLz4_RefusesTheLz4Client()
        {
            await using HubServer host = await HubServer.StartAsync(Side.BlockPack);
            await using HubConnection lz4 = await ConnectLz4Async(host.Url, start: false);
            Exception error = await Assert.ThrowsAnyAsync<Exception>(() => lz4.StartAsync().WaitAsync(Timeout));
            Assert.Contains("blockpack-lz4", error.Message);
        }

        private static async Task<HubConnection> ConnectLz4Async(string url, bool start = true)
        {
            HubConnection connection = new HubConnectionBuilder()
                .WithUrl(url, o => o.Transports = HttpTransportType.WebSockets)
                .AddBlockPackLz4Protocol()
                .Build();
            if (start)
            {
                await connection.StartAsync().WaitAsync(Timeout);
            }

            return connection;
        }
    }
}
