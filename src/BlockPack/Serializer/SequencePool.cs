using System;
using System.Buffers;

namespace BlockPack
{
    /// <summary>
    /// MessagePack-CSharp's pool of reusable byte sequences, kept so that code which creates one and passes it to
    /// <see cref="MessagePackSerializerOptions.WithPool(SequencePool)"/> compiles unchanged.
    /// </summary>
    /// <remarks>
    /// BlockPack does not rent from it: the serializer's scratch buffers come from BlockPack's own segment pool, which
    /// sizes, shares and trims itself (docs/design.md). An instance only remembers the limits it was given.
    /// Instances are immutable and safe to share between threads.
    /// </remarks>
    public class SequencePool
    {
        /// <summary>The most sequences MessagePack-CSharp's pool keeps by default.</summary>
        private const int DefaultMaxSize = 10 * 2;

        /// <summary>Initializes a pool with the default limits.</summary>
        public SequencePool()
            : this(DefaultMaxSize)
        {
        }

        /// <summary>Initializes a pool that keeps at most <paramref name="maxSize"/> sequences.</summary>
        /// <param name="maxSize">The most sequences kept for reuse.</param>
        public SequencePool(int maxSize)
            : this(maxSize, ArrayPool<byte>.Shared)
        {
        }

        /// <summary>Initializes a pool whose sequences take their arrays from <paramref name="arrayPool"/>.</summary>
        /// <param name="maxSize">The most sequences kept for reuse.</param>
        /// <param name="arrayPool">Where the arrays come from.</param>
        public SequencePool(int maxSize, ArrayPool<byte> arrayPool)
        {
            this.MaxSize = maxSize >= 0 ? maxSize : throw new ArgumentOutOfRangeException(nameof(maxSize), maxSize, "The size cannot be negative.");
            this.ArrayPool = arrayPool ?? throw new ArgumentNullException(nameof(arrayPool));
        }

        /// <summary>Initializes a pool whose sequences take their memory from <paramref name="memoryPool"/>.</summary>
        /// <param name="maxSize">The most sequences kept for reuse.</param>
        /// <param name="memoryPool">Where the memory comes from.</param>
        public SequencePool(int maxSize, MemoryPool<byte> memoryPool)
        {
            this.MaxSize = maxSize >= 0 ? maxSize : throw new ArgumentOutOfRangeException(nameof(maxSize), maxSize, "The size cannot be negative.");
            this.MemoryPool = memoryPool ?? throw new ArgumentNullException(nameof(memoryPool));
        }

        /// <summary>Gets the instance <see cref="MessagePackSerializerOptions.SequencePool"/> starts with.</summary>
        internal static SequencePool Shared { get; } = new SequencePool();

        /// <summary>Gets the most sequences this pool would keep.</summary>
        internal int MaxSize { get; }

        /// <summary>Gets the array pool given to the constructor, if any.</summary>
        internal ArrayPool<byte>? ArrayPool { get; }

        /// <summary>Gets the memory pool given to the constructor, if any.</summary>
        internal MemoryPool<byte>? MemoryPool { get; }

        /// <summary>Drops the sequences kept for reuse. BlockPack keeps none here, so there is nothing to drop.</summary>
        public void Clear()
        {
        }
    }
}
