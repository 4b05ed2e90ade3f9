using System;
using System.Buffers;
using System.Net.WebSockets;
using System.Text;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary>
    /// Hostile frames sent over a raw WebSocket to a real Kestrel server using BlockPack's protocol: the server closes
    /// that connection and goes on serving the next client.
    /// </summary>
    public sealed class HostileServerTests
    {
        private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(20);
        private static readonly IHubProtocol Official = new MessagePackHubProtocol();

        [Theory]
        [InlineData(new byte[] { 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x91, 0x06 })] // 4 GB - 1 declared: past the framing
        [InlineData(new byte[] { 0x80, 0x80, 0x80, 0x80, 0x04, 0x96, 0x01, 0x80 })] // 1 GiB declared, 3 bytes sent
        [InlineData(new byte[] { 0x03, 0x96, 0x01, 0x80 })] // six items declared, two present
        [InlineData(new byte[] { 0x06, 0x95, 0x03, 0x80, 0xA1, 0x61, 0x09 })] // completion with result kind 9
        public async Task HostileFrame_ClosesThatConnection_AndTheServerGoesOn(byte[] frame)
        {
            await using HubServer host = await HubServer.StartAsync(Side.BlockPack);
            using var cancel = new CancellationTokenSource(Timeout);
            using var socket = new ClientWebSocket();
            await socket.ConnectAsync(new Uri("ws" + host.Url.Substring("http".Length)), cancel.Token);
            await socket.SendAsync(Encoding.UTF8.GetBytes("{\"protocol\":\"messagepack\",\"version\":1}\u001e"), WebSocketMessageType.Binary, true, cancel.Token);
            Assert.Equal("{}\u001e", Encoding.UTF8.GetString(await ReceiveAsync(socket, cancel.Token)));

            await socket.SendAsync(frame, WebSocketMessageType.Binary, true, cancel.Token);

            // The server answers with a close message carrying the error (detailed errors are on) and closes the socket.
            CloseMessage? close = null;
            while (true)
            {
                byte[] received = await ReceiveAsync(socket, cancel.Token);
                if (received.Length == 0)
                {
                    break;
                }

                var input = new ReadOnlySequence<byte>(received);
                while (Official.TryParseMessage(ref input, TestBinder.Instance, out HubMessage? message))
                {
                    close = message as CloseMessage ?? close;
                }
            }

            Assert.NotNull(close);
            Assert.Matches("InvalidDataException|FormatException", close!.Error);
            Assert.Equal(WebSocketState.CloseReceived, socket.State);

            await using HubConnection next = await DotNetClientTests.ConnectAsync(host.Url, Side.Official);
            Assert.Equal(7, await next.InvokeAsync<int>("Add", 3, 4).WaitAsync(Timeout));
        }

        /// <summary>One WebSocket message, or an empty array when the server closed the socket.</summary>
        private static async Task<byte[]> ReceiveAsync(ClientWebSocket socket, CancellationToken cancellationToken)
        {
            var buffer = new byte[64 * 1024];
            int count = 0;
            while (true)
            {
                WebSocketReceiveResult result = await socket.ReceiveAsync(buffer.AsMemory(count), cancellationToken) is var r
                    ? new WebSocketReceiveResult(r.Count, r.MessageType, r.EndOfMessage)
                    : throw new InvalidOperationException();
                if (result.MessageType == WebSocketMessageType.Close)
                {
                    return Array.Empty<byte>();
                }

                count += result.Count;
                if (result.EndOfMessage)
                {
                    return buffer.AsSpan(0, count).ToArray();
                }
            }
        }
    }
}
