using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Protocol;

namespace BlockPack.SignalR.Tests
{
    /// <summary>A fixed binder for parsing messages outside a hub: the types the test messages carry.</summary>
    public sealed class TestBinder : IInvocationBinder
    {
        public static readonly TestBinder Instance = new();

        private static readonly Dictionary<string, Type[]> Targets = new()
        {
            ["Ping0"] = Array.Empty<Type>(),
            ["Préférence"] = Array.Empty<Type>(),
            ["Place"] = new[] { typeof(int), typeof(string), typeof(Order) },
            ["Stream"] = new[] { typeof(int) },
            ["One"] = new[] { typeof(int) },
        };

        public IReadOnlyList<Type> GetParameterTypes(string methodName)
            => Targets.TryGetValue(methodName, out Type[]? types) ? types : throw new InvalidOperationException($"No target {methodName}.");

        public Type GetReturnType(string invocationId) => invocationId switch
        {
            "order" => typeof(Order),
            "raw" => typeof(RawResult),
            "text" => typeof(string),
            _ => throw new InvalidOperationException($"No invocation {invocationId}."),
        };

        public Type GetStreamItemType(string streamId) => streamId switch
        {
            "s-order" => typeof(Order),
            "s-int" => typeof(int),
            _ => throw new InvalidOperationException($"No stream {streamId}."),
        };
    }
}
