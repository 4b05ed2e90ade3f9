using System;
using BlockPack.Resolvers;

namespace BlockPack
{
    /// <summary>Everything that shapes how a value is serialized and deserialized.</summary>
    /// <remarks>
    /// Instances are immutable and safe to share between threads; each <c>With…</c> method returns a changed copy
    /// (or the same instance when nothing changes).
    /// </remarks>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>Every setting, copied as a whole by the copy constructor and changed one at a time by the <c>With…</c> methods.</summary>
        private Settings settings;

        /// <summary>Initializes options with a resolver and defaults for everything else.</summary>
        /// <param name="resolver">The resolver that finds formatters.</param>
        public MessagePackSerializerOptions(IFormatterResolver resolver)
        {
            this.settings = Settings.Defaults;
            this.settings.Resolver = resolver ?? throw new ArgumentNullException(nameof(resolver));
        }

        /// <summary>Initializes a copy of another instance, for the <c>With…</c> methods and derived classes.</summary>
        /// <param name="copyFrom">The options to copy.</param>
        protected MessagePackSerializerOptions(MessagePackSerializerOptions copyFrom)
        {
            if (copyFrom is null)
            {
                throw new ArgumentNullException(nameof(copyFrom));
            }

            this.settings = copyFrom.settings;
        }

        /// <summary>
        /// Gets the options BlockPack uses when none are given: <see cref="StandardResolver"/>, no compression,
        /// <see cref="MessagePackSecurity.UntrustedData"/>.
        /// </summary>
        public static MessagePackSerializerOptions Standard { get; } = new MessagePackSerializerOptions(StandardResolver.Instance);

        /// <summary>Gets the resolver that finds a formatter for each type.</summary>
        public IFormatterResolver Resolver => this.settings.Resolver;

        /// <summary>Gets a copy with a different resolver.</summary>
        /// <param name="resolver">The resolver.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithResolver(IFormatterResolver resolver)
        {
            if (resolver is null)
            {
                throw new ArgumentNullException(nameof(resolver));
            }

            return ReferenceEquals(this.Resolver, resolver) ? this : this.With(o => o.settings.Resolver = resolver);
        }

        /// <summary>Creates a field-for-field copy; derived classes override to copy their own state.</summary>
        /// <returns>The copy.</returns>
        protected virtual MessagePackSerializerOptions Clone() => new MessagePackSerializerOptions(this);

        private MessagePackSerializerOptions With(Action<MessagePackSerializerOptions> change)
        {
            MessagePackSerializerOptions clone = this.Clone();
            change(clone);
            clone.zstdCodec = null;
            return clone;
        }
    }
}
