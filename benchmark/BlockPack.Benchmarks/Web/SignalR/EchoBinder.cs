using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.SignalR;

namespace BlockPack.Benchmarks.Web.SignalR
{
    /// <summary>Binds the profile's one invocation, <c>Echo(SignalROrder[])</c>, when a protocol is timed alone.</summary>
    internal sealed class EchoBinder : IInvocationBinder
    {
        internal static readonly EchoBinder Instance = new();

        private static readonly Type[] Parameters = { typeof(SignalROrder[]) };

        public IReadOnlyList<Type> GetParameterTypes(string methodName) => Parameters;

        public Type GetReturnType(string invocationId) => typeof(SignalROrder[]);

        public Type GetStreamItemType(string streamId) => typeof(SignalROrder[]);
    }
}
