using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using System.Linq;
using BlockPack.Interop.Tests.Models;

namespace BlockPack.Interop.Tests
{
    /// <summary>Plain mode: collections, dictionaries, tuples, key-value pairs and multi-dimensional arrays.</summary>
    public class PlainCollectionBytesTests
    {
        [Fact]
        public void Arrays_and_lists_of_every_header_size()
        {
            foreach (int count in new[] { 0, 1, 15, 16, 65535, 65536 })
            {
                int[] numbers = Enumerable.Range(-count / 2, count).ToArray();
                PlainBytes.AssertSame(numbers);
                PlainBytes.AssertSame(numbers.ToList());
            }

            PlainBytes.AssertSame((int[]?)null);
            PlainBytes.AssertSame((List<int>?)null);
            PlainBytes.AssertSame(new[] { "a", null, "ü" });
            PlainBytes.AssertSame(new List<string?> { null, "" });
            PlainBytes.AssertSame(new[] { new[] { 1, 2 }, Array.Empty<int>(), null });
            PlainBytes.AssertSame(new List<DateTime> { DateTime.UnixEpoch });
            PlainBytes.AssertSame(new[] { Status.Lost, Status.Closed });
            PlainBytes.AssertSame(new List<double?> { 1.5, null });
        }

        [Fact]
        public void Other_collections_and_collection_interfaces()
        {
            PlainBytes.AssertSame(new HashSet<int> { 3, 1, 2 });
            PlainBytes.AssertSame(new Queue<string>(new[] { "first", "second" }));
            PlainBytes.AssertSame(new Stack<int>(new[] { 1, 2, 3 }));
            PlainBytes.AssertSame<IEnumerable<int>>(new[] { 1, 2 });
            PlainBytes.AssertSame<IList<int>>(new List<int> { 3 });
            PlainBytes.AssertSame<ICollection<string>>(new List<string> { "c" });
            PlainBytes.AssertSame<IReadOnlyList<long>>(new[] { long.MinValue });
            PlainBytes.AssertSame<IReadOnlyCollection<byte>>(new List<byte> { 255 });
            PlainBytes.AssertSame<ISet<int>>(new HashSet<int> { 9 });
        }

        [Fact]
        public void Dictionaries_and_dictionary_interfaces()
        {
            foreach (int count in new[] { 0, 1, 15, 16, 65536 })
            {
                PlainBytes.AssertSame(Enumerable.Range(0, count).ToDictionary(i => i, i => i.ToString(System.Globalization.CultureInfo.InvariantCulture)));
            }

            PlainBytes.AssertSame(new Dictionary<string, int?> { ["a"] = 1, ["b"] = null });
            PlainBytes.AssertSame(new Dictionary<Guid, List<int>> { [Guid.Empty] = new List<int> { 1 } });
            PlainBytes.AssertSame(new Dictionary<Status, double> { [Status.Lost] = 0.5 });
            PlainBytes.AssertSame<IDictionary<string, string>>(new Dictionary<string, string> { ["k"] = "v" });
            PlainBytes.AssertSame<IReadOnlyDictionary<int, int>>(new Dictionary<int, int> { [1] = 2 });
            PlainBytes.AssertSame((Dictionary<string, int>?)null);
        }

        [Fact]
        public void Read_only_and_concurrent_dictionaries_lookups_and_groupings()
        {
            // Formatters added with the collision-resistant comparers (docs/security.md); one key per map, so the
            // bytes do not depend on the order each library enumerates a hash table in.
            PlainBytes.AssertSame(new ReadOnlyDictionary<int, string>(new Dictionary<int, string> { [1] = "one" }));
            PlainBytes.AssertSame(new ConcurrentDictionary<string, int>(new Dictionary<string, int> { ["k"] = 7 }));
            PlainBytes.AssertSame(new[] { 1, 1, 2 }.ToLookup(x => x));
            PlainBytes.AssertSame(new[] { 1, 1 }.GroupBy(x => x).First());
        }

        [Fact]
        public void Tuples_value_tuples_and_key_value_pairs()
        {
            PlainBytes.AssertSame(Tuple.Create(1));
            PlainBytes.AssertSame(Tuple.Create(1, "two"));
            PlainBytes.AssertSame(Tuple.Create(1, 2, 3, 4, 5, 6, 7));
            PlainBytes.AssertSame(new Tuple<int, int, int, int, int, int, int, Tuple<string>>(1, 2, 3, 4, 5, 6, 7, Tuple.Create("eight")));
            PlainBytes.AssertSame(ValueTuple.Create(1));
            PlainBytes.AssertSame((1, "two"));
            PlainBytes.AssertSame((1, 2, 3, 4, 5, 6, 7));
            PlainBytes.AssertSame((1, 2, 3, 4, 5, 6, 7, "eight", 9.0));
            PlainBytes.AssertSame(new KeyValuePair<string, int>("k", 5));
            PlainBytes.AssertSame(new List<KeyValuePair<int, Status>> { new KeyValuePair<int, Status>(1, Status.Open) });
        }

        [Fact]
        public void Multi_dimensional_arrays()
        {
            PlainBytes.AssertSame(new int[,] { { 1, 2, 3 }, { 4, 5, 6 } });
            PlainBytes.AssertSame(new int[0, 3]);
            PlainBytes.AssertSame(new string?[,,] { { { "a", null } }, { { "b", "c" } } });
            var four = new double[2, 1, 2, 3];
            four[1, 0, 1, 2] = 1.5;
            PlainBytes.AssertSame(four);
        }
    }
}
