using System.Buffers;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using System.Threading;
using BlockPack.Internal;

namespace BlockPack
{
    /// <content>Streaming the elements of one large array, each as soon as it has arrived.</content>
    public partial class MessagePackStreamReader
    {
        /// <summary>
        /// Reads the header of the array that comes next, then yields its elements one by one as they arrive, so a
        /// huge array can be processed without ever being held whole.
        /// </summary>
        /// <param name="cancellationToken">Cancels the wait for more data.</param>
        /// <returns>
        /// The elements' bytes. Each sequence is valid until the enumeration moves on or another call is made on this
        /// reader, whichever comes first.
        /// </returns>
        /// <exception cref="MessagePackSerializationException">The next value is not an array.</exception>
        /// <exception cref="System.IO.EndOfStreamException">The stream ends before the array's last element does.</exception>
        /// <exception cref="System.ObjectDisposedException">The reader is disposed.</exception>
        public async IAsyncEnumerable<ReadOnlySequence<byte>> ReadArrayAsync([EnumeratorCancellation] CancellationToken cancellationToken)
        {
            int length = await this.ReadArrayHeaderAsync(cancellationToken).ConfigureAwait(false);
            for (int i = 0; i < length; i++)
            {
                ReadOnlySequence<byte>? element = await this.ReadAsync(cancellationToken).ConfigureAwait(false);
                if (!element.HasValue)
                {
                    ThrowHelper.ThrowStreamEndedInsideArray(i, length, this.streamOffset);
                }

                yield return element.Value;
            }
        }
    }
}
