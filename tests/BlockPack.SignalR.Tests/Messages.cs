using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.SignalR.Protocol;

namespace BlockPack.SignalR.Tests
{
    /// <summary>Every SignalR message type in the shapes that change its bytes (headers, ids, result kinds, close flags).</summary>
    public static class Messages
    {
        public static IEnumerable<(string Name, HubMessage Message)> All()
        {
            var headers = new Dictionary<string, string> { ["trace"] = "00-abc", ["tenant"] = "t1" };
            yield return ("invocation, non-blocking, no arguments", new InvocationMessage("Ping0", Array.Empty<object?>()));
            yield return ("invocation with id and arguments", new InvocationMessage("42", "Place", new object?[] { 7, "seven", Order.Sample(7) }));
            yield return ("invocation with null argument", new InvocationMessage("43", "Place", new object?[] { 8, null, Order.Sample(8, lines: 0) }));
            yield return ("invocation with headers", new InvocationMessage("44", "One", new object?[] { -1 }) { Headers = headers });
            yield return ("invocation with stream ids", new InvocationMessage("45", "One", new object?[] { 300 }, new[] { "s-order", "s-int" }));
            yield return ("invocation, non-ascii target", new InvocationMessage("46", "Préférence", Array.Empty<object?>()));
            yield return ("stream invocation", new StreamInvocationMessage("47", "Stream", new object?[] { 5 }));
            yield return ("stream invocation with stream ids and headers", new StreamInvocationMessage("48", "Stream", new object?[] { int.MaxValue }, new[] { "s-int" }) { Headers = headers });
            yield return ("stream item", new StreamItemMessage("s-order", Order.Sample(3, noteLength: 300)));
            yield return ("stream item, int", new StreamItemMessage("s-int", 65536));
            yield return ("stream item, null", new StreamItemMessage("s-order", null));
            yield return ("stream item with headers", new StreamItemMessage("s-int", 1) { Headers = headers });
            yield return ("completion with result", CompletionMessage.WithResult("order", Order.Sample(9)));
            yield return ("completion with null result", CompletionMessage.WithResult("text", null));
            yield return ("completion with string result", CompletionMessage.WithResult("text", "done ✓"));
            yield return ("completion, void", CompletionMessage.Empty("text"));
            yield return ("completion with error", CompletionMessage.WithError("order", "An unexpected error occurred invoking 'Place' on the server."));
            yield return ("completion with headers", new CompletionMessage("order", null, Order.Sample(1), hasResult: true) { Headers = headers });
            yield return ("cancel invocation", new CancelInvocationMessage("47"));
            yield return ("cancel invocation with headers", new CancelInvocationMessage("48") { Headers = headers });
            yield return ("ping", PingMessage.Instance);
            yield return ("close, empty", CloseMessage.Empty);
            yield return ("close with error", new CloseMessage("Connection closed with an error."));
            yield return ("close with reconnect", new CloseMessage(null, allowReconnect: true));
            yield return ("close with error and reconnect", new CloseMessage("Server is restarting.", allowReconnect: true));
            yield return ("ack", new AckMessage(1));
            yield return ("ack, large", new AckMessage(long.MaxValue));
            yield return ("sequence", new SequenceMessage(123_456_789_012));
        }
    }
}
