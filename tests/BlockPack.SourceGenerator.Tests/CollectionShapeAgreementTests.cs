using System.Collections;
using System.Collections.Generic;
using System.Collections.ObjectModel;
using BlockPack.Formatters;
using BlockPack.Resolvers;

namespace BlockPack.SourceGenerator.Tests
{
    /// <summary>
    /// The runtime side of KnownFormatterTableTests.Collections_by_shape_get_the_formatter_the_runtime_shape_rules_pick:
    /// DynamicGenericResolver (the JIT's choice) picks, for the same shapes, the formatters the generator registers.
    /// </summary>
    public class CollectionShapeAgreementTests
    {
        [Fact]
        public void The_runtime_picks_the_formatters_the_generator_registers_for_the_same_shapes()
        {
            Assert.IsType<GenericCollectionFormatter<int, SortedSet<int>>>(DynamicGenericResolver.Instance.GetFormatter<SortedSet<int>>());
            Assert.IsType<GenericCollectionFormatter<string, Collection<string>>>(DynamicGenericResolver.Instance.GetFormatter<Collection<string>>());
            Assert.IsType<GenericCollectionFormatter<long, Bag>>(DynamicGenericResolver.Instance.GetFormatter<Bag>());
            Assert.IsType<NonGenericDictionaryFormatter<Names>>(DynamicGenericResolver.Instance.GetFormatter<Names>());
            Assert.IsType<NonGenericListFormatter<Rows>>(DynamicGenericResolver.Instance.GetFormatter<Rows>());
            Assert.IsType<GenericDictionaryFormatter<string, double, Table<double>>>(DynamicGenericResolver.Instance.GetFormatter<Table<double>>());
            Assert.IsType<NonGenericListFormatter<ArrayList>>(DynamicGenericResolver.Instance.GetFormatter<ArrayList>());
            Assert.IsType<GenericCollectionFormatter<int, IntBag>>(DynamicGenericResolver.Instance.GetFormatter<IntBag>());
        }

        public sealed class Bag : ICollection<long>
        {
            private readonly List<long> items = new();

            public int Count => this.items.Count;

            public bool IsReadOnly => false;

            public void Add(long item) => this.items.Add(item);

            public void Clear() => this.items.Clear();

            public bool Contains(long item) => this.items.Contains(item);

            public void CopyTo(long[] array, int arrayIndex) => this.items.CopyTo(array, arrayIndex);

            public bool Remove(long item) => this.items.Remove(item);

            public IEnumerator<long> GetEnumerator() => this.items.GetEnumerator();

            IEnumerator IEnumerable.GetEnumerator() => this.GetEnumerator();
        }

        public sealed class Names : Dictionary<string, int>
        {
        }

        public sealed class Rows : Collection<int>
        {
        }

        public sealed class Table<T> : Dictionary<string, T>
        {
        }

        public sealed class IntBag : HashSet<int>
        {
        }
    }
}
