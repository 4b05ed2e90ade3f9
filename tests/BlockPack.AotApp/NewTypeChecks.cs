using System;
using System.Collections.Concurrent;
using System.Collections.Frozen;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;
using System.Linq;
using BlockPack.AotApp.Models;

namespace BlockPack.AotApp
{
    /// <summary>
    /// Issue 20's types as members of a [MessagePackObject] under NativeAOT: hand-computed bytes, and round trips in each
    /// compression mode. Kept apart from Program.cs so that file's other checks can change independently.
    /// </summary>
    internal static class NewTypeChecks
    {
        /// <summary>
        /// The bytes of <see cref="Sample"/>, worked out from the MessagePack spec: array of 14;
        /// [1, 2, 300]; DateOnly 2026-11-26 as its day number 739945 (uint32); TimeOnly 13:45:30 as 495300000000 ticks
        /// (uint64); {"a": 1}; [5, 6]; {1: "a", 2: "b"} in key order; 7; [9]; bin 01 02; [4]; ["q"]; SortedSet {3, 1}
        /// as [1, 3]; ["c"]; Shelf [-1, 2^32] (negative fixint, then uint64 as 2^32 is past uint32).
        /// </summary>
        public const string SampleHex =
            "9e" + "930102cd012c" + "ce000b4a69" + "cf00000073522e3900" + "81a16101" + "920506" + "8201a16102a162"
            + "07" + "9109" + "c4020102" + "9104" + "91a171" + "920103" + "91a163" + "92ffcf0000000100000000";

        public static void Run(Checks checks)
        {
            checks.Run("issue 20 types as members: bytes", () => Expect(SampleHex, MessagePackSerializer.Serialize(Sample())));
            foreach (MessagePackCompression mode in new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray })
            {
                MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithCompression(mode);
                checks.Run($"{mode}: issue 20 types as members", () => Different(Sample(), RoundTrip(Sample(), options)));
                checks.Run($"{mode}: 2,000 of them (LZ4 blocks)", () =>
                {
                    List<Gadget> many = Enumerable.Range(0, 2000).Select(_ => Sample()).ToList();
                    byte[] bytes = MessagePackSerializer.Serialize(many, options);
                    List<Gadget> back = MessagePackSerializer.Deserialize<List<Gadget>>(bytes, options);
                    return back.Count != many.Count ? $"read {back.Count} of {many.Count}"
                        : mode != MessagePackCompression.None && bytes.Length >= MessagePackSerializer.Serialize(many).Length ? "not compressed"
                        : back.Select(g => Different(Sample(), g)).FirstOrDefault(d => d is not null);
                });
            }
        }

        private static Gadget Sample() => new()
        {
            Numbers = ImmutableArray.Create(1, 2, 300),
            Day = new DateOnly(2026, 11, 26),
            At = new TimeOnly(13, 45, 30),
            Scores = ImmutableDictionary<string, int>.Empty.Add("a", 1),
            Chain = new LinkedList<int>(new[] { 5, 6 }),
            Names = new SortedDictionary<int, string> { [2] = "b", [1] = "a" },
            Later = new Lazy<int>(7),
            Fixed = new[] { 9 }.ToFrozenSet(),
            Raw = new byte[] { 1, 2 },
            Maybe = ImmutableArray.Create(4),
            Pending = new ConcurrentQueue<string>(new[] { "q" }),
            Ordered = new SortedSet<int> { 3, 1 },
            Plain = new Collection<string> { "c" },
            Shelf = new Shelf { -1, 1L << 32 },
        };

        /// <summary>Null when <paramref name="actual"/> holds what <paramref name="expected"/> holds, else what differs.</summary>
        private static string? Different(Gadget expected, Gadget actual) =>
            !expected.Numbers.SequenceEqual(actual.Numbers) ? "Numbers"
            : expected.Day != actual.Day ? $"Day {actual.Day}"
            : expected.At != actual.At ? $"At {actual.At}"
            : !expected.Scores.OrderBy(e => e.Key).SequenceEqual(actual.Scores.OrderBy(e => e.Key)) ? "Scores"
            : !expected.Chain.SequenceEqual(actual.Chain) ? "Chain"
            : !expected.Names.SequenceEqual(actual.Names) ? "Names"
            : expected.Later.Value != actual.Later.Value ? $"Later {actual.Later.Value}"
            : !actual.Fixed.SetEquals(expected.Fixed) || actual.Fixed.Count != expected.Fixed.Count ? "Fixed"
            : !expected.Raw.Span.SequenceEqual(actual.Raw.Span) ? "Raw"
            : actual.Maybe is not { } maybe || !maybe.SequenceEqual(expected.Maybe!.Value) ? "Maybe"
            : !expected.Pending.SequenceEqual(actual.Pending) ? "Pending"
            : !expected.Ordered.SequenceEqual(actual.Ordered) ? "Ordered"
            : !expected.Plain.SequenceEqual(actual.Plain) ? "Plain"
            : !expected.Shelf.SequenceEqual(actual.Shelf) ? "Shelf"
            : null;

        private static T RoundTrip<T>(T value, MessagePackSerializerOptions options) =>
            MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value, options), options);

        private static string? Expect(string hex, byte[] bytes)
        {
            string actual = Convert.ToHexString(bytes).ToLowerInvariant();
            return actual == hex ? null : actual;
        }
    }
}
