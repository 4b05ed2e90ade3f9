using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.AotApp.Models;

namespace BlockPack.AotApp
{
    /// <summary>
    /// Types that reach BlockPack only through the app's own generic helpers, the shape of a repository or message-bus
    /// wrapper: <c>Serialize(value)</c> is called with the helper's <c>T</c>, closed one or more calls further out. The
    /// generator follows those calls to the closed types; the untyped collections need no user type and are served by
    /// the built-in resolver. Hand-computed bytes from the MessagePack spec, and round trips.
    /// </summary>
    internal static class GenericHelperChecks
    {
        public static void Run(Checks checks)
        {
            // {"a": [1, 2]}: fixmap 1, fixstr "a", fixarray 2 of Point's two keys.
            var points = new Dictionary<string, Point> { ["a"] = new Point(1, 2) };
            checks.Run("generic helper: Dictionary<string, Point> bytes and round trip", () =>
                Expect("81a161920102", Bytes(points)) ?? Same(points.Single(), Check(points).Single()));

            // [[ "Ada", 36 ], "x"]: Envelope's Body, then Note.
            var envelope = new Envelope<Person> { Body = new Person("Ada", 36), Note = "x" };
            checks.Run("generic helper two calls deep: Envelope<Person> bytes and round trip", () =>
                Expect("9292a341646124a178", Bytes(envelope)) ?? (Twice(envelope) is { } back && back.Body == envelope.Body && back.Note == "x" ? null : "different"));

            // [1, "two", nil]: a boxed int is written as int32 (d2), as MessagePack-CSharp writes it; read back as Int32.
            object?[] untyped = { 1, "two", null };
            checks.Run("generic helper: object[] bytes and round trip", () =>
                Expect("93d200000001a374776fc0", Bytes(untyped)) ?? (Check(untyped) is { Length: 3 } back && Convert.ToInt32(back[0]) == 1 && (string?)back[1] == "two" && back[2] is null ? null : "different"));
            checks.Run("generic helper: List<object> round trip", () =>
                Check(new List<object> { "a", true }) is [string a, bool b] && a == "a" && b ? null : "different");
            checks.Run("generic helper: Dictionary<string, object> round trip", () =>
                Check(new Dictionary<string, object> { ["k"] = "v" }) is { Count: 1 } back && (string)back["k"] == "v" ? null : "different");
            checks.Run("generic helper: Dictionary<object, object> round trip", () =>
                Check(new Dictionary<object, object> { ["k"] = "v" }) is { Count: 1 } back && (string)back["k"] == "v" ? null : "different");

            // [5, "five"] through a local function.
            checks.Run("generic local function: ValueTuple<int, string> bytes and round trip", () =>
            {
                static byte[] Local<TValue>(TValue value) => MessagePackSerializer.Serialize(value);
                return Expect("9205a466697665", Local((5, "five"))) ?? Same((5, "five"), Check((5, "five")));
            });

            checks.Run("generic async helper: (long, Point) round trip", () =>
            {
                (long, Point) value = (7L, new Point(3, 4));
                return Same(value, CheckAsync(value).GetAwaiter().GetResult());
            });
        }

        private static T Check<T>(T value) =>
            MessagePackSerializer.Deserialize<T>(MessagePackSerializer.Serialize(value, MessagePackSerializerOptions.Standard), MessagePackSerializerOptions.Standard);

        private static byte[] Bytes<T>(T value) => MessagePackSerializer.Serialize(value);

        private static T Twice<T>(T value) => Check(value);

        private static async Task<T> CheckAsync<T>(T value)
        {
            using var stream = new MemoryStream();
            await MessagePackSerializer.SerializeAsync(stream, value);
            stream.Position = 0;
            return await MessagePackSerializer.DeserializeAsync<T>(stream);
        }

        private static string? Same<T>(T expected, T actual) => EqualityComparer<T>.Default.Equals(expected, actual) ? null : $"expected {expected}, got {actual}";

        private static string? Expect(string hex, byte[] bytes) => Convert.ToHexString(bytes).ToLowerInvariant() == hex ? null : Convert.ToHexString(bytes).ToLowerInvariant();
    }
}
