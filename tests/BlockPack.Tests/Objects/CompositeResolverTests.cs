using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class CompositeResolverTests
    {
        [Fact]
        public void Formatters_come_before_resolvers()
        {
            IFormatterResolver resolver = CompositeResolver.Create(
                new IMessagePackFormatter[] { new CustomFormatterModels.ScaledFormatter(10) },
                new IFormatterResolver[] { StandardResolver.Instance });
            var options = new MessagePackSerializerOptions(resolver);
            AssertBytes("32", 5, options);

            // Objects still resolve through the chain.
            AssertBytes("92 01 02", new IntKeyModels.VersionOne { A = 1, B = 2 }, options);
        }

        [Fact]
        public void Resolvers_are_asked_in_order()
        {
            IFormatterResolver first = CompositeResolver.Create(new CustomFormatterModels.ScaledFormatter(2));
            IFormatterResolver second = CompositeResolver.Create(new CustomFormatterModels.ScaledFormatter(3));
            Assert.Same(first.GetFormatter<int>(), CompositeResolver.Create(first, second).GetFormatter<int>());
            Assert.Same(second.GetFormatter<int>(), CompositeResolver.Create(second, first).GetFormatter<int>());
        }

        [Fact]
        public void Lookups_are_cached_per_instance_and_per_type()
        {
            var formatter = new CustomFormatterModels.ScaledFormatter(4);
            IFormatterResolver a = CompositeResolver.Create(formatter);
            IFormatterResolver b = CompositeResolver.Create(StandardResolver.Instance);
            Assert.Same(formatter, a.GetFormatter<int>());
            Assert.Same(formatter, a.GetFormatter<int>());
            Assert.Null(a.GetFormatter<string>());
            Assert.Null(a.GetFormatter<string>());
            Assert.Same(StandardResolver.Instance.GetFormatter<IntKeyModels.Gaps>(), b.GetFormatter<IntKeyModels.Gaps>());
            Assert.NotSame(a.GetFormatter<int>(), b.GetFormatter<int>());
        }

        [Fact]
        public void Hundreds_of_instances_each_keep_their_own_answers()
        {
            var resolvers = new List<(IFormatterResolver Resolver, IMessagePackFormatter<int> Formatter)>();
            for (int i = 1; i <= 300; i++)
            {
                var formatter = new CustomFormatterModels.ScaledFormatter(i);
                resolvers.Add((CompositeResolver.Create(formatter), formatter));
            }

            foreach ((IFormatterResolver resolver, IMessagePackFormatter<int> formatter) in resolvers)
            {
                Assert.Same(formatter, resolver.GetFormatter<int>());
                Assert.Same(formatter, resolver.GetFormatter<int>());
                Assert.Null(resolver.GetFormatter<Guid>());
            }
        }

        [Fact]
        public void Null_arguments_are_rejected()
        {
            Assert.Throws<ArgumentNullException>(() => CompositeResolver.Create((IFormatterResolver[])null!));
            Assert.Throws<ArgumentException>(() => CompositeResolver.Create(new IFormatterResolver[] { null! }));
        }
    
        [Fact]
        public async Task Concurrent_first_lookups_on_many_instances_agree()
        {
            const int Threads = 16;
            IFormatterResolver[] composites = Enumerable.Range(0, 8)
                .Select(_ => CompositeResolver.Create(StandardResolver.Instance))
                .ToArray();
            using var start = new Barrier(Threads);
            var seen = new object?[Threads][];
            Task[] tasks = Enumerable.Range(0, Threads).Select(t => Task.Factory.StartNew(
                () =>
                {
                    start.SignalAndWait();
                    seen[t] = composites.SelectMany(c => new object?[] { c.GetFormatter<CompositeProbe>(), c.GetFormatter<CompositeProbe[]>(), c.GetFormatter<Guid>() }).ToArray();
                },
                TaskCreationOptions.LongRunning)).ToArray();
            await Task.WhenAll(tasks);

            object?[] expected = composites.SelectMany(_ => new object?[]
            {
                StandardResolver.Instance.GetFormatter<CompositeProbe>(),
                StandardResolver.Instance.GetFormatter<CompositeProbe[]>(),
                StandardResolver.Instance.GetFormatter<Guid>(),
            }).ToArray();
            Assert.All(expected, Assert.NotNull);
            Assert.All(seen, row => Assert.Equal(expected, row));
        }

        [MessagePackObject]
        public class CompositeProbe
        {
            [Key(0)]
            public int Value { get; set; }
        }
    }
}
