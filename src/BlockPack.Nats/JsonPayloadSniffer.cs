using System.Buffers;

namespace BlockPack.Nats
{
    /// <summary>
    /// Tells a JSON text payload from a BlockPack one by its first byte, for services that read both while they move
    /// from the NATS JSON serializer to BlockPack.
    /// </summary>
    /// <remarks>
    /// JSON text of an object, array or string starts with <c>{</c>, <c>[</c> or <c>"</c>, possibly after JSON
    /// whitespace or a UTF-8 byte order mark (0xEF). A BlockPack payload of such a value starts with a MessagePack map,
    /// array, string, nil or extension header (0x80–0xBF, 0xC0–0xDF), never with one of those bytes. Only a payload
    /// whose whole value is a small non-negative integer (an enum, say: 0x00–0x7F) could start with them, which is why
    /// the fallback is meant for object payloads (docs/messaging.md).
    /// </remarks>
    internal static class JsonPayloadSniffer
    {
        /// <summary>Whether the payload starts the way JSON text of an object, array or string does.</summary>
        /// <param name="payload">A non-empty payload.</param>
        /// <returns><see langword="true"/> for JSON text.</returns>
        internal static bool StartsLikeJson(in ReadOnlySequence<byte> payload)
        {
            byte first = payload.FirstSpan.Length > 0 ? payload.FirstSpan[0] : FirstByteSlow(payload);
            return first is (byte)'{' or (byte)'[' or (byte)'"' or (byte)' ' or (byte)'\t' or (byte)'\r' or (byte)'\n' or 0xEF;
        }

        private static byte FirstByteSlow(in ReadOnlySequence<byte> payload)
        {
            foreach (var segment in payload)
            {
                if (!segment.IsEmpty)
                {
                    return segment.Span[0];
                }
            }

            return 0;
        }
    }
}
