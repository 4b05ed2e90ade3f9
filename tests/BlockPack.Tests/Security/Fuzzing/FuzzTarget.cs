using System;
using BlockPack.Native;

namespace BlockPack.Fuzz
{
    /// <summary>
    /// One fuzz execution. The first input byte picks the target (bit 0: <c>Deserialize&lt;object&gt;</c> or
    /// <see cref="FuzzModel"/>), the LZ4 decoder for compressed payloads (bit 1: managed fallback or native) and how a
    /// value read is written back (bit 2: LZ4 block array, or Zstandard block array with <see cref="Dictionary"/>); the
    /// rest is the payload, plain, LZ4-framed or Zstandard-framed (read with compression on, so every framing is
    /// recognised, and with <see cref="Dictionary"/> registered). Only <see cref="MessagePackSerializationException"/> may escape
    /// BlockPack: anything else propagates and the fuzzer records it as a crash. A value that was read must also
    /// write and read again. Compiled into the test projects too (FuzzCorpusTests replays the corpus and every crash
    /// the fuzzer found) and linked into tests/BlockPack.Fuzz.
    /// </summary>
    public static class FuzzTarget
    {
        /// <summary>
        /// The Zstandard dictionary payloads may name (id 0x0B10C4AC): raw content, fixed bytes rather than a trained
        /// dictionary, so that every fuzzer process and test sees the same one at no cost.
        /// </summary>
        public static readonly ZstdDictionary Dictionary = ZstdDictionary.Load(
            System.Text.Encoding.UTF8.GetBytes("{\"id\":1,\"name\":\"order\",\"lines\":[\"line 0\",\"line 1\"],\"counts\":{\"key0\":0},\"tags\":[\"t0\",\"t1\",\"t2\"]}"),
            0x0B10C4AC);

        /// <summary>
        /// Untrusted-data settings, with a decompressed-size limit small enough to keep executions fast, compression on
        /// (reading recognises every framing whatever the mode) and <see cref="Dictionary"/> registered.
        /// </summary>
        public static readonly MessagePackSerializerOptions Options = MessagePackSerializerOptions.Standard
            .WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumDecompressedSize(16 << 20))
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithZstdReadDictionaries(Dictionary);

        /// <summary>The same, writing values back as a Zstandard block array with <see cref="Dictionary"/>.</summary>
        public static readonly MessagePackSerializerOptions ZstdOptions = Options
            .WithCompression(MessagePackCompression.ZstdBlockArray)
            .WithZstdDictionary(Dictionary);

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

            MessagePackSerializerOptions writeBack = (selector & 4) != 0 ? ZstdOptions : Options;
            try
            {
                if ((selector & 1) == 0)
                {
                    object? value = MessagePackSerializer.Deserialize<object>(payload, Options);
                    MessagePackSerializer.Deserialize<object>(MessagePackSerializer.Serialize(value, writeBack), Options);
                }
                else
                {
                    FuzzModel? value = MessagePackSerializer.Deserialize<FuzzModel>(payload, Options);
                    MessagePackSerializer.Deserialize<FuzzModel>(MessagePackSerializer.Serialize(value, writeBack), Options);
                }
            }
            catch (MessagePackSerializationException)
            {
                // The one failure hostile input is allowed to cause.
            }
        }
    }
}
