using System;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// The two libraries side by side, with options chosen by BlockPack's compression enum: what each writes and reads.
    /// </summary>
    internal static class Peers
    {
        public static readonly B.MessagePackCompression[] CompressedModes =
        {
            B.MessagePackCompression.Lz4Block,
            B.MessagePackCompression.Lz4BlockArray,
        };

        public static M.MessagePackSerializerOptions ReferenceOptions(B.MessagePackCompression mode) =>
            M.MessagePackSerializerOptions.Standard.WithCompression(mode switch
            {
                B.MessagePackCompression.None => M.MessagePackCompression.None,
                B.MessagePackCompression.Lz4Block => M.MessagePackCompression.Lz4Block,
                _ => M.MessagePackCompression.Lz4BlockArray,
            });

        public static B.MessagePackSerializerOptions BlockPackOptions(B.MessagePackCompression mode) =>
            B.MessagePackSerializerOptions.Standard.WithCompression(mode);

        /// <summary>What MessagePack-CSharp writes.</summary>
        public static byte[] ReferenceWrite<T>(T value, B.MessagePackCompression mode = B.MessagePackCompression.None) =>
            M.MessagePackSerializer.Serialize(value, ReferenceOptions(mode));

        /// <summary>What MessagePack-CSharp reads.</summary>
        public static T ReferenceRead<T>(byte[] bytes, B.MessagePackCompression mode = B.MessagePackCompression.None) =>
            M.MessagePackSerializer.Deserialize<T>(bytes, ReferenceOptions(mode));

        /// <summary>What BlockPack writes.</summary>
        public static byte[] BlockPackWrite<T>(T value, B.MessagePackCompression mode = B.MessagePackCompression.None) =>
            B.MessagePackSerializer.Serialize(value, BlockPackOptions(mode));

        /// <summary>What BlockPack reads.</summary>
        public static T BlockPackRead<T>(byte[] bytes, B.MessagePackCompression mode = B.MessagePackCompression.None) =>
            B.MessagePackSerializer.Deserialize<T>(bytes, BlockPackOptions(mode));

        public static string Hex(byte[] bytes) => Convert.ToHexString(bytes);

        /// <summary>Byte equality that stays fast and readable for multi-megabyte payloads.</summary>
        public static void AssertSameBytes(byte[] expected, byte[] actual, string what)
        {
            int common = Math.Min(expected.Length, actual.Length);
            int first = expected.AsSpan(0, common).CommonPrefixLength(actual.AsSpan(0, common));
            if (first == common && expected.Length == actual.Length)
            {
                return;
            }

            int from = Math.Max(0, first - 4);
            Assert.Fail(
                $"{what}: the bytes differ at offset {first} (lengths {expected.Length} and {actual.Length}); "
                + $"expected ...{Hex(expected.AsSpan(from, Math.Min(16, expected.Length - from)).ToArray())}, "
                + $"actual ...{Hex(actual.AsSpan(from, Math.Min(16, actual.Length - from)).ToArray())}");
        }
    }
}
