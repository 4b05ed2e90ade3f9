namespace BlockPack.Compression.Parallel
{
    /// <summary>
    /// A batch of independent work items that threads claim by index (<see cref="WorkShare"/>): the segments of a block
    /// array, the frames of a Zstandard frames payload.
    /// </summary>
    internal interface IIndexedWork
    {
        /// <summary>Does one item. Records a failure for the thread that reports errors in order instead of throwing.</summary>
        /// <param name="index">The item, from 0 to the count given to <see cref="WorkShare.Run"/>, exclusive.</param>
        void Run(int index);
    }
}
