using System;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;
using BlockPack.Compression;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// The LZ4 block codecs the codec benchmarks compare: every <see cref="ILz4BlockCodec"/> BlockPack ships (found by
    /// reflection, so its own native decoder becomes another column the day it exists) plus the baseline's direct calls.
    /// </summary>
    internal static class CodecCatalog
    {
        /// <summary>The name of the baseline's direct liblz4 calls.</summary>
        internal const string BaselineName = "BaselineRawLiblz4";

        private static readonly Dictionary<string, ILz4BlockCodec> Codecs = Discover();

        /// <summary>Gets the codec names, BlockPack's first.</summary>
        internal static IEnumerable<string> Names => Codecs.Keys;

        /// <summary>Gets a codec by name.</summary>
        /// <param name="name">One of <see cref="Names"/>.</param>
        /// <returns>The codec.</returns>
        internal static ILz4BlockCodec Get(string name) => Codecs[name];

        private static Dictionary<string, ILz4BlockCodec> Discover()
        {
            var found = new Dictionary<string, ILz4BlockCodec>();
            IEnumerable<Type> types = typeof(ILz4BlockCodec).Assembly.GetTypes()
                .Where(t => typeof(ILz4BlockCodec).IsAssignableFrom(t) && !t.IsAbstract && !t.IsInterface && t.Name != "UnavailableLz4BlockCodec")
                .OrderBy(t => t.Name, StringComparer.Ordinal);
            foreach (Type type in types)
            {
                const BindingFlags Flags = BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic;
                object? instance = type.GetField("Instance", Flags)?.GetValue(null) ?? type.GetProperty("Instance", Flags)?.GetValue(null);
                if (instance is ILz4BlockCodec codec)
                {
                    found.Add("BlockPack." + type.Name, codec);
                }
            }

            found.Add(BaselineName, new BaselineCodec());
            return found;
        }

        /// <summary>The calls the baseline makes (no destination clearing), in the codec interface's shape.</summary>
        private sealed class BaselineCodec : ILz4BlockCodec
        {
            public int MaxCompressedLength(int inputLength) => Baseline.BaselineLz4.MaximumOutputSize(inputLength);

            public int Compress(ReadOnlySpan<byte> source, Span<byte> destination) => Baseline.BaselineLz4.Encode(source, destination);

            public int Decompress(ReadOnlySpan<byte> source, Span<byte> destination) => Baseline.BaselineLz4.Decode(source, destination);
        }
    }
}
