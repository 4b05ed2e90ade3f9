using System;
using System.Runtime.CompilerServices;
using BlockPack.Internal;

namespace BlockPack
{
    // Nil.
    public ref partial struct MessagePackReader
    {
        /// <summary>Reads a nil value.</summary>
        /// <returns><see cref="Nil.Default"/>, so a nil can be passed on as a value (as in MessagePack-CSharp).</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not nil.</exception>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public Nil ReadNil()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            if (unread.Length > 0 && unread[0] == MessagePackCode.Nil)
            {
                this.AdvanceWithinSpan(1);
                return Nil.Default;
            }

            this.ReadNilSlow();
            return Nil.Default;
        }

        /// <summary>Reads a nil value if that is what comes next; otherwise leaves the position unchanged.</summary>
        /// <returns><see langword="true"/> when a nil was read.</returns>
        /// <exception cref="System.IO.EndOfStreamException">There is no more data.</exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool TryReadNil()
        {
            ReadOnlySpan<byte> unread = this.UnreadSpan;
            byte code = unread.Length > 0 ? unread[0] : this.PeekCodeSlow("Nil");
            if (code == MessagePackCode.Nil)
            {
                this.Advance(1);
                return true;
            }

            return false;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private void ReadNilSlow()
        {
            byte code = this.PeekCodeSlow("Nil");
            if (code != MessagePackCode.Nil)
            {
                ThrowHelper.ThrowUnexpectedCode(code, this.Consumed, "Nil");
            }

            this.Advance(1);
        }
    }
}
