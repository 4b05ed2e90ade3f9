using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Reflection;
using System.Runtime.Versioning;
using System.Threading.Tasks;
using BlockPack.Http.ConsoleClient;

namespace BlockPack.Http.Tests
{
    /// <summary>
    /// Client code compiled for netstandard2.0 against BlockPack.Http alone (tests/BlockPack.Http.ConsoleClient), as a
    /// console or worker app would be, talking to a real Kestrel server.
    /// </summary>
    public sealed class ConsoleClientTests : IClassFixture<RawServer>
    {
        private readonly RawServer server;

        public ConsoleClientTests(RawServer server) => this.server = server;

        [Fact]
        public void The_client_assembly_is_netstandard2_0_and_references_no_ASP_NET_Core_assembly()
        {
            Assembly clientAssembly = typeof(OrdersClient).Assembly;
            Assembly httpAssembly = typeof(AspNetCore.MessagePackContent).Assembly;

            Assert.Equal(".NETStandard,Version=v2.0", clientAssembly.GetCustomAttribute<TargetFrameworkAttribute>()!.FrameworkName);
            Assert.Equal("BlockPack.Http", httpAssembly.GetName().Name);
            // The library build this process runs is the netstandard2.0 one too (see the project file).
            Assert.Equal(".NETStandard,Version=v2.0", httpAssembly.GetCustomAttribute<TargetFrameworkAttribute>()!.FrameworkName);
            string[] referenced = clientAssembly.GetReferencedAssemblies().Concat(httpAssembly.GetReferencedAssemblies()).Select(a => a.Name!).ToArray();
            Assert.Contains("BlockPack.Http", referenced);
            Assert.DoesNotContain(referenced, name => name.StartsWith("Microsoft.AspNetCore", StringComparison.Ordinal) || name == "BlockPack.AspNetCore");
        }

        [Fact]
        public async Task The_netstandard_client_gets_an_order_from_Kestrel()
        {
            using HttpClient http = this.server.NewClient();

            Order order = await new OrdersClient(http).GetOrderAsync(1);

            Assert.Equal(Order.Make(1), order);
        }

        [Theory]
        [InlineData(MessagePackCompression.None)]
        [InlineData(MessagePackCompression.Lz4BlockArray)]
        public async Task The_netstandard_client_round_trips_orders_through_Kestrel(MessagePackCompression compression)
        {
            using HttpClient http = this.server.NewClient();
            List<Order> orders = Order.MakeList(100);

            List<Order> echoed = await new OrdersClient(http).EchoAsync(orders, MessagePackSerializerOptions.Standard.WithCompression(compression));

            Assert.Equal(orders, echoed);
        }
    }
}
