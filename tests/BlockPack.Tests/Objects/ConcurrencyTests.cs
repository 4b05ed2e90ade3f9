using System.Linq;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class ConcurrencyTests
    {
        // [7, nil, {"qty": 2, "price": 0.5}, [0, [1234567890123]], [99, true]]
        private const string ExpectedOrder =
            "95 07 c0 82 a3 71 74 79 02 a5 70 72 69 63 65 cb 3f e0 00 00 00 00 00 00 " +
            "92 00 91 cf 00 00 01 1f 71 fb 04 cb 92 63 c3";

        [Fact]
        public async Task Sixteen_threads_resolving_and_serializing_new_types_at_once_agree()
        {
            const int Threads = 16;
            using var start = new Barrier(Threads);
            var results = new byte[Threads][];
            var formatters = new IMessagePackFormatter<ConcurrencyModels.Order>?[Threads];
            Task[] tasks = Enumerable.Range(0, Threads).Select(i => Task.Factory.StartNew(
                () =>
                {
                    start.SignalAndWait();
                    formatters[i] = StandardResolver.Instance.GetFormatter<ConcurrencyModels.Order>();
                    results[i] = MessagePackSerializer.Serialize(CreateOrder(), StandardResolver.Options);
                    ConcurrencyModels.Order back = MessagePackSerializer.Deserialize<ConcurrencyModels.Order>(results[i], StandardResolver.Options);
                    Assert.Equal(1234567890123, Assert.IsType<ConcurrencyModels.Card>(back.Payment).Number);
                },
                TaskCreationOptions.LongRunning)).ToArray();
            await Task.WhenAll(tasks);

            Assert.All(results, bytes => Assert.Equal(Hex(Bytes(ExpectedOrder)), Hex(bytes)));
            Assert.All(formatters, f => Assert.Same(formatters[0], f));
        }

        private static ConcurrencyModels.Order CreateOrder() => new ConcurrencyModels.Order
        {
            Id = 7,
            First = new ConcurrencyModels.Line { Quantity = 2, Price = 0.5 },
            Payment = new ConcurrencyModels.Card { Number = 1234567890123 },
            Slot = new ConcurrencyModels.Slot<long> { Value = 99, Used = true },
        };
    }
}
