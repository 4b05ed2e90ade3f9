using System;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Booleans.
    public ref partial struct MessagePackReader
    {
        /// <summary>Reads a boolean (true or false; no other encoding is accepted).</summary>
        /// <returns>The value.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a boolean.</exception>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool ReadBoolean()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            byte code = unread.Length > 0 ? unread[0] : this.PeekCodeSlow(nameof(Boolean));
            if (code == MessagePackCode.True || code == MessagePackCode.False)
            {
                this.Advance(1);
                return code == MessagePackCode.True;
            }

            ThrowHelper.ThrowUnexpectedCode(code, this.Consumed, nameof(Boolean));
            return false;
        }
    }
}
