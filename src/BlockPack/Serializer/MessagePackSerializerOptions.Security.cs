using System;

namespace BlockPack
{
    /// <content>The security settings for untrusted input.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>
        /// Gets the limits that protect against hostile input. The default is <see cref="MessagePackSecurity.UntrustedData"/>
        /// (collision-resistant hashing of the keys of every dictionary and set read, on top of the depth and size limits);
        /// <see cref="MessagePackSecurity.TrustedData"/> is the opt-out for data from a trusted source (docs/security.md).
        /// </summary>
        public MessagePackSecurity Security => this.settings.Security;

        /// <summary>Gets a copy with different security settings.</summary>
        /// <param name="security">The settings.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSerializerOptions WithSecurity(MessagePackSecurity security)
        {
            if (security is null)
            {
                throw new ArgumentNullException(nameof(security));
            }

            return ReferenceEquals(this.Security, security) ? this : this.With(o => o.settings.Security = security);
        }
    }
}
