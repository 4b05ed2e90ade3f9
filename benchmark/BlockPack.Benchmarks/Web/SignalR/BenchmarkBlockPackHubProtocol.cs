using BlockPack.SignalR;
using Microsoft.Extensions.Options;

namespace BlockPack.Benchmarks.Web.SignalR
{
    /// <summary>
    /// BlockPack's <c>messagepack</c> protocol under another name, so that one server can offer it beside the official
    /// MessagePack protocol (both answer to <c>messagepack</c>): the bytes on the wire are the same.
    /// </summary>
    internal sealed class BenchmarkBlockPackHubProtocol : BlockPackHubProtocol
    {
        internal const string BenchmarkName = "messagepack-blockpack";

        public BenchmarkBlockPackHubProtocol(IOptions<BlockPackHubProtocolOptions> options)
            : base(options)
        {
        }

        public override string Name => BenchmarkName;
    }
}
