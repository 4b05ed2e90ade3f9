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

        public void Dispose() => this.connection.Dispose();

        /// <summary>The offset of <paramref name="inner"/> inside <paramref name="outer"/>, or -1.</summary>
        public static int IndexOf(byte[] outer, byte[] inner) => outer.AsSpan().IndexOf(inner);
    }
}
