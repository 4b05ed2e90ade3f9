using System.Collections.Generic;
using BlockPack.Sandbox.Model;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>Plain msgpack of sandbox orders, written by BlockPack's own serializer: the "orders" data set.</summary>
    internal static class Orders
    {
        /// <summary>Writes at least <paramref name="megabytes"/> MB of orders msgpack to <paramref name="path"/>.</summary>
        internal static void Dump(string path, int megabytes)
        {
            byte[] bytes = Msgpack(megabytes * 1024 * 1024);
            System.IO.File.WriteAllBytes(path, bytes);
            System.Console.WriteLine($"wrote {bytes.Length} bytes of orders msgpack to {path}");
        }

        /// <summary>Serializes enough orders for at least <paramref name="minimumBytes"/> bytes (one msgpack array).</summary>
        internal static byte[] Msgpack(int minimumBytes)
        {
            // About 230 bytes per order; a few more than needed, then checked.
            int count = (minimumBytes / 200) + 1000;
            while (true)
            {
                List<Order> orders = OrderGenerator.Create(count);
                byte[] bytes = MessagePackSerializer.Serialize(orders, MessagePackSerializerOptions.Standard);
                if (bytes.Length >= minimumBytes)
                {
                    return bytes;
                }

                count *= 2;
            }
        }
    }
}
