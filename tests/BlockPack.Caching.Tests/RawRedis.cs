using System;
using System.Diagnostics;
using System.Threading.Tasks;
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

        /// <summary>
        /// Waits until L2 holds an entry for <paramref name="key"/> that <paramref name="accept"/> accepts (any entry when
        /// null). HybridCache's GetOrCreateAsync hands the value to its caller first and writes L2 afterwards, so another
        /// host reading at once may find nothing yet.
        /// </summary>
        public async Task<byte[]> WaitForDataAsync(string key, Func<byte[], bool>? accept = null)
        {
            var clock = Stopwatch.StartNew();
            while (true)
            {
                byte[]? data = this.ReadData(key);
                if (data is not null && (accept is null || accept(data)))
                {
                    return data;
                }

                if (clock.Elapsed > TimeSpan.FromSeconds(30))
                {
                    throw new TimeoutException($"L2 held no {(data is null ? "entry" : "accepted entry")} for '{key}' after 30 s.");
                }

                await Task.Delay(10);
            }
        }

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
