using System;
using System.Buffers;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;

namespace BlockPack.Tests.StreamReader
{
    /// <summary>Messages for the stream reader tests, and helpers to put them in a stream and read them back.</summary>
    internal static class StreamMessages
    {
        /// <summary>5, a positive fixint: one byte, from the spec.</summary>
        internal static readonly byte[] Five = { 0x05 };

        /// <summary>["Hi", "There"] from the spec: fixarray(2), fixstr(2) "Hi", fixstr(5) "There".</summary>
        internal static readonly byte[] HiThere = { 0x92, 0xA2, 0x48, 0x69, 0xA5, 0x54, 0x68, 0x65, 0x72, 0x65 };

        /// <summary>{"a": [nil, true], "b": {}} from the spec: fixmap(2), "a", fixarray(2) nil true, "b", fixmap(0).</summary>
        internal static readonly byte[] NestedMap = { 0x82, 0xA1, 0x61, 0x92, 0xC0, 0xC3, 0xA1, 0x62, 0x80 };

        internal static readonly MessagePackSerializerOptions Lz4Block =
            MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4Block);

        internal static readonly MessagePackSerializerOptions Lz4BlockArray =
            MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.Lz4BlockArray);

        /// <summary>The hand-written messages, and a few the serializer writes (its bytes are tested elsewhere).</summary>
        internal static List<byte[]> Plain() => new List<byte[]>
        {
            Five,
            HiThere,
            NestedMap,
            MessagePackSerializer.Serialize("a string of some length, " + new string('x', 300)),
            MessagePackSerializer.Serialize(Enumerable.Range(-1000, 3000).ToArray()),
            MessagePackSerializer.Serialize(new byte[70_000]),
            new byte[] { 0xC0 },
        };

        /// <summary>Compressible words: <paramref name="count"/> of them, the same for the same seed.</summary>
        internal static List<string> Words(int count, int seed)
        {
            var random = new Random(seed);
            string[] vocabulary = { "order", "customer", "shipped", "pending", "invoice", "total", "warehouse", "return" };
            var words = new List<string>(count);
            for (int i = 0; i < count; i++)
            {
                words.Add(vocabulary[random.Next(vocabulary.Length)] + "-" + random.Next(1000));
            }

            return words;
        }

        internal static byte[] Concat(IEnumerable<byte[]> messages) => messages.SelectMany(m => m).ToArray();

        /// <summary>Reads values until the reader reports the clean end of the stream.</summary>
        internal static async Task<List<byte[]>> ReadAllAsync(MessagePackStreamReader reader)
        {
            var values = new List<byte[]>();
            while (await reader.ReadAsync(default) is { } value)
            {
                values.Add(value.ToArray());
            }

            return values;
        }

        /// <summary>Asserts the two lists hold the same messages, naming the first that differs.</summary>
        internal static void AssertSameMessages(IReadOnlyList<byte[]> expected, IReadOnlyList<byte[]> actual)
        {
            Assert.Equal(expected.Count, actual.Count);
            for (int i = 0; i < expected.Count; i++)
            {
                Assert.True(expected[i].AsSpan().SequenceEqual(actual[i]), $"Message {i} differs (lengths {expected[i].Length} and {actual[i].Length}).");
            }
        }

        internal static MemoryStream InMemory(IEnumerable<byte[]> messages) => new MemoryStream(Concat(messages));
    }
}
