using System;

namespace BlockPack.Buffers
{
    /// <summary>
    /// Receives each segment of a <see cref="SegmentedBuffer"/> as soon as writing has moved past it, so that work on it
    /// (compressing it) can start while the rest of the value is still being written.
    /// </summary>
    internal interface ICompletedSegmentSink
    {
        /// <summary>
        /// Called on the writing thread when a segment is complete. Its bytes never change afterwards and stay valid until
        /// the buffer is reset or disposed, which the sink's owner must not do while the sink still reads them.
        /// </summary>
        /// <param name="written">The segment's bytes (64 KB, or more when one request needed the pooled array's slack).</param>
        void OnSegmentCompleted(ReadOnlyMemory<byte> written);
    }
}
