using System;
using System.Collections.Generic;
using System.Linq;
using System.Numerics;
using System.Threading;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.Tests.Formatters
{
    public class ResolverTests
    {
        [Fact]
        public void Built_in_types_resolve_to_their_shared_formatters()
        {
            IFormatterResolver resolver = BuiltinResolver.Instance;
            Assert.Same(Int32Formatter.Instance, resolver.GetFormatter<int>());
            Assert.Same(NullableStringFormatter.Instance, resolver.GetFormatter<string>());
            Assert.Same(ByteArrayFormatter.Instance, resolver.GetFormatter<byte[]>());
            Assert.Same(DecimalFormatter.Instance, resolver.GetFormatter<decimal>());
            Assert.Same(GuidFormatter.Instance, resolver.GetFormatter<Guid>());
            Assert.Same(DateTimeOffsetFormatter.Instance, resolver.GetFormatter<DateTimeOffset>());
            Assert.Same(BigIntegerFormatter.Instance, resolver.GetFormatter<BigInteger>());
            Assert.Same(ByteArraySegmentFormatter.Instance, resolver.GetFormatter<ArraySegment<byte>>());
            Assert.Same(PrimitiveObjectFormatter.Instance, resolver.GetFormatter<object>());
            Assert.IsType<StaticNullableFormatter<int>>(resolver.GetFormatter<int?>());
            Assert.IsType<StaticNullableFormatter<Guid>>(resolver.GetFormatter<Guid?>());
        }

        [Fact]
        public void Generic_shapes_resolve_through_the_dynamic_generic_resolver()
        {
            IFormatterResolver resolver = BuiltinResolver.Instance;
            Assert.IsType<ArrayFormatter<string>>(resolver.GetFormatter<string[]>());
            Assert.IsType<TwoDimensionalArrayFormatter<int>>(resolver.GetFormatter<int[,]>());
            Assert.IsType<ThreeDimensionalArrayFormatter<int>>(resolver.GetFormatter<int[,,]>());
            Assert.IsType<FourDimensionalArrayFormatter<int>>(resolver.GetFormatter<int[,,,]>());
            Assert.IsType<ListFormatter<int>>(resolver.GetFormatter<List<int>>());
            Assert.IsType<DictionaryFormatter<string, int>>(resolver.GetFormatter<Dictionary<string, int>>());
            Assert.IsType<InterfaceReadOnlyDictionaryFormatter<string, int>>(resolver.GetFormatter<IReadOnlyDictionary<string, int>>());
            Assert.IsType<NullableFormatter<KeyValuePair<int, int>>>(resolver.GetFormatter<KeyValuePair<int, int>?>());
            Assert.IsType<ValueTupleFormatter<int, int, int, int, int, int, int, ValueTuple<int>>>(resolver.GetFormatter<(int, int, int, int, int, int, int, int)>());
            Assert.IsType<TupleFormatter<int>>(resolver.GetFormatter<Tuple<int>>());
            Assert.Same(resolver.GetFormatter<List<int>>(), DynamicGenericResolver.Instance.GetFormatter<List<int>>());
        }

        [Fact]
        public void Unknown_types_resolve_to_null()
        {
            Assert.Null(BuiltinResolver.Instance.GetFormatter<ResolverTests>());
            Assert.Null(BuiltinResolver.Instance.GetFormatter<int[,,,,]>());
            Assert.Null(BuiltinResolver.Instance.GetFormatter<System.Threading.Tasks.Task<int>>());
            Assert.Null(BuiltinResolver.Instance.GetFormatter<WeakReference<string>>());
            Assert.Null(DynamicGenericResolver.Instance.GetFormatter<int>());
            Assert.Throws<FormatterNotRegisteredException>(() => BuiltinResolver.Instance.GetFormatterWithVerify<ResolverTests>());
        }

        [Fact]
        public void Lookups_return_the_same_instance_on_every_thread()
        {
            // A type no other test resolves, so the first lookups race to initialize its cache entry.
            IMessagePackFormatter<Dictionary<Guid, Stack<DateTimeOffset?>>>?[] seen = new IMessagePackFormatter<Dictionary<Guid, Stack<DateTimeOffset?>>>?[16];
            using var start = new Barrier(seen.Length);

            // Dedicated threads, not the pool: a barrier over pool work items waits for the pool to grow.
            Thread[] threads = Enumerable.Range(0, seen.Length).Select(i => new Thread(() =>
            {
                start.SignalAndWait();
                seen[i] = BuiltinResolver.Instance.GetFormatter<Dictionary<Guid, Stack<DateTimeOffset?>>>();
            })).ToArray();
            foreach (Thread thread in threads)
            {
                thread.Start();
            }

            foreach (Thread thread in threads)
            {
                thread.Join();
            }

            Assert.NotNull(seen[0]);
            Assert.All(seen, formatter => Assert.Same(seen[0], formatter));
        }

        [Fact]
        public void Element_formatters_come_from_the_options_resolver()
        {
            // A resolver that writes every int as the string "int", and defers everything else to the built-ins.
            var options = new MessagePackSerializerOptions(new IntAsTextResolver());
            byte[] bytes = FormatterTestKit.Serialize(new List<int> { 1, 2 }, options);
            Assert.Equal("92A3696E74A3696E74", FormatterTestKit.Hex(bytes));
            Assert.Equal(new[] { 0, 0 }, FormatterTestKit.Deserialize<List<int>>(bytes, options)!.ToArray());
        }

        private sealed class IntAsTextResolver : IFormatterResolver
        {
            public IMessagePackFormatter<T>? GetFormatter<T>() =>
                typeof(T) == typeof(int) ? (IMessagePackFormatter<T>)(object)IntAsText.Instance : BuiltinResolver.Instance.GetFormatter<T>();
        }

        private sealed class IntAsText : IMessagePackFormatter<int>
        {
            internal static readonly IntAsText Instance = new IntAsText();

            public void Serialize(ref MessagePackWriter writer, int value, MessagePackSerializerOptions options) => writer.Write("int");

            public int Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            {
                Assert.Equal("int", reader.ReadString());
                return 0;
            }
        }
    }
}
