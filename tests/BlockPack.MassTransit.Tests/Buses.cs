using System;
using System.Threading;
using System.Threading.Tasks;
using global::MassTransit;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>Starts MassTransit buses on the test broker, with bounded waits.</summary>
    internal static class Buses
    {
        internal static readonly TimeSpan Wait = TimeSpan.FromSeconds(60);

        internal static async Task<IBusControl> StartAsync(RabbitMqServer server, Action<IRabbitMqBusFactoryConfigurator> configure)
        {
            IBusControl bus = Bus.Factory.CreateUsingRabbitMq(cfg =>
            {
                server.ConfigureHost(cfg);
                configure(cfg);
            });
            using var timeout = new CancellationTokenSource(Wait);
            await bus.StartAsync(timeout.Token);
            return bus;
        }

        internal static async Task StopAsync(IBusControl bus)
        {
            using var timeout = new CancellationTokenSource(Wait);
            await bus.StopAsync(timeout.Token);
        }

        /// <summary>A fresh queue name, so that tests sharing the broker never see each other's messages.</summary>
        internal static string Queue(string purpose) => $"{purpose}-{Guid.NewGuid():N}";

        internal static async Task<T> Within<T>(Task<T> task)
            => await task.WaitAsync(Wait);
    }
}
