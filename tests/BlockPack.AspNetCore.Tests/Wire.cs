using System;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Threading.Tasks;
using M = MessagePack;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>Raw requests and the independent encoder (MessagePack-CSharp 3.1.12).</summary>
    internal static class Wire
    {
        public static readonly MessagePackCompression[] Modes = { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray };

        public static M.MessagePackSerializerOptions Reference(MessagePackCompression mode) =>
            M.MessagePackSerializerOptions.Standard.WithCompression(mode switch
            {
                MessagePackCompression.None => M.MessagePackCompression.None,
                MessagePackCompression.Lz4Block => M.MessagePackCompression.Lz4Block,
                _ => M.MessagePackCompression.Lz4BlockArray,
            });

        public static MessagePackSerializerOptions BlockPack(MessagePackCompression mode) =>
            MessagePackSerializerOptions.Standard.WithCompression(mode);

        /// <summary>Posts raw bytes with the given content type, asking for MessagePack back.</summary>
        public static async Task<HttpResponseMessage> PostRawAsync(HttpClient client, string path, byte[] body, string contentType = "application/x-msgpack")
        {
            using var request = new HttpRequestMessage(HttpMethod.Post, path) { Content = new ByteArrayContent(body) };
            request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse(contentType);
            request.Headers.Accept.ParseAdd("application/x-msgpack");
            return await client.SendAsync(request);
        }

        /// <summary>Gets raw bytes, asking for MessagePack.</summary>
        public static async Task<HttpResponseMessage> GetRawAsync(HttpClient client, string path, string accept = "application/x-msgpack")
        {
            using var request = new HttpRequestMessage(HttpMethod.Get, path);
            request.Headers.Accept.ParseAdd(accept);
            return await client.SendAsync(request);
        }
    }
}
