using System.Buffers;

namespace BlockPack.Streams
{
    /// <summary>
    /// Finds where one top-level MessagePack value ends in data that arrives piece by piece, resuming each attempt
    /// where the previous one stopped, so a message that comes in many reads is walked once rather than once per read.
    /// </summary>
    /// <remarks>
    /// The state is two numbers whatever the nesting: how many bytes of the message are accounted for, and how many
    /// values the containers opened so far still owe. Nesting therefore costs neither stack nor memory here (the
    /// depth limit applies when the message is deserialized), and a declared length or count is only ever compared,
    /// never allocated for: the caller buffers what the stream actually delivers.
    /// </remarks>
    internal struct MessageBoundaryScanner
    {
        private long accountedFor;
        private long valuesOwed;
        private bool started;

        /// <summary>Forgets any partly scanned message; the next attempt starts a new one.</summary>
        internal void Reset() => this = default;

        /// <summary>Looks for the end of the message that starts at the beginning of <paramref name="data"/>.</summary>
        /// <param name="data">
        /// Everything received from the message's first byte on; each call must pass the same start, with at least the
        /// bytes of the previous call.
        /// </param>
        /// <param name="length">Receives the message's length when it is complete.</param>
        /// <returns><see langword="true"/> when the whole message is present; the scanner is then reset.</returns>
        /// <exception cref="MessagePackSerializationException">
        /// The data holds a code no MessagePack value starts with, or a count beyond <see cref="int.MaxValue"/>.
        /// Offsets in the message count from where this attempt resumed.
        /// </exception>
        internal bool TryFindEnd(in ReadOnlySequence<byte> data, out long length)
        {
            if (!this.started)
            {
                // Most messages arrive whole (many to one read): one skip over the entire value is the cheapest way to
                // find its end. Only a value that is still incomplete is walked token by token from here on.
                var whole = new MessagePackReader(data);
                if (whole.TrySkip())
                {
                    length = whole.Consumed;
                    return true;
                }

                this.valuesOwed = 1;
                this.started = true;
            }

            var reader = new MessagePackReader(data.Slice(this.accountedFor));
            while (this.valuesOwed > 0 && !reader.End)
            {
                // Containers are entered (their header read, their items added to what is owed) rather than skipped
                // whole, so a partly received container's finished items are not walked again on the next attempt.
                MessagePackType type = reader.NextMessagePackType;
                if (type == MessagePackType.Array && reader.TryReadArrayHeader(out int elements))
                {
                    this.valuesOwed += elements - 1;
                }
                else if (type == MessagePackType.Map && reader.TryReadMapHeader(out int entries))
                {
                    this.valuesOwed += (2L * entries) - 1;
                }
                else if (type != MessagePackType.Array && type != MessagePackType.Map && reader.TrySkip())
                {
                    this.valuesOwed--;
                }
                else
                {
                    break;
                }
            }

            this.accountedFor += reader.Consumed;
            if (this.valuesOwed > 0)
            {
                length = 0;
                return false;
            }

            length = this.accountedFor;
            this.Reset();
            return true;
        }
    }
}
