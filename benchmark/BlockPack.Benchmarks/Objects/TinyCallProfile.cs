using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;
using BlockPack.Buffers;
using BlockPack.Formatters;
using BlockPack.Serializer;
using M = MessagePack;

namespace BlockPack.Benchmarks.Objects
{
    /// <summary>
    /// The fixed cost of one plain serialize and deserialize of a 3-member object (<c>--profile tiny N</c>): both
    /// libraries' whole calls beside the pieces of BlockPack's call (buffer rent and return, formatter lookup, the
    /// formatter's own work, the result array). Each step runs a batch per round in rotating order; medians of ns per
    /// operation.
    /// </summary>
    internal static class TinyCallProfile
    {
        private const int Batch = 20_000;

        /// <summary>Measures and prints one line per step.</summary>
        /// <param name="rounds">The number of rounds.</param>
        internal static void Run(int rounds)
        {
            var value = new SmallObject { Id = 4242, Code = "EUR", Flag = true };
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard;
            M.MessagePackSerializerOptions peerOptions = M.MessagePackSerializerOptions.Standard;
            byte[] payload = MessagePackSerializer.Serialize(value, options);
            IMessagePackFormatter<SmallObject> formatter = options.Resolver.GetFormatterWithVerify<SmallObject>();
            SmallObject? sink = null;
            byte[]? bytes = null;

            var steps = new (string Name, Action Run)[]
            {
                ("BlockPack Serialize (whole call)", () => bytes = MessagePackSerializer.Serialize(value, options)),
                ($"{MessagePackPeer.ColumnName} Serialize (whole call)", () => bytes = M.MessagePackSerializer.Serialize(value, peerOptions)),
                ("BlockPack Deserialize (whole call)", () => sink = MessagePackSerializer.Deserialize<SmallObject>(payload, options)),
                ($"{MessagePackPeer.ColumnName} Deserialize (whole call)", () => sink = M.MessagePackSerializer.Deserialize<SmallObject>(payload, peerOptions)),
                ("rent and return a SegmentedBuffer", () => SegmentedBuffer.Rent().Dispose()),
                ("formatter lookup (GetFormatterWithVerify)", () => options.Resolver.GetFormatterWithVerify<SmallObject>()),
                ("formatter lookup (FirstResolverFormatter)", () => FirstResolverFormatter<SmallObject>.Get(options.Resolver)),
                ("rent, write with the formatter, flush, return", () =>
                {
                    using SegmentedBuffer buffer = SegmentedBuffer.Rent();
                    var writer = new MessagePackWriter(buffer);
                    formatter.Serialize(ref writer, value, options);
                    writer.Flush();
                }),
                ("result array (copy of the payload)", () => bytes = payload.AsSpan().ToArray()),
                ("reader and formatter only", () =>
                {
                    var reader = new MessagePackReader(payload);
                    sink = formatter.Deserialize(ref reader, options);
                }),
            };

            Console.WriteLine($"Tiny object ({payload.Length} bytes), {rounds} rounds of {Batch} calls, median ns per call");
            RotatingSteps.Run(steps, rounds, warmups: 20, Batch, nanoseconds: true);
            GC.KeepAlive(sink);
            GC.KeepAlive(bytes);
        }
    }
}
