using System;
using StackExchange.Redis;

namespace BlockPack.Caching.Tests
{
    /// <summary>
    /// Direct access to what Microsoft.Extensions.Caching.StackExchangeRedis stores: a hash per key (InstanceName +
    /// key) whose "data" field holds the entry's bytes.
    /// </summary>
    public sealed class RawRedis : IDisposable
    {
        public const string InstanceName = "bp-tests:";
        private readonly ConnectionMultiplexer connection;

        public RawRedis(RedisServerFixture redis)
        {
            this.connection = ConnectionMultiplexer.Connect(redis.Configuration);
        }

        public byte[]? ReadData(string key) => this.connection.GetDatabase().HashGet(InstanceName + key, "data");

        public void WriteData(string key, byte[] data) => this.connection.GetDatabase().HashSet(InstanceName + key, "data", data);

        /// <summary>The one full Redis key (without <see cref="InstanceName"/>) that contains <paramref name="fragment"/>.</summary>
        public string FindKey(string fragment)
        {
            IServer server = this.connection.GetServers()[0];
            string full = System.Linq.Enumerable.Single(server.Keys(pattern: "*" + fragment + "*"), k => true).ToString();
            return full.Substring(InstanceName.Length);
        }

        public void Dispose() => this.connection.Dispose();

        /// <summary>The offset of <paramref name="inner"/> inside <paramref name="outer"/>, or -1.</summary>
        public static int IndexOf(byte[] outer, byte[] inner) => outer.AsSpan().IndexOf(inner);
    }
}
