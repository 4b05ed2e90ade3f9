using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text.Json;

namespace BlockPack.Tests.Conformance
{
    /// <summary>One value of the kawanet msgpack-test-suite and every encoding the suite accepts for it.</summary>
    /// <param name="Group">The group (file) the case comes from, such as "20.number-positive.yaml".</param>
    /// <param name="Kind">The value key: nil, bool, binary, number, bignum, string, array, map, timestamp or ext.</param>
    /// <param name="Value">The value, as the suite writes it in JSON.</param>
    /// <param name="Number">For bignum cases that also list a "number", that number; otherwise undefined.</param>
    /// <param name="Encodings">The accepted encodings, most compact first.</param>
    internal sealed record MsgPackTestCase(string Group, string Kind, JsonElement Value, JsonElement Number, IReadOnlyList<byte[]> Encodings)
    {
        public override string ToString() => $"{this.Group} {this.Kind} {this.Value.GetRawText()}";
    }

    /// <summary>
    /// Loads msgpack-test-suite.json from .cache/testdata, where scripts/fetch-test-data.sh (run by the test script's
    /// install step) puts it from the npm package msgpack-test-suite 1.0.0.
    /// </summary>
    internal static class MsgPackTestSuite
    {
        private const string RelativePath = ".cache/testdata/msgpack-test-suite/msgpack-test-suite.json";

        private static readonly Lazy<(string Path, IReadOnlyList<MsgPackTestCase> Cases)> Loaded = new(Load);

        public static string FilePath => Loaded.Value.Path;

        public static IReadOnlyList<MsgPackTestCase> Cases => Loaded.Value.Cases;

        public static byte[] ParseEncoding(string hex) =>
            hex.Length == 0 ? Array.Empty<byte>() : hex.Split('-').Select(pair => Convert.ToByte(pair, 16)).ToArray();

        private static (string, IReadOnlyList<MsgPackTestCase>) Load()
        {
            string path = Locate();
            using JsonDocument document = JsonDocument.Parse(File.ReadAllBytes(path));
            var cases = new List<MsgPackTestCase>();
            foreach (JsonProperty group in document.RootElement.EnumerateObject())
            {
                foreach (JsonElement entry in group.Value.EnumerateArray())
                {
                    string[] names = entry.EnumerateObject().Select(p => p.Name).Where(n => n != "msgpack").ToArray();

                    // A 64-bit case lists its exact value as "bignum" (a decimal string) and, when a double holds it, also as "number".
                    string kind = names.Contains("bignum") ? "bignum" : names.Single();
                    JsonElement number = names.Contains("number") && kind == "bignum" ? entry.GetProperty("number").Clone() : default;
                    byte[][] encodings = entry.GetProperty("msgpack").EnumerateArray().Select(e => ParseEncoding(e.GetString()!)).ToArray();
                    cases.Add(new MsgPackTestCase(group.Name, kind, entry.GetProperty(kind).Clone(), number, encodings));
                }
            }

            return (path, cases);
        }

        /// <summary>
        /// The conformance data's path in the repository (<see cref="RepositoryRoot"/>). A missing file is an error, never a
        /// skip: the conformance tests must not pass by not running.
        /// </summary>
        private static string Locate()
        {
            string path = RepositoryRoot.Combine(RelativePath);
            if (!File.Exists(path))
            {
                throw new FileNotFoundException(
                    $"The conformance data {path} is missing: run scripts/fetch-test-data.sh (it fetches the npm package " +
                    "msgpack-test-suite 1.0.0; scripts/test.sh runs it).", path);
            }

            return path;
        }
    }
}
