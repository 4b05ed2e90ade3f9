using System.Collections.Generic;
using BenchmarkDotNet.Attributes;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;

namespace BlockPack.Benchmarks.Benchmarks
{
    /// <summary>
    /// Tiny messages with compression off and on: what the compressed modes cost when nothing gets compressed.
    /// </summary>
    [BenchmarkCategory("Small")]
    public class SmallMessageBenchmarks : IWireSized
    {
        private SerializerCase? subject;
        private long plainBytes;

        /// <summary>Gets or sets the message.</summary>
        [Params(SmallMessage.Int, SmallMessage.String20, SmallMessage.Object3)]
        public SmallMessage Message { get; set; }

        /// <summary>Gets or sets the compression mode.</summary>
        [ParamsSource(nameof(Modes))]
        public MessagePackCompression Mode { get; set; }

        /// <summary>Gets or sets who does the work. Declared last so that BenchmarkDotNet runs the libraries of one case back to back, close in time on a shared machine.</summary>
        [Params(Library.BlockPack, Library.MessagePackCSharp, Library.MemoryPack, Library.NerdbankMessagePack)]
        public Library Library { get; set; }

        /// <summary>Gets the modes of the current profile.</summary>
        public static IEnumerable<MessagePackCompression> Modes => SuiteProfile.Current.SmallMessageModes;

        /// <summary>Gets the case the global setup built (for the paired measurement, which reuses it).</summary>
        internal SerializerCase Subject => this.subject!;

        /// <inheritdoc/>
        public long WireBytes => this.subject!.Payload.Length;

        /// <inheritdoc/>
        public long PlainBytes => this.plainBytes;

        /// <summary>Builds the message and serializes it once.</summary>
        [GlobalSetup]
        public void Setup()
        {
            switch (this.Message)
            {
                case SmallMessage.Int:
                    this.subject = SerializerCase.Create(this.Library, this.Mode, 123_456_789);
                    this.plainBytes = MessagePackSerializer.Serialize(123_456_789).Length;
                    break;
                case SmallMessage.String20:
                    const string Text = "order-2026-11-21-xyz";
                    this.subject = SerializerCase.Create(this.Library, this.Mode, Text);
                    this.plainBytes = MessagePackSerializer.Serialize(Text).Length;
                    break;
                default:
                    var value = new SmallObject { Id = 4242, Code = "EUR", Flag = true };
                    this.subject = SerializerCase.Create(this.Library, this.Mode, value);
                    this.plainBytes = MessagePackSerializer.Serialize(value).Length;
                    break;
            }

            this.subject.Verify();
        }

        /// <summary>Serializes the message to a new array.</summary>
        /// <returns>The bytes.</returns>
        [Benchmark]
        public byte[] Serialize() => this.subject!.Serialize();

        /// <summary>Deserializes the message.</summary>
        [Benchmark]
        public void Deserialize() => this.subject!.Deserialize();
    }
}
