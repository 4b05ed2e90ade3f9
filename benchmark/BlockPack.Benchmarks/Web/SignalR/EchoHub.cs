using Microsoft.AspNetCore.SignalR;

namespace BlockPack.Benchmarks.Web.SignalR
{
    /// <summary>The profile's hub: echoes the orders, so each round trip carries the payload both ways.</summary>
    public sealed class EchoHub : Hub
    {
        /// <summary>Returns <paramref name="orders"/>.</summary>
        /// <param name="orders">The payload.</param>
        /// <returns>The same payload.</returns>
        public SignalROrder[] Echo(SignalROrder[] orders) => orders;
    }
}
