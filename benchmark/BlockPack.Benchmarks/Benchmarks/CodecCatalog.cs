using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// The LZ4 block codecs the codec benchmarks compare: every <see cref="IBlockCodec"/> BlockPack ships (found by
    /// reflection, so that a new codec becomes another column without a change here).
    /// </summary>
    internal static class CodecCatalog
    {
        private static readonly Dictionary<string, IBlockCodec> Codecs = Discover();

        /// <summary>Gets the codec names.</summary>
        internal static IEnumerable<string> Names => Codecs.Keys;

        /// <summary>Gets a codec by name.</summary>
        /// <param name="name">One of <see cref="Names"/>.</param>
        /// <returns>The codec.</returns>
        internal static IBlockCodec Get(string name) => Codecs[name];

        private static Dictionary<string, IBlockCodec> Discover()
        {
            var found = new Dictionary<string, IBlockCodec>();
            IEnumerable<Type> types = typeof(IBlockCodec).Assembly.GetTypes()
                .Where(t => typeof(IBlockCodec).IsAssignableFrom(t) && !t.IsAbstract && !t.IsInterface && t.Name != "UnavailableLz4BlockCodec")
                .OrderBy(t => t.Name, StringComparer.Ordinal);
            foreach (Type type in types)
            {
                const BindingFlags Flags = BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic;
                object? instance = type.GetField("Instance", Flags)?.GetValue(null) ?? type.GetProperty("Instance", Flags)?.GetValue(null);
                if (instance is IBlockCodec codec)
                {
                    found.Add("BlockPack." + type.Name, codec);
                }
            }

            return found;
        }
    }
}
