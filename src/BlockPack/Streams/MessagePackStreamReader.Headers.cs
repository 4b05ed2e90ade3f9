using System.Buffers;
using System.Threading;
using System.Threading.Tasks;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>Reading just the header of an array or map, so its items can then be read one at a time.</content>
    public partial class MessagePackStreamReader
    {
        /// <summary>Reads the header of the array that comes next and returns its element count.</summary>
        /// <param name="cancellationToken">Cancels the wait for more data.</param>
        /// <returns>The number of elements; read each with <see cref="ReadAsync(CancellationToken)"/>.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an array.</exception>
        /// <exception cref="System.OverflowException">The count exceeds <see cref="int.MaxValue"/>.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The stream ends before the header does.</exception>
        /// <exception cref="System.ObjectDisposedException">The reader is disposed.</exception>
        public ValueTask<int> ReadArrayHeaderAsync(CancellationToken cancellationToken) =>
            this.ReadCollectionHeaderAsync(isMap: false, cancellationToken);

        /// <summary>Reads the header of the map that comes next and returns its entry count.</summary>
        /// <param name="cancellationToken">Cancels the wait for more data.</param>
        /// <returns>The number of key/value pairs; read each key and value with <see cref="ReadAsync(CancellationToken)"/>.</returns>
        /// <exception cref="MessagePackSerializationException">The next value is not a map.</exception>
        /// <exception cref="System.OverflowException">The count exceeds <see cref="int.MaxValue"/>.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The stream ends before the header does.</exception>
        /// <exception cref="System.ObjectDisposedException">The reader is disposed.</exception>
        public ValueTask<int> ReadMapHeaderAsync(CancellationToken cancellationToken) =>
            this.ReadCollectionHeaderAsync(isMap: true, cancellationToken);

        private async ValueTask<int> ReadCollectionHeaderAsync(bool isMap, CancellationToken cancellationToken)
        {
            this.RecycleConsumedData();
            while (true)
            {
                cancellationToken.ThrowIfCancellationRequested();
                if (this.TryTakeCollectionHeader(isMap, out int count))
                {
                    return count;
                }

                if (!await this.TryReadMoreAsync(cancellationToken).ConfigureAwait(false))
                {
                    ThrowHelper.ThrowStreamEndedBeforeHeader(isMap ? "a map header" : "an array header", this.streamOffset, this.RemainingBytes.Length);
                }
            }
        }

        private bool TryTakeCollectionHeader(bool isMap, out int count)
        {
            ReadOnlySequence<byte> unconsumed = this.RemainingBytes;
            count = 0;
            if (unconsumed.IsEmpty)
            {
                return false;
            }

            var reader = new MessagePackReader(unconsumed);
            bool complete;
            try
            {
                complete = isMap ? reader.TryReadMapHeader(out count) : reader.TryReadArrayHeader(out count);
            }
            catch (MessagePackSerializationException ex)
            {
                throw ThrowHelper.InvalidStreamValue(this.valuesRead + 1, this.streamOffset, ex);
            }

            if (complete)
            {
                // A header is not a value of its own: the items that follow keep the numbering going.
                this.Consume(reader.Consumed);
            }

            return complete;
        }
    }
}
