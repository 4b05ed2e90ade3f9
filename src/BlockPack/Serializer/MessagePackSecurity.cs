using System;

namespace BlockPack
{
    /// <summary>Limits that protect a process from hostile MessagePack input.</summary>
    /// <remarks>Instances are immutable; use the <c>With…</c> methods to derive a changed copy.</remarks>
    public class MessagePackSecurity
    {
        /// <summary>The default <see cref="MaximumDecompressedSize"/>: 1 GiB.</summary>
        public const long DefaultMaximumDecompressedSize = 1L << 30;

        /// <summary>The default <see cref="MaximumObjectGraphDepth"/>.</summary>
        public const int DefaultMaximumObjectGraphDepth = 500;

        /// <summary>Settings for data from a trusted source.</summary>
        public static readonly MessagePackSecurity TrustedData = new MessagePackSecurity(isUntrusted: false);

        /// <summary>Settings for data from an untrusted source. BlockPack's limits are enforced in both modes.</summary>
        public static readonly MessagePackSecurity UntrustedData = new MessagePackSecurity(isUntrusted: true);

        private MessagePackSecurity(bool isUntrusted)
        {
            this.IsUntrusted = isUntrusted;
        }

        /// <summary>Initializes a copy of another instance, for the <c>With…</c> methods.</summary>
        /// <param name="copyFrom">The instance to copy.</param>
        protected MessagePackSecurity(MessagePackSecurity copyFrom)
        {
            if (copyFrom is null)
            {
                throw new ArgumentNullException(nameof(copyFrom));
            }

            this.IsUntrusted = copyFrom.IsUntrusted;
            this.MaximumObjectGraphDepth = copyFrom.MaximumObjectGraphDepth;
            this.MaximumDecompressedSize = copyFrom.MaximumDecompressedSize;
        }

        /// <summary>Gets a value indicating whether these settings are meant for untrusted data.</summary>
        public bool IsUntrusted { get; }

        /// <summary>
        /// Gets how deeply arrays, maps and objects may nest, on both serialize and deserialize. Deeper data is
        /// rejected with <see cref="MessagePackSerializationException"/> rather than overflowing the stack.
        /// </summary>
        public int MaximumObjectGraphDepth { get; private set; } = DefaultMaximumObjectGraphDepth;

        /// <summary>
        /// Gets the most bytes a compressed payload may declare it expands to. Checked before anything is allocated.
        /// </summary>
        public long MaximumDecompressedSize { get; private set; } = DefaultMaximumDecompressedSize;

        /// <summary>Gets a copy with a different <see cref="MaximumObjectGraphDepth"/>.</summary>
        /// <param name="maximumObjectGraphDepth">The new limit; at least 1.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithMaximumObjectGraphDepth(int maximumObjectGraphDepth)
        {
            if (maximumObjectGraphDepth < 1)
            {
                throw new ArgumentOutOfRangeException(nameof(maximumObjectGraphDepth), maximumObjectGraphDepth, "The depth limit must be at least 1.");
            }

            if (this.MaximumObjectGraphDepth == maximumObjectGraphDepth)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.MaximumObjectGraphDepth = maximumObjectGraphDepth;
            return clone;
        }

        /// <summary>Gets a copy with a different <see cref="MaximumDecompressedSize"/>.</summary>
        /// <param name="maximumDecompressedSize">The new limit in bytes; at least 0.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithMaximumDecompressedSize(long maximumDecompressedSize)
        {
            if (maximumDecompressedSize < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(maximumDecompressedSize), maximumDecompressedSize, "The size limit cannot be negative.");
            }

            if (this.MaximumDecompressedSize == maximumDecompressedSize)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.MaximumDecompressedSize = maximumDecompressedSize;
            return clone;
        }

        /// <summary>
        /// Enters one level of nesting while reading, throwing when the depth limit is passed. Pair with
        /// <c>reader.Depth--</c> when the nested value is done.
        /// </summary>
        /// <param name="reader">The reader whose <see cref="MessagePackReader.Depth"/> is tracked.</param>
        /// <exception cref="MessagePackSerializationException">The data nests deeper than <see cref="MaximumObjectGraphDepth"/>.</exception>
        public void DepthStep(ref MessagePackReader reader)
        {
            if (++reader.Depth > this.MaximumObjectGraphDepth)
            {
                ThrowHelper.ThrowDepthExceeded(this.MaximumObjectGraphDepth, reader.Consumed);
            }
        }

        /// <summary>
        /// Enters one level of nesting while writing, throwing when the depth limit is passed (this is what turns a
        /// cyclic object graph into an exception instead of a stack overflow). Pair with <c>writer.Depth--</c>.
        /// </summary>
        /// <param name="writer">The writer whose <see cref="MessagePackWriter.Depth"/> is tracked.</param>
        /// <exception cref="MessagePackSerializationException">The graph nests deeper than <see cref="MaximumObjectGraphDepth"/>.</exception>
        public void DepthStep(ref MessagePackWriter writer)
        {
            if (++writer.Depth > this.MaximumObjectGraphDepth)
            {
                ThrowHelper.ThrowDepthExceeded(this.MaximumObjectGraphDepth, position: -1);
            }
        }

        /// <summary>Creates a field-for-field copy; derived classes override to copy their own state.</summary>
        /// <returns>The copy.</returns>
        protected virtual MessagePackSecurity Clone() => new MessagePackSecurity(this);
    }
}
