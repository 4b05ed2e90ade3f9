using System;
using System.Collections;
using System.Linq;
using System.Threading.Tasks;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// The generated formatters resolve their members' formatters once per resolver (a cache per formatter instance),
    /// call the built-in DateTime formatter and the generated list and array formatters directly while the resolver
    /// gives exactly those (lists and arrays of int, long and double the writer's and reader's own methods), and call the element's generated formatter directly in the list and array loops. These
    /// tests run the generated code and check that a resolver replacing any of those formatters is still honoured, that
    /// alternating resolvers each get their own answers, and that a member without a formatter fails at that member only
    /// when it is reached. Bytes are computed by hand from the msgpack spec.
    /// </summary>
    public class ResolvedMemberTests
    {
        private const string Source = """
            #nullable disable
            using System;
            using System.Collections.Generic;
            using BlockPack;
            using BlockPack.Formatters;
            namespace R
            {
                [MessagePackObject]
                public class Line { [Key(0)] public int Qty { get; set; } }

                [MessagePackObject]
                public class Order
                {
                    [Key(0)] public DateTime At { get; set; }
                    [Key(1)] public List<Line> Lines { get; set; }
                    [Key(2)] public Line[] Extra { get; set; }
                    [Key(3)] public List<int> Tags { get; set; }
                    [Key(4)] public long[] Ids { get; set; }

                    public static Order Make() => new Order
                    {
                        At = new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc),
                        Lines = new List<Line> { new Line { Qty = 2 } },
                        Extra = new[] { new Line { Qty = 3 } },
                        Tags = new List<int> { 1, 2 },
                        Ids = new long[] { 5 },
                    };
                }

                public class Unknown { }

                [MessagePackObject]
                public class WithUnknown
                {
                    [Key(0)] public int A { get; set; }
                    [Key(1)] public Unknown U { get; set; }
                }

                // Writes a line as ten times its quantity.
                public sealed class TenfoldLineFormatter : IMessagePackFormatter<Line>
                {
                    public void Serialize(ref MessagePackWriter writer, Line value, MessagePackSerializerOptions options) => writer.Write(value.Qty * 10);
                    public Line Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new Line { Qty = reader.ReadInt32() / 10 };
                }

                // Writes an int doubled.
                public sealed class DoublingInt32Formatter : IMessagePackFormatter<int>
                {
                    public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.Write(value * 2);
                    public int Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadInt32() / 2;
                }

                // Writes a DateTime as its ticks.
                public sealed class TicksFormatter : IMessagePackFormatter<DateTime>
                {
                    public void Serialize(ref MessagePackWriter writer, DateTime value, MessagePackSerializerOptions options) => writer.Write(value.Ticks);
                    public DateTime Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => new DateTime(reader.ReadInt64(), DateTimeKind.Utc);
                }

                public sealed class Replacing : IFormatterResolver
                {
                    public IMessagePackFormatter<T> GetFormatter<T>() =>
                        typeof(T) == typeof(Line) ? (IMessagePackFormatter<T>)(object)new TenfoldLineFormatter()
                        : typeof(T) == typeof(DateTime) ? (IMessagePackFormatter<T>)(object)new TicksFormatter()
                        : typeof(T) == typeof(int) ? (IMessagePackFormatter<T>)(object)new DoublingInt32Formatter()
                        : null;
                }
            }
            """;

        // [timestamp 32 (d6 ff, 1767225600 s), [[2]], [[3]], [1, 2], [5]]
        private const string StandardBytes = "95D6FF6955B900" + "919102" + "919103" + "920102" + "9105";

        // [639028224000000000 ticks (positive, so uint64: cf), [20], [30], [2, 4] (ints doubled), [5]]
        private const string ReplacedBytes = "95CF08DE48C8B4F80000" + "9114" + "911E" + "920204" + "9105";

        [Fact]
        public void Members_lists_and_arrays_write_the_built_in_bytes_and_honour_a_resolver_that_replaces_their_formatters()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ResolvedMembers");
            run.AssertCompilesCleanly();

            // The direct paths this test runs are there (the bytes alone would not tell them from the resolver's).
            string formatter = run.Generated("R_OrderFormatter");
            Assert.Contains("if (resolved.Direct0) { global::BlockPack.Formatters.DateTimeFormatter.Instance.Serialize(ref writer, value.At, options); }", formatter);
            Assert.Contains("if (resolved.Direct1) { R_LineFormatter_List.Instance.Serialize(ref writer, value.Lines, options); }", formatter);
            Assert.Contains("if (resolved.Direct3) { global::BlockPack.Formatters.Generated.GeneratedPrimitiveSequences.WriteList(ref writer, value.Tags, options); }", formatter);
            Assert.Contains("(resolved.Direct4 ? global::BlockPack.Formatters.Generated.GeneratedPrimitiveSequences.ReadInt64Array(ref reader, options) :", formatter);
            run.WithLoadedOutput(assembly =>
            {
                (Type order, object value, MessagePackSerializerOptions standard, MessagePackSerializerOptions replacing) = Setup(assembly);

                // Alternating resolvers: each call gets the answers of its own resolver, not those cached for the other.
                for (int i = 0; i < 3; i++)
                {
                    Assert.Equal(StandardBytes, Convert.ToHexString(MessagePackSerializer.Serialize(order, value, standard)));
                    Assert.Equal(ReplacedBytes, Convert.ToHexString(MessagePackSerializer.Serialize(order, value, replacing)));
                }

                object back = MessagePackSerializer.Deserialize(order, Convert.FromHexString(ReplacedBytes), replacing)!;
                Assert.Equal(new DateTime(2026, 1, 1, 0, 0, 0, DateTimeKind.Utc), order.GetProperty("At")!.GetValue(back));
                Assert.Equal(2, Qty(((IList)order.GetProperty("Lines")!.GetValue(back)!)[0]!));
                Assert.Equal(3, Qty(((IList)order.GetProperty("Extra")!.GetValue(back)!)[0]!));
                Assert.Equal(new[] { 1, 2 }, ((System.Collections.Generic.IEnumerable<int>)order.GetProperty("Tags")!.GetValue(back)!).ToArray());
                Assert.Equal(new[] { 5L }, (long[])order.GetProperty("Ids")!.GetValue(back)!);

                back = MessagePackSerializer.Deserialize(order, Convert.FromHexString(StandardBytes), standard)!;
                Assert.Equal(new[] { 1, 2 }, ((System.Collections.Generic.IEnumerable<int>)order.GetProperty("Tags")!.GetValue(back)!).ToArray());
                Assert.Equal(new[] { 5L }, (long[])order.GetProperty("Ids")!.GetValue(back)!);
                Assert.Equal(2, Qty(((IList)order.GetProperty("Lines")!.GetValue(back)!)[0]!));
                Assert.Equal(3, Qty(((IList)order.GetProperty("Extra")!.GetValue(back)!)[0]!));

                // Top-level lists and arrays of a generated type go through its generated sequence formatters: the
                // built-in bytes, [[2], [2]], or [20, 20] where the resolver replaces the element's formatter.
                IList lines = Twice((IList)order.GetProperty("Lines")!.GetValue(value)!);
                Array extra = (Array)order.GetProperty("Extra")!.GetValue(value)!;
                Assert.Equal("9291029102", Convert.ToHexString(MessagePackSerializer.Serialize(lines.GetType(), lines, standard)));
                Assert.Equal("921414", Convert.ToHexString(MessagePackSerializer.Serialize(lines.GetType(), lines, replacing)));
                Assert.Equal("919103", Convert.ToHexString(MessagePackSerializer.Serialize(extra.GetType(), extra, standard)));
                Assert.Equal("911E", Convert.ToHexString(MessagePackSerializer.Serialize(extra.GetType(), extra, replacing)));
                Assert.Equal(2, ((IList)MessagePackSerializer.Deserialize(lines.GetType(), Convert.FromHexString("921414"), replacing)!).Count);
                Assert.Equal(3, Qty(((IList)MessagePackSerializer.Deserialize(extra.GetType(), Convert.FromHexString("919103"), standard)!)[0]!));
                Assert.Null(MessagePackSerializer.Deserialize(extra.GetType(), new byte[] { 0xC0 }, standard));
                Assert.Empty((IList)MessagePackSerializer.Deserialize(lines.GetType(), new byte[] { 0x90 }, standard)!);
            });
        }

        [Fact]
        public void Threads_alternating_two_resolvers_each_get_their_own_bytes()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ResolvedThreads");
            run.WithLoadedOutput(assembly =>
            {
                (Type order, object value, MessagePackSerializerOptions standard, MessagePackSerializerOptions replacing) = Setup(assembly);
                string[] results = new string[4000];
                Parallel.For(0, results.Length, i =>
                    results[i] = Convert.ToHexString(MessagePackSerializer.Serialize(order, value, i % 2 == 0 ? standard : replacing)));
                Assert.All(Enumerable.Range(0, results.Length), i => Assert.Equal(i % 2 == 0 ? StandardBytes : ReplacedBytes, results[i]));
            });
        }

        [Fact]
        public void A_member_without_a_formatter_fails_at_that_member_and_only_when_it_is_reached()
        {
            GeneratorRun run = GeneratorRun.Of(Source, assemblyName: "ResolvedUnknown");
            run.WithLoadedOutput(assembly =>
            {
                Type type = assembly.GetType("R.WithUnknown", throwOnError: true)!;
                var options = MessagePackSerializerOptions.Standard.WithResolver(ResolverOf(assembly));

                // [7]: the member without a formatter is absent from the data, so it is never asked for.
                object back = MessagePackSerializer.Deserialize(type, new byte[] { 0x91, 0x07 }, options)!;
                Assert.Equal(7, type.GetProperty("A")!.GetValue(back));

                object value = Activator.CreateInstance(type)!;
                MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(type, value, options));
                Assert.Contains("Failed to serialize member 'U' of type 'R.WithUnknown'", error.ToString(), StringComparison.Ordinal);
                Assert.IsType<FormatterNotRegisteredException>(error.GetBaseException());

                // Reached in the data: the same failure when reading, at the same member.
                error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize(type, new byte[] { 0x92, 0x07, 0xC0 }, options));
                Assert.Contains("Failed to deserialize member 'U' of type 'R.WithUnknown'", error.ToString(), StringComparison.Ordinal);
            });
        }

        private static (Type Order, object Value, MessagePackSerializerOptions Standard, MessagePackSerializerOptions Replacing) Setup(System.Reflection.Assembly assembly)
        {
            IFormatterResolver generated = ResolverOf(assembly);
            var replacingResolver = (IFormatterResolver)Activator.CreateInstance(assembly.GetType("R.Replacing", throwOnError: true)!)!;
            Type order = assembly.GetType("R.Order", throwOnError: true)!;
            object value = order.GetMethod("Make")!.Invoke(null, null)!;
            var standard = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(generated, StandardResolver.Instance));
            var replacing = MessagePackSerializerOptions.Standard.WithResolver(CompositeResolver.Create(replacingResolver, generated, StandardResolver.Instance));
            return (order, value, standard, replacing);
        }

        private static IFormatterResolver ResolverOf(System.Reflection.Assembly assembly) =>
            (IFormatterResolver)assembly.GetType(assembly.GetName().Name + ".GeneratedMessagePackResolver", throwOnError: true)!.GetField("Instance")!.GetValue(null)!;

        private static int Qty(object line) => (int)line.GetType().GetProperty("Qty")!.GetValue(line)!;

        private static IList Twice(IList lines)
        {
            var copy = (IList)Activator.CreateInstance(lines.GetType())!;
            copy.Add(lines[0]);
            copy.Add(lines[0]);
            return copy;
        }
    }
}
