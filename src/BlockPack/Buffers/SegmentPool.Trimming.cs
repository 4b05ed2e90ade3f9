using System;

namespace BlockPack.Buffers
{
    /// <content>
    /// Giving back what a burst of large payloads left in the pool: after every gen2 collection, the arrays that stayed
    /// in the stack since the previous trim (its low-water mark) are released, down to the base, and the stack shrinks.
    /// </content>
    internal static partial class SegmentPool
    {
        // The fewest arrays the stack held since the last trim: that many were idle the whole time.
        private static int lowWater;
        private static volatile bool trimAfterGen2 = true;

        static SegmentPool()
        {
            Gen2Callback.Start();
        }

        /// <summary>Gets or sets a value indicating whether gen2 collections trim the pool (tests turn it off to trim by hand).</summary>
        internal static bool TrimAfterGen2
        {
            get => trimAfterGen2;
            set => trimAfterGen2 = value;
        }

        /// <summary>Releases the arrays that sat unused since the previous call, keeping at least the base.</summary>
        /// <returns>How many arrays were released.</returns>
        internal static int Trim()
        {
            lock (Gate)
            {
                int release = Math.Min(lowWater, retainedCount - BaseRetained);
                int released = 0;
                if (release > 0)
                {
                    // The bottom of the stack holds the idle arrays; the top, the recently used ones. All are alike, so
                    // dropping from the top and moving nothing is the same thing and cheaper.
                    for (int i = 0; i < release; i++)
                    {
                        retained[--retainedCount] = null;
                    }

                    released = release;
                }

                int capacity = Math.Max(BaseRetained, retainedCount);
                if (capacity < retained.Length)
                {
                    Array.Resize(ref retained, capacity);
                }

                lowWater = retainedCount;
                return released;
            }
        }

        // Called under Gate after a pop.
        private static void NoteLowWater()
        {
            if (retainedCount < lowWater)
            {
                lowWater = retainedCount;
            }
        }

        /// <summary>
        /// An object that is always garbage: its finalizer runs after the collection that found it, trims, and
        /// re-registers it. Once promoted to gen2 it is found, and so trims, only by gen2 collections.
        /// </summary>
        private sealed class Gen2Callback
        {
            private Gen2Callback()
            {
            }

            ~Gen2Callback()
            {
                if (Environment.HasShutdownStarted)
                {
                    return;
                }

                if (trimAfterGen2)
                {
                    Trim();
                }

                GC.ReRegisterForFinalize(this);
            }

            internal static void Start() => _ = new Gen2Callback();
        }
    }
}
