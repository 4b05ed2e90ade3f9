using System;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// An inconsistency in a type's annotations that MessagePack-CSharp reports when the formatter is resolved rather
    /// than when it is used (duplicate keys): <see cref="ObjectFormatterFactory"/> lets it escape instead of deferring
    /// it to an <see cref="InvalidContractFormatter{T}"/>, so, as there, the resolver's static cache surfaces it as a
    /// <see cref="TypeInitializationException"/> with this as the inner exception.
    /// </summary>
    internal sealed class ResolveTimeContractException : MessagePackSerializationException
    {
        /// <summary>Initializes a new instance of the <see cref="ResolveTimeContractException"/> class.</summary>
        /// <param name="message">The message.</param>
        internal ResolveTimeContractException(string message)
            : base(message)
        {
        }
    }
}
