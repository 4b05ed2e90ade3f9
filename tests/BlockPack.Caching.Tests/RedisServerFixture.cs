using System;
using System.Text;
using BlockPack.Tests;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// A private redis-server on 127.0.0.1 and a free port, with persistence off (a <see cref="ServerProcess"/>). Every
    /// wait is bounded, and the process is killed on dispose (xunit disposes the fixture after the collection, passed or
    /// failed).
    /// </summary>
    public sealed class RedisServerFixture : IDisposable
    {
        private static readonly TimeSpan StartTimeout = TimeSpan.FromSeconds(10);
        private readonly ServerProcess server;

        public RedisServerFixture()
        {
            this.Port = ServerProcess.FreePort();
            this.server = new ServerProcess(
                "redis-server",
                new[] { "--port", this.Port.ToString(System.Globalization.CultureInfo.InvariantCulture), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no" },
                this.Ping,
                StartTimeout,
                $"redis-server on port {this.Port}");
            this.Start();
        }

        public int Port { get; }

        /// <summary>Gets a StackExchange.Redis configuration with short timeouts, so that a stopped server fails calls fast.</summary>
        public string Configuration => $"127.0.0.1:{this.Port},abortConnect=false,connectTimeout=1000,syncTimeout=1000,asyncTimeout=1000,connectRetry=1";

        /// <summary>Starts the server (unless it runs) and returns once it answers PING.</summary>
        public void Start() => this.server.Start();

        /// <summary>Kills the server (SIGKILL); <see cref="Start"/> brings it back on the same port, empty.</summary>
        public void Stop() => this.server.Kill();

        public void Dispose() => this.server.Dispose();

        private bool Ping() => ServerProcess.Answers(this.Port, stream =>
        {
            stream.Write(Encoding.ASCII.GetBytes("PING\r\n"));
            byte[] reply = new byte[7];
            int read = stream.Read(reply, 0, reply.Length);
            return Encoding.ASCII.GetString(reply, 0, read).StartsWith("+PONG", StringComparison.Ordinal);
        });
    }
}
