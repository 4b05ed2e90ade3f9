using System;

namespace BlockPack
{
    /// <summary>Thrown when no resolver in the chain has a formatter for a type.</summary>
    [Serializable]
    public class FormatterNotRegisteredException : MessagePackSerializationException
    {
        /// <summary>Initializes a new instance.</summary>
        /// <param name="message">A message naming the type and the resolver.</param>
        public FormatterNotRegisteredException(string? message)
            : base(message)
        {
        }
    }
}
