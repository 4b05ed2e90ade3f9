using System;
using System.Collections.Generic;
using System.IO;

namespace BlockPack.Fuzz
{
    /// <summary>
    /// Writes the seed corpus (tests/BlockPack.Fuzz/corpus): for both targets, a small and a larger value, each plain,
    /// as Lz4Block and as Lz4BlockArray, unchecked and checked (BlockChecksums: ext 96 and 97), with the selector bit for
    /// the managed and for the native decoder; and as ZstdBlockArray's frames form (ext 93 and 92), without and with the
    /// fuzz target's dictionary, and one value over several 64 KiB frames, with the selector bit that writes values back
    /// as Zstandard. The corpus also keeps the version-1 ZstdBlockArray seeds (ext 95 and 94, files named
    /// *-zstdblockarray*) written before the frames form, which readers still accept.
    /// </summary>
    public static class SeedCorpus
    {
        /// <summary>Writes every seed into <paramref name="directory"/>.</summary>
        /// <param name="directory">The corpus folder; created if missing.</param>
        public static void Write(string directory)
        {
            Directory.CreateDirectory(directory);
            var values = new List<(string Name, bool Typed, byte[] Plain)>
            {
                ("object-small", false, MessagePackSerializer.Serialize<object>(new Dictionary<object, object?> { ["a"] = 1L, ["b"] = new object?[] { true, null, 1.5, "x" } })),
                ("object-large", false, MessagePackSerializer.Serialize<object>(LargeObject())),
                ("model-small", true, MessagePackSerializer.Serialize(new FuzzModel { Id = 1, Name = "n", Color = FuzzColor.Green })),
                ("model-large", true, MessagePackSerializer.Serialize(LargeModel())),
            };

            foreach ((string name, bool typed, byte[] plain) in values)
            {
                foreach ((MessagePackCompression compression, bool checksums) in new[]
                {
                    (MessagePackCompression.None, false),
                    (MessagePackCompression.Lz4Block, false),
                    (MessagePackCompression.Lz4BlockArray, false),
                    (MessagePackCompression.Lz4Block, true),
                    (MessagePackCompression.Lz4BlockArray, true),
                })
                {
                    MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(compression).WithCompressionMinLength(1).WithBlockChecksums(checksums);
                    byte[] payload = compression == MessagePackCompression.None
                        ? plain
                        : MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<object>(plain), options);
                    foreach (bool native in new[] { false, true })
                    {
                        if (native && compression == MessagePackCompression.None)
                        {
                            continue; // the decoder bit only matters for compressed payloads
                        }

                        byte selector = (byte)((typed ? 1 : 0) | (native ? 2 : 0));
                        byte[] input = new byte[payload.Length + 1];
                        input[0] = selector;
                        payload.CopyTo(input, 1);
                        string file = $"{name}-{compression.ToString().ToLowerInvariant()}{(checksums ? "-checked" : string.Empty)}{(native ? "-native" : string.Empty)}";
                        File.WriteAllBytes(Path.Combine(directory, file), input);
                    }
                }

                foreach (bool checksums in new[] { false, true })
                {
                    foreach (bool dictionary in new[] { false, true })
                    {
                        MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray)
                            .WithCompressionMinLength(1).WithBlockChecksums(checksums).WithZstdDictionary(dictionary ? FuzzTarget.Dictionary : null);
                        byte[] payload = MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<object>(plain), options);
                        byte[] input = new byte[payload.Length + 1];
                        input[0] = (byte)((typed ? 1 : 0) | 4);
                        payload.CopyTo(input, 1);
                        string file = $"{name}-zstdframes{(checksums ? "-checked" : string.Empty)}{(dictionary ? "-dictionary" : string.Empty)}";
                        File.WriteAllBytes(Path.Combine(directory, file), input);
                    }
                }
            }

            // Several frames: about 150 KB of repetitive msgpack cut into 64 KiB frames (the smallest frame size), a few KB compressed.
            byte[] many = MessagePackSerializer.Serialize<object>(ManyFramesObject());
            foreach (bool checksums in new[] { false, true })
            {
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(MessagePackCompression.ZstdBlockArray)
                    .WithBlockChecksums(checksums).WithZstdFrameSize(65_536);
                byte[] payload = MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<object>(many), options);
                byte[] input = new byte[payload.Length + 1];
                input[0] = 4;
                payload.CopyTo(input, 1);
                File.WriteAllBytes(Path.Combine(directory, $"object-frames-zstdframes{(checksums ? "-checked" : string.Empty)}"), input);
            }
        }

        private static object ManyFramesObject()
        {
            var items = new List<object?>();
            for (int i = 0; i < 3_000; i++)
            {
                items.Add(new Dictionary<object, object?> { ["id"] = (long)i, ["name"] = "item " + (i % 7), ["note"] = "the same sentence in every item, " + (i % 11) });
            }

            return items.ToArray();
        }

        private static object LargeObject()
        {
            var items = new List<object?>();
            for (int i = 0; i < 200; i++)
            {
                items.Add(new Dictionary<object, object?> { ["id"] = (long)i, ["name"] = "item " + (i % 7), ["price"] = i * 1.25, ["tags"] = new object?[] { "t" + (i % 3), (long)(i * i) } });
            }

            return items.ToArray();
        }

        private static FuzzModel LargeModel()
        {
            var model = new FuzzModel
            {
                Id = 7,
                Name = "order",
                Counter = 123456789012,
                Ratio = 0.25,
                Blob = new byte[] { 1, 2, 3, 4, 5 },
                When = new DateTime(2024, 5, 6, 7, 8, 9, DateTimeKind.Utc),
                Tag = new Guid("00112233-4455-6677-8899-aabbccddeeff"),
                Amount = 12.34m,
                Lines = new List<string?>(),
                Counts = new Dictionary<string, int>(),
                Ids = new HashSet<long>(),
                Grid = new int[2, 3] { { 1, 2, 3 }, { 4, 5, 6 } },
                Pair = (5, "five"),
                Seen = new Dictionary<Guid, DateTimeOffset> { [Guid.Empty] = new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.FromHours(2)) },
                Anything = new object?[] { 1L, "two", 3.0 },
                Child = new FuzzModel { Id = 8, Name = "child" },
            };
            for (int i = 0; i < 100; i++)
            {
                model.Lines.Add("line " + (i % 10));
                model.Counts["key" + i] = i;
                model.Ids.Add(i * 1000L);
            }

            return model;
        }
    }
}
