using System;
using BlockPack.Native;

namespace BlockPack.Fuzz
{
    /// <summary>
    /// One fuzz execution. The first input byte picks the target (bit 0: <c>Deserialize&lt;object&gt;</c> or
    /// <see cref="FuzzModel"/>) and the LZ4 decoder for compressed payloads (bit 1: managed fallback or native); the
    /// rest is the payload, plain or LZ4-framed. Only <see cref="MessagePackSerializationException"/> may escape
    /// BlockPack: anything else propagates and the fuzzer records it as a crash. A value that was read must also
    /// write and read again. Compiled into the test projects too (FuzzCorpusTests replays the corpus and every crash
    /// the fuzzer found) and linked into tests/BlockPack.Fuzz.
    /// </summary>
    public static class FuzzTarget
    {
        /// <summary>Untrusted-data settings, with a decompressed-size limit small enough to keep executions fast.</summary>
        public static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard
            .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(16 << 20));

        private static readonly bool NativeAvailable = Lz4Decoding.NativeUnavailableReason is null;

        /// <summary>Runs one input.</summary>
        /// <param name="input">Selector byte and payload.</param>
        /// <param name="chooseDecoder">
        /// Whether to switch the process-wide decoder as the selector says. The fuzzer does; the regression tests do not,
        /// because tests running meanwhile would be switched too.
        /// </param>
        public static void Run(ReadOnlySpan<byte> input, bool chooseDecoder)
        {
            if (input.IsEmpty)
            {
                return;
            }

            byte selector = input[0];
            ReadOnlyMemory<byte> payload = input.Slice(1).ToArray();
            Lz4Decoder decoder = (selector & 2) != 0 && NativeAvailable ? Lz4Decoder.Native : Lz4Decoder.Fallback;
            if (chooseDecoder && Lz4Decoding.Preference != decoder)
            {
                Lz4Decoding.Preference = decoder;
            }

            try
            {
                if ((selector & 1) == 0)
                {
                    object? value = MessagePackSerializer.Deserialize<object>(payload, Options);
                    MessagePackSerializer.Deserialize<object>(MessagePackSerializer.Serialize(value, Options), Options);
                }
                else
                {
                    FuzzModel? value = MessagePackSerializer.Deserialize<FuzzModel>(payload, Options);
                    MessagePackSerializer.Deserialize<FuzzModel>(MessagePackSerializer.Serialize(value, Options), Options);
                }
            }
            catch (MessagePackSerializationException)
            {
                // The one failure hostile input is allowed to cause.
            }
        }
    }
}
