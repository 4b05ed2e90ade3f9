using System.Buffers;

namespace BlockPack
{
    // Binary data.
    public ref partial struct MessagePackReader
    {
        /// <summary>
        /// Reads binary data (bin8, bin16 or bin32, or a str value's raw bytes, as older writers stored binary data as
        /// str), or reads nil. Nothing is copied.
        /// </summary>
        /// <returns>A slice of <see cref="Sequence"/> holding the bytes, or <see langword="null"/> for nil.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not binary, a string or nil.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The value is truncated.</exception>
        public ReadOnlySequence<byte>? ReadBytes()
        {
            long length = this.ReadRunHeader(acceptBinary: true, acceptNil: true, "binary data");
            return length < 0 ? null : this.ReadSlice(length);
        }
    }
}
