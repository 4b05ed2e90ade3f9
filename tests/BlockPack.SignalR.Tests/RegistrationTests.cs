using System.Linq;
using Microsoft.AspNetCore.SignalR;
using Microsoft.AspNetCore.SignalR.Client;
using Microsoft.AspNetCore.SignalR.Protocol;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Options;
using Xunit;

namespace BlockPack.SignalR.Tests
{
    /// <summary><c>AddBlockPackProtocol</c> on the server builder and on <c>HubConnectionBuilder</c>.</summary>
    public sealed class RegistrationTests
    {
        [Fact]
        public void Server_ReplacesTheOfficialMessagePackProtocol_AndKeepsJson()
        {
            var services = new ServiceCollection();
            services.AddSignalR().AddMessagePackProtocol().AddBlockPackProtocol(o => o.MaximumMessageSize = 1234);
            using ServiceProvider provider = services.BuildServiceProvider();
            IHubProtocol[] protocols = provider.GetServices<IHubProtocol>().ToArray();
            Assert.Single(protocols, p => p.Name == "messagepack");
            Assert.IsType<BlockPackHubProtocol>(protocols.Single(p => p.Name == "messagepack"));
            Assert.Contains(protocols, p => p.Name == "json");
            Assert.Equal(1234, provider.GetRequiredService<IOptions<BlockPackHubProtocolOptions>>().Value.MaximumMessageSize);
        }

        [Fact]
        public void Server_CanOfferLz4BesideMessagePack_AndRegisteringTwiceAddsNothing()
        {
            var services = new ServiceCollection();
            services.AddSignalR().AddBlockPackProtocol().AddBlockPackProtocol().AddBlockPackLz4Protocol();
            using ServiceProvider provider = services.BuildServiceProvider();
            Assert.Equal(new[] { "json", "messagepack", "blockpack-lz4" }, provider.GetServices<IHubProtocol>().Select(p => p.Name).ToArray());
        }

        [Fact]
        public void Client_UsesBlockPack()
        {
            IHubConnectionBuilder builder = new HubConnectionBuilder().AddBlockPackProtocol();
            using ServiceProvider provider = builder.Services.BuildServiceProvider();
            Assert.IsType<BlockPackHubProtocol>(provider.GetRequiredService<IHubProtocol>());
        }
    }
}
