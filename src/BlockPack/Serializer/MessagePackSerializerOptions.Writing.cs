using System;

namespace BlockPack
{
    /// <content>The settings of the writer: the msgpack spec version and the buffers.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>The default <see cref="SuggestedContiguousMemorySize"/>: 1 MiB, as MessagePack-CSharp.</summary>
        private const int DefaultSuggestedContiguousMemorySize = 1024 * 1024;

        /// <summary>
        /// Gets a value indicating whether to write the old MessagePack format (before str8 and bin existed): strings
        /// use fixstr/str16/str32 and byte arrays are written as strings.
        /// </summary>
        /// <value>
        /// <see langword="null"/> (the default) leaves the writer's own setting alone: writers the serializer creates
        /// write the new format, and a writer passed to
        /// <see cref="MessagePackSerializer.Serialize{T}(ref MessagePackWriter, T, MessagePackSerializerOptions?)"/> keeps
        /// its <see cref="MessagePackWriter.OldSpec"/>. <see langword="true"/> or <see langword="false"/> applies to the
        /// whole serialization. Reading accepts both formats whatever this says.
        /// </value>
        public bool? OldSpec => this.settings.OldSpec;

        /// <summary>
        /// Gets the size in bytes of the contiguous blocks a serialization asks its buffer for; 1 MiB by default, as
        /// in MessagePack-CSharp. BlockPack's pooled buffers size their segments themselves, so this value is kept for
        /// source compatibility and read by nothing in BlockPack today.
        /// </summary>
        public int SuggestedContiguousMemorySize => this.settings.SuggestedContiguousMemorySize;

        /// <summary>
        /// Gets the pool of sequences MessagePack-CSharp rents its scratch buffers from. BlockPack rents from its own
        /// segment pool (see docs/design.md), so this is kept for source compatibility: <see cref="WithPool"/> accepts a
        /// pool and nothing in BlockPack rents from it.
        /// </summary>
        public SequencePool SequencePool => this.settings.SequencePool;

        /// <summary>Gets a copy with <see cref="OldSpec"/> changed.</summary>
        /// <param name="oldSpec">Whether to write the old format; <see langword="null"/> to leave the writer's setting alone.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithOldSpec(bool? oldSpec = true)
        {
            return this.OldSpec == oldSpec ? this : this.With(o => o.settings.OldSpec = oldSpec);
        }

        /// <summary>Gets a copy with <see cref="SuggestedContiguousMemorySize"/> changed.</summary>
        /// <param name="suggestedContiguousMemorySize">The size in bytes; at least 256.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="suggestedContiguousMemorySize"/> is less than 256.</exception>
        public MessagePackSerializerOptions WithSuggestedContiguousMemorySize(int suggestedContiguousMemorySize)
        {
            if (suggestedContiguousMemorySize < 256)
            {
                throw new ArgumentOutOfRangeException(nameof(suggestedContiguousMemorySize), suggestedContiguousMemorySize, "The size must be at least 256 bytes.");
            }

            return this.SuggestedContiguousMemorySize == suggestedContiguousMemorySize ? this : this.With(o => o.settings.SuggestedContiguousMemorySize = suggestedContiguousMemorySize);
        }

        /// <summary>Gets a copy with a different <see cref="SequencePool"/>.</summary>
        /// <param name="pool">The pool.</param>
        /// <returns>The changed copy, or this instance when the pool is the same.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="pool"/> is <see langword="null"/>.</exception>
        public MessagePackSerializerOptions WithPool(SequencePool pool)
        {
            if (pool is null)
            {
                throw new ArgumentNullException(nameof(pool));
            }

            return ReferenceEquals(this.SequencePool, pool) ? this : this.With(o => o.settings.SequencePool = pool);
        }
    }
}
