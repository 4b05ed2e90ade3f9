using System;
using System.Collections.Generic;
using System.IO;
using System.Text.Json;
using BlockPack;
using BlockPack.AspNetCore;
using BlockPack.WebLoad;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

// Usage: BlockPack.WebLoad serve <port>     the echo server on 127.0.0.1:<port>
//        BlockPack.WebLoad bodies <folder>  writes the three request bodies (orders.msgpack, orders.lz4.msgpack, orders.json)
if (args.Length == 2 && args[0] == "bodies")
{
    List<Order> orders = Order.Hundred();
    Directory.CreateDirectory(args[1]);
    File.WriteAllBytes(Path.Combine(args[1], "orders.msgpack"), MessagePackSerializer.Serialize(orders, Echo.Plain));
    File.WriteAllBytes(Path.Combine(args[1], "orders.lz4.msgpack"), MessagePackSerializer.Serialize(orders, Echo.Lz4));
    File.WriteAllBytes(Path.Combine(args[1], "orders.json"), JsonSerializer.SerializeToUtf8Bytes(orders, Echo.Json.GetTypeInfo(typeof(List<Order>))!));
    return 0;
}

if (args.Length != 2 || args[0] != "serve" || !int.TryParse(args[1], out int port))
{
    Console.Error.WriteLine("usage: BlockPack.WebLoad serve <port> | bodies <folder>");
    return 2;
}

WebApplicationBuilder builder = WebApplication.CreateSlimBuilder();
builder.Logging.SetMinimumLevel(LogLevel.Warning);
builder.WebHost.UseUrls($"http://127.0.0.1:{port}");
builder.Services.ConfigureHttpJsonOptions(o => o.SerializerOptions.TypeInfoResolverChain.Insert(0, WebLoadJsonContext.Default));

WebApplication app = builder.Build();

// The same handler three ways: the body is read, then written back whole.
app.MapPost("/echo/blockpack", (MessagePackBody<List<Order>> body) => BlockPackResults.MessagePack(body.Value, Echo.Plain));
app.MapPost("/echo/blockpack-lz4", (MessagePackBody<List<Order>> body) => BlockPackResults.MessagePack(body.Value, Echo.Lz4));
app.MapPost("/echo/json", (List<Order> body) => TypedResults.Ok(body));
app.MapGet("/ready", () => "ok");
app.Run();
return 0;

/// <summary>The options of the echo endpoints.</summary>
internal static class Echo
{
    /// <summary>Plain MessagePack (reading still recognizes LZ4 framings).</summary>
    internal static readonly MessagePackSerializerOptions Plain = MessagePackSerializerOptions.Standard;

    /// <summary>LZ4 block arrays for bodies of 64 bytes or more.</summary>
    internal static readonly MessagePackSerializerOptions Lz4 = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);

    /// <summary>The JSON endpoint's contract, for writing the request body.</summary>
    internal static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web) { TypeInfoResolver = WebLoadJsonContext.Default };
}
