using System;
using System.Buffers.Binary;
using BlockPack.Internal;

namespace BlockPack
{
    // Extension values: fixext1/2/4/8/16 and ext8/16/32.
    public ref partial struct MessagePackReader
    {
        /// <summary>Reads the header of an extension value (any fixext or ext form), leaving the position at its data.</summary>
        /// <returns>The type code and data length.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an extension.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The header is truncated, or it declares more data than remains.</exception>
        public ExtensionHeader ReadExtensionFormatHeader()
        {
            if (!this.TryReadExtensionHeaderCore(requireDataPresent: true, out ExtensionHeader header))
            {
                ThrowHelper.ThrowUnexpectedEnd(this.Consumed, "an extension header");
            }

            return header;
        }

        /// <summary>
        /// Reads the header of an extension value if the whole header is present. Meant for incremental readers that
        /// may not have received the data yet: unlike <see cref="ReadExtensionFormatHeader"/>, it does not compare the
        /// declared length with the bytes that follow.
        /// </summary>
        /// <param name="extensionHeader">Receives the type code and data length.</param>
        /// <returns><see langword="false"/> when the input ends before the header does (position unchanged).</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an extension.</exception>
        public bool TryReadExtensionFormatHeader(out ExtensionHeader extensionHeader)
            => this.TryReadExtensionHeaderCore(requireDataPresent: false, out extensionHeader);

        /// <summary>Reads a whole extension value: its header and, without copying, its data.</summary>
        /// <returns>The type code and a slice of <see cref="Sequence"/> holding the data.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an extension.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public ExtensionResult ReadExtensionFormat()
        {
            ExtensionHeader header = this.ReadExtensionFormatHeader();
            return new ExtensionResult(header.TypeCode, this.ReadSlice(header.Length));
        }

        private bool TryReadExtensionHeaderCore(bool requireDataPresent, out ExtensionHeader header)
        {
            Span<byte> scratch = stackalloc byte[6];
            this.SkipExhaustedSegments();
            ReadOnlySpan<byte> token = this.PeekPrefix(scratch);
            long offset = this.Consumed;
            header = default;
            if (token.Length == 0)
            {
                return false;
            }

            byte code = token[0];
            int headerLength;
            uint length;
            switch (code)
            {
                case MessagePackCode.FixExt1:
                case MessagePackCode.FixExt2:
                case MessagePackCode.FixExt4:
                case MessagePackCode.FixExt8:
                case MessagePackCode.FixExt16:
                    headerLength = 2;
                    length = 1u << (code - MessagePackCode.FixExt1);
                    break;
                case MessagePackCode.Ext8:
                    headerLength = 3;
                    length = token.Length >= headerLength ? token[1] : 0u;
                    break;
                case MessagePackCode.Ext16:
                    headerLength = 4;
                    length = token.Length >= headerLength ? BinaryPrimitives.ReadUInt16BigEndian(token.Slice(1)) : 0u;
                    break;
                case MessagePackCode.Ext32:
                    headerLength = 6;
                    length = token.Length >= headerLength ? BinaryPrimitives.ReadUInt32BigEndian(token.Slice(1)) : 0u;
                    break;
                default:
                    ThrowHelper.ThrowUnexpectedCode(code, offset, "an extension header");
                    return false;
            }

            if (token.Length < headerLength)
            {
                return false;
            }

            if (requireDataPresent)
            {
                long available = this.Remaining - headerLength;
                if (length > available)
                {
                    ThrowHelper.ThrowDeclaredLengthExceedsData(code, length, offset, available, "an extension value");
                }
            }

            header = new ExtensionHeader(unchecked((sbyte)token[headerLength - 1]), length);
            this.Advance(headerLength);
            return true;
        }
    }
}
