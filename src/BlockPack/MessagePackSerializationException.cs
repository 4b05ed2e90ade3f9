using System;

namespace BlockPack
{
    /// <summary>
    /// The one exception type BlockPack throws for bad input or a failed (de)serialization.
    /// </summary>
    /// <remarks>
    /// Malformed, truncated or hostile data always surfaces as this type (possibly wrapping a more specific
    /// inner exception), so callers that accept untrusted input need to catch only this one type.
    /// </remarks>
    [Serializable]
    public class MessagePackSerializationException : Exception
    {
        /// <summary>Initializes a new instance with no message.</summary>
        public MessagePackSerializationException()
        {
        }

        /// <summary>Initializes a new instance with a message.</summary>
        /// <param name="message">What went wrong, and where when known.</param>
        public MessagePackSerializationException(string? message)
            : base(message)
        {
        }

        /// <summary>Initializes a new instance with a message and the exception that caused it.</summary>
        /// <param name="message">What went wrong, and where when known.</param>
        /// <param name="innerException">The underlying failure.</param>
        public MessagePackSerializationException(string? message, Exception? innerException)
            : base(message, innerException)
        {
        }
    }
}
