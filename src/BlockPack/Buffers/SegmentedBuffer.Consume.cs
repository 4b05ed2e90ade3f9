namespace BlockPack.Buffers
{
    /// <content>
    /// Dropping data from the front while writing continues at the back: the stream reader appends what the stream
    /// delivers and hands out messages from the front, so segments behind the last message go back to the pool
    /// instead of accumulating for the life of the reader.
    /// </content>
    internal sealed partial class SegmentedBuffer
    {
        /// <summary>
        /// Returns to the pool every leading segment whose bytes all lie within the first <paramref name="consumed"/>
        /// bytes. The segment being written is always kept. Offsets into the buffer shift down by the returned amount.
        /// </summary>
        /// <param name="consumed">How many bytes at the front are no longer needed.</param>
        /// <returns>How many bytes the released segments held (at most <paramref name="consumed"/>).</returns>
        internal long ReleaseConsumedSegments(long consumed)
        {
            int released = 0;
            long releasedBytes = 0;
            while (released < this.segments.Count - 1 && releasedBytes + this.segments[released].Written <= consumed)
            {
                releasedBytes += this.segments[released].Written;
                released++;
            }

            if (released == 0)
            {
                return 0;
            }

            for (int i = 0; i < released; i++)
            {
                this.segments[i].Release();
                this.spareSegments.Push(this.segments[i]);
            }

            this.segments.RemoveRange(0, released);
            this.completedLength -= releasedBytes;
            return releasedBytes;
        }
    }
}
