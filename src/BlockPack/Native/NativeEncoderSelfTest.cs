using System;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;

namespace BlockPack.Native
{
    /// <summary>
    /// What the native encoder must get right before BlockPack compresses with it: blocks that the native decoder and
    /// the managed one (K4os) both turn back into the input, for inputs that reach its distinct paths (too short for a
    /// match, matches and runs, long literal runs, the incompressible fast path, a full 64 KB block), and 0 rather than
    /// a partial block when the destination is one byte short. No empty input: the framing never compresses one, and
    /// K4os refuses the empty block (0x00) into an empty destination.
    /// </summary>
    internal static class NativeEncoderSelfTest
    {
        /// <summary>The largest input the native encoder takes.</summary>
        private const int LargestInput = NativeLz4Methods.EncodeMaxInput;

        private const string Record = "{\"id\":12,\"name\":\"BlockPack\"}";

        /// <summary>Gets the inputs, each with a name for the failure message.</summary>
        internal static (string Name, byte[] Input)[] Inputs { get; } =
        {
            ("a 12-byte input", new byte[] { 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4 }),
            ("the decoder self-test's text", NativeSelfTest.Expected),
            ("a 5000-byte run", Filled(5000, i => 0x61)),
            ("64 KB of counting bytes", Filled(LargestInput, i => (byte)(i / 3))),
            ("8 KB of pseudo-random bytes", Filled(8192, PseudoRandom)),
            ("64 KB of repeating records with noise", Filled(LargestInput, i => i % 97 == 0 ? PseudoRandom(i) : (byte)Record[i % Record.Length])),
        };

        /// <summary>Runs the checks.</summary>
        /// <param name="api">The library.</param>
        /// <param name="managedDecode">The managed decoder (K4os): block, destination, bytes written or negative.</param>
        /// <returns>Null when every check passed, else what failed.</returns>
        internal static string? Run(INativeLz4Api api, Func<byte[], byte[], int> managedDecode)
        {
            foreach ((string name, byte[] input) in Inputs)
            {
                byte[] block = new byte[ManagedLz4BlockCodec.WorstCaseLength(input.Length)];
                int length = api.Encode(input, block);
                if (length <= 0 || length > block.Length)
                {
                    return $"the encoder failed on {name} (result {length})";
                }

                block = block.AsSpan(0, length).ToArray();
                byte[] decoded = new byte[input.Length];
                decoded.AsSpan().Fill(0xA5);
                int result = api.Decode(block, decoded);
                if (result != input.Length || !decoded.AsSpan().SequenceEqual(input))
                {
                    return $"the native decoder does not give back {name} from the encoder's block (result {result})";
                }

                decoded.AsSpan().Fill(0x5A);
                result = managedDecode(block, decoded);
                if (result != input.Length || !decoded.AsSpan().SequenceEqual(input))
                {
                    return $"K4os does not give back {name} from the encoder's block (result {result})";
                }

                result = api.Encode(input, new byte[length - 1]);
                if (result != 0)
                {
                    return $"the encoder wrote {name} into a destination one byte too small (result {result})";
                }
            }

            return null;
        }

        // A fixed xorshift-style scramble of the index: deterministic bytes without structure LZ4 could find.
        private static byte PseudoRandom(int index)
        {
            uint x = (uint)index * 2654435761u;
            x ^= x >> 15;
            x *= 2246822519u;
            x ^= x >> 13;
            return (byte)x;
        }

        private static byte[] Filled(int length, Func<int, byte> value)
        {
            byte[] result = new byte[length];
            for (int i = 0; i < length; i++)
            {
                result[i] = value(i);
            }

            return result;
        }
    }
}
