using System;
using System.Text.Json;
using BlockPack.Benchmarks.Baseline;

namespace BlockPack.Benchmarks.Cases
{
    /// <summary>
    /// One library, one mode, one value: what a benchmark method calls. Built once in the global setup, so the
    /// measured call is a virtual call plus the library's own work.
    /// </summary>
    public abstract class SerializerCase
    {
        /// <summary>Gets the serialized form (what the deserialize benchmark reads).</summary>
        public byte[] Payload { get; private set; } = Array.Empty<byte>();

        /// <summary>Creates the case for <paramref name="library"/>.</summary>
        /// <typeparam name="T">The value's type.</typeparam>
        /// <param name="library">Who does the work.</param>
        /// <param name="compression">The mode (must be None for System.Text.Json).</param>
        /// <param name="value">The value.</param>
        /// <returns>The case, with <see cref="Payload"/> filled in.</returns>
        public static SerializerCase Create<T>(Library library, MessagePackCompression compression, T value)
        {
            SerializerCase created = library switch
            {
                Library.BlockPack => new BlockPackCase<T>(value, compression),
                Library.MpcsAlgorithmBaseline => new BaselineCase<T>(value, compression),
                Library.SystemTextJson when compression == MessagePackCompression.None => new JsonCase<T>(value),
                _ => throw new ArgumentException($"{library} has no {compression} mode."),
            };
            created.Payload = created.Serialize();
            return created;
        }

        /// <summary>Serializes the value to a new array.</summary>
        /// <returns>The bytes.</returns>
        public abstract byte[] Serialize();

        /// <summary>
        /// Deserializes <see cref="Payload"/> and keeps the result in a field (which keeps the work from being optimized
        /// away without boxing value types, so the allocation column shows only the library's allocations).
        /// </summary>
        public abstract void Deserialize();

        /// <summary>Checks that <see cref="Payload"/> reads back to a value that serializes to the same bytes.</summary>
        public abstract void Verify();

        private sealed class BlockPackCase<T> : SerializerCase
        {
            private readonly T value;
            private readonly MessagePackSerializerOptions options;
            private T? sink;

            internal BlockPackCase(T value, MessagePackCompression compression)
            {
                this.value = value;
                this.options = MessagePackSerializerOptions.Standard.WithCompression(compression);
            }

            public override byte[] Serialize() => MessagePackSerializer.Serialize(this.value, this.options);

            public override void Deserialize() => this.sink = MessagePackSerializer.Deserialize<T>(this.Payload, this.options);

            public override void Verify()
            {
                this.Deserialize();
                SameBytes(MessagePackSerializer.Serialize(this.sink, this.options), this.Payload);
            }
        }

        private sealed class BaselineCase<T> : SerializerCase
        {
            private static readonly MessagePackSerializerOptions Plain = MessagePackSerializerOptions.Standard;
            private readonly T value;
            private readonly MessagePackCompression compression;
            private T? sink;

            internal BaselineCase(T value, MessagePackCompression compression)
            {
                this.value = value;
                this.compression = compression;
            }

            public override byte[] Serialize() => MpcsAlgorithmBaseline.Serialize(this.value, Plain, this.compression);

            public override void Deserialize() => this.sink = MpcsAlgorithmBaseline.Deserialize<T>(this.Payload, Plain, this.compression);

            public override void Verify()
            {
                this.Deserialize();
                SameBytes(MpcsAlgorithmBaseline.Serialize(this.sink, Plain, this.compression), this.Payload);

                // Wire compatibility both ways, so the two columns deserialize the same kind of input.
                var options = MessagePackSerializerOptions.Standard.WithCompression(this.compression);
                SameBytes(MessagePackSerializer.Serialize(MessagePackSerializer.Deserialize<T>(this.Payload, options), MessagePackSerializerOptions.Standard),
                          MessagePackSerializer.Serialize(this.value, MessagePackSerializerOptions.Standard));
                SameBytes(MessagePackSerializer.Serialize(MpcsAlgorithmBaseline.Deserialize<T>(MessagePackSerializer.Serialize(this.value, options), Plain, this.compression), MessagePackSerializerOptions.Standard),
                          MessagePackSerializer.Serialize(this.value, MessagePackSerializerOptions.Standard));
            }
        }

        private sealed class JsonCase<T> : SerializerCase
        {
            private static readonly JsonSerializerOptions Options = new JsonSerializerOptions();
            private readonly T value;
            private T? sink;

            internal JsonCase(T value) => this.value = value;

            public override byte[] Serialize() => JsonSerializer.SerializeToUtf8Bytes(this.value, Options);

            public override void Deserialize() => this.sink = JsonSerializer.Deserialize<T>(this.Payload, Options);

            public override void Verify()
            {
                this.Deserialize();
                SameBytes(JsonSerializer.SerializeToUtf8Bytes(this.sink, Options), this.Payload);
            }
        }

        private static void SameBytes(byte[] actual, byte[] expected)
        {
            if (!actual.AsSpan().SequenceEqual(expected))
            {
                throw new InvalidOperationException($"Round trip changed the bytes ({expected.Length} → {actual.Length}).");
            }
        }
    }
}
