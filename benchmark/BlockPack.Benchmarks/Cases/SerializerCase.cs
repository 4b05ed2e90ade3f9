using System;

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
        /// <param name="compression">
        /// The mode. System.Text.Json and Nerdbank.MessagePack have only <see cref="MessagePackCompression.None"/>;
        /// MemoryPack compresses with Brotli for either LZ4 mode.
        /// </param>
        /// <param name="value">The value.</param>
        /// <returns>The case, with <see cref="Payload"/> filled in.</returns>
        public static SerializerCase Create<T>(Library library, MessagePackCompression compression, T value)
        {
            bool plain = compression == MessagePackCompression.None;
            SerializerCase created = library switch
            {
                Library.BlockPack => new BlockPackCase<T>(value, compression),
                Library.MessagePackCSharp => new MessagePackCSharpCase<T>(value, compression),
                Library.SystemTextJson when plain => new JsonCase<T>(value),
                Library.MemoryPack when plain => new MemoryPackCase<T>(value),
                Library.MemoryPack => new MemoryPackBrotliCase<T>(value),
                Library.NerdbankMessagePack when plain => new NerdbankCase<T>(value),
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

        /// <summary>Throws unless the two byte sequences are equal.</summary>
        /// <param name="actual">What a round trip produced.</param>
        /// <param name="expected">What it should have produced.</param>
        protected static void SameBytes(byte[] actual, byte[] expected)
        {
            if (!actual.AsSpan().SequenceEqual(expected))
            {
                throw new InvalidOperationException($"Round trip changed the bytes ({expected.Length} → {actual.Length}).");
            }
        }
    }
}
