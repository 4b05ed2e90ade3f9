using System;
using System.Threading.Tasks;

namespace BlockPack.AspNetCore.Tests
{
    /// <summary>One server per response compression mode, started once for the collection.</summary>
    public sealed class WebServersFixture : IAsyncLifetime
    {
        public WebServer Plain { get; private set; } = null!;

        public WebServer Lz4Block { get; private set; } = null!;

        public WebServer Lz4BlockArray { get; private set; } = null!;

        public WebServer For(MessagePackCompression compression) => compression switch
        {
            MessagePackCompression.None => this.Plain,
            MessagePackCompression.Lz4Block => this.Lz4Block,
            MessagePackCompression.Lz4BlockArray => this.Lz4BlockArray,
            _ => throw new ArgumentOutOfRangeException(nameof(compression)),
        };

        public async Task InitializeAsync()
        {
            this.Plain = await WebServer.StartAsync(MessagePackCompression.None);
            this.Lz4Block = await WebServer.StartAsync(MessagePackCompression.Lz4Block);
            this.Lz4BlockArray = await WebServer.StartAsync(MessagePackCompression.Lz4BlockArray);
        }

        public async Task DisposeAsync()
        {
            await this.Plain.DisposeAsync();
            await this.Lz4Block.DisposeAsync();
            await this.Lz4BlockArray.DisposeAsync();
        }
    }

    /// <summary>
    /// Every test class that talks to the servers is in this collection, so they run one after another: the allocation
    /// measurements would otherwise count another test's requests.
    /// </summary>
    [CollectionDefinition(Name)]
    public sealed class WebServersCollection : ICollectionFixture<WebServersFixture>
    {
        public const string Name = "Kestrel servers";
    }
}
