using System;
using Xunit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>Every broker test shares one rabbitmq-server (it takes up to 30 s to start) and runs one at a time.</summary>
    [CollectionDefinition(Name)]
    public sealed class RabbitMqCollection : ICollectionFixture<RabbitMqFixture>
    {
        public const string Name = "rabbitmq";
    }

    /// <summary>The collection's broker, stopped after the last test whether it passed or failed.</summary>
    public sealed class RabbitMqFixture : IDisposable
    {
        public RabbitMqFixture() => this.Server = RabbitMqServer.Start();

        public RabbitMqServer Server { get; }

        public void Dispose() => this.Server.Dispose();
    }
}
