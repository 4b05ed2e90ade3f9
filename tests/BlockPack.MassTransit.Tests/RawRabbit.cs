using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Text;
using System.Threading.Tasks;
using RabbitMQ.Client;

namespace BlockPack.MassTransit.Tests
{
    /// <summary>The official RabbitMQ client (7.2.2) beside MassTransit: raw publishes and reads of whole queues.</summary>
    internal sealed class RawRabbit : IAsyncDisposable
    {
        private readonly IConnection connection;
        private IChannel channel;

        private RawRabbit(IConnection connection, IChannel channel)
        {
            this.connection = connection;
            this.channel = channel;
        }

        internal static async Task<RawRabbit> ConnectAsync(RabbitMqServer server)
        {
            var factory = new ConnectionFactory { HostName = "127.0.0.1", Port = server.Port, UserName = "guest", Password = "guest" };
            IConnection connection = await factory.CreateConnectionAsync();
            return new RawRabbit(connection, await connection.CreateChannelAsync());
        }

        /// <summary>Publishes <paramref name="body"/> to a queue through the default exchange.</summary>
        internal async Task PublishAsync(string queue, byte[] body, string contentType, string? messageId = null)
        {
            var properties = new BasicProperties { ContentType = contentType, MessageId = messageId ?? Guid.NewGuid().ToString(), Persistent = false };
            await this.channel.BasicPublishAsync(exchange: "", routingKey: queue, mandatory: true, basicProperties: properties, body: body);
        }

        /// <summary>Reads (and acknowledges) <paramref name="count"/> messages from a queue, waiting up to 60 s for them.</summary>
        internal async Task<List<BasicGetResult>> TakeAsync(string queue, int count)
        {
            var taken = new List<BasicGetResult>();
            var clock = Stopwatch.StartNew();
            while (taken.Count < count)
            {
                BasicGetResult? result = null;
                try
                {
                    result = await this.channel.BasicGetAsync(queue, autoAck: true);
                }
                catch (RabbitMQ.Client.Exceptions.OperationInterruptedException) when (clock.Elapsed < Buses.Wait)
                {
                    // The queue does not exist yet (MassTransit declares error queues on first use): a new channel, and wait.
                    await this.ReopenAsync();
                }

                if (result is not null)
                {
                    taken.Add(result);
                    continue;
                }

                if (clock.Elapsed > Buses.Wait)
                {
                    throw new TimeoutException($"{queue} held {taken.Count} of the {count} messages expected after {Buses.Wait.TotalSeconds} s.");
                }

                await Task.Delay(100);
            }

            return taken;
        }

        /// <summary>A header of a message as text (RabbitMQ hands string headers over as UTF-8 bytes).</summary>
        internal static string? Header(BasicGetResult result, string name)
        {
            IDictionary<string, object?>? headers = result.BasicProperties.Headers;
            if (headers is null || !headers.TryGetValue(name, out object? value))
            {
                return null;
            }

            return value is byte[] bytes ? Encoding.UTF8.GetString(bytes) : value?.ToString();
        }

        public async ValueTask DisposeAsync()
        {
            await this.channel.DisposeAsync();
            await this.connection.DisposeAsync();
        }

        private async Task ReopenAsync()
        {
            await this.channel.DisposeAsync();
            this.channel = await this.connection.CreateChannelAsync();
        }
    }
}
