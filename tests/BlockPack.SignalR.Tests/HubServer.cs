using System;
using System.Linq;
using System.Net;
using System.Threading.Tasks;
using Microsoft.AspNetCore.Builder;
using Microsoft.AspNetCore.Hosting;
using Microsoft.AspNetCore.Hosting.Server;
using Microsoft.AspNetCore.Hosting.Server.Features;
using Microsoft.AspNetCore.SignalR;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Logging;

namespace BlockPack.SignalR.Tests
{
    /// <summary>Which protocol implementation a server or client registers for the name <c>messagepack</c>.</summary>
    public enum Side
    {
        /// <summary>BlockPack's <see cref="BlockPackHubProtocol"/>.</summary>
        BlockPack,

        /// <summary>The official <c>MessagePackHubProtocol</c> (MessagePack-CSharp).</summary>
        Official,
    }

    /// <summary>A real Kestrel server on 127.0.0.1 and a port the OS picks, hosting <see cref="TestHub"/> at /hub.</summary>
    public sealed class HubServer : IAsyncDisposable
    {
        private readonly WebApplication app;

        private HubServer(WebApplication app, string url, ServerLog log)
        {
            this.app = app;
            this.Url = url;
            this.Log = log;
        }

        /// <summary>Gets the server's warnings and errors.</summary>
        public ServerLog Log { get; }

        /// <summary>Gets the hub's address.</summary>
        public string Url { get; }

        /// <summary>Gets the server's services.</summary>
        public IServiceProvider Services => this.app.Services;

        /// <summary>Starts a server whose protocols <paramref name="protocols"/> registers.</summary>
        public static async Task<HubServer> StartAsync(Action<ISignalRServerBuilder> protocols, Action<HubOptions>? hubOptions = null)
        {
            WebApplicationBuilder builder = WebApplication.CreateSlimBuilder();
            builder.Logging.ClearProviders();
            var log = new ServerLog();
            builder.Logging.AddProvider(log);
            builder.WebHost.UseKestrel(o => o.Listen(IPAddress.Loopback, 0));
            ISignalRServerBuilder signalR = builder.Services.AddSignalR(o =>
            {
                o.EnableDetailedErrors = true;
                o.MaximumReceiveMessageSize = 1024 * 1024;
                hubOptions?.Invoke(o);
            });
            protocols(signalR);
            WebApplication app = builder.Build();
            app.UseWebSockets();
            app.MapHub<TestHub>("/hub", o => o.AllowStatefulReconnects = true);
            await app.StartAsync();
            string address = app.Services.GetRequiredService<IServer>().Features.Get<IServerAddressesFeature>()!.Addresses.Single();
            return new HubServer(app, address + "/hub", log);
        }

        /// <summary>Starts a server with one side's <c>messagepack</c> protocol.</summary>
        public static Task<HubServer> StartAsync(Side side, Action<HubOptions>? hubOptions = null)
            => StartAsync(b => _ = side == Side.BlockPack ? b.AddBlockPackProtocol() : b.AddMessagePackProtocol(), hubOptions);

        /// <inheritdoc/>
        public async ValueTask DisposeAsync()
        {
            await this.app.StopAsync();
            await this.app.DisposeAsync();
        }
    }
}
