using System;
using System.Linq;
using System.Text.Json;
using BlockPack.OrleansCluster.Models;
using Xunit;

namespace BlockPack.OrleansCluster.Tests
{
    /// <summary>Compares values member by member through System.Text.Json (a serializer independent of BlockPack and Orleans).</summary>
    internal static class ValueAssert
    {
        private static readonly JsonSerializerOptions Options = new JsonSerializerOptions { WriteIndented = false };

        internal static void Same<T>(T expected, T actual)
        {
            Assert.NotNull(actual);
            Assert.Equal(expected!.GetType(), actual!.GetType());
            Assert.Equal(JsonSerializer.Serialize<object>(expected, Options), JsonSerializer.Serialize<object>(actual, Options));
        }

        internal static void Same(BulkValue expected, BulkValue actual)
        {
            Assert.Equal(expected.Name, actual.Name);
            Assert.Equal(expected.Chunks.Count, actual.Chunks.Count);
            for (int i = 0; i < expected.Chunks.Count; i++)
            {
                Assert.True(expected.Chunks[i].AsSpan().SequenceEqual(actual.Chunks[i]), $"chunk {i} differs");
            }
        }
    }
}
