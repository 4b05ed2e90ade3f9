using System;

namespace BlockPack
{
    /// <summary>
    /// Marks a class or struct for serialization by the object resolvers. Members are chosen with
    /// <see cref="KeyAttribute"/> (or by name when <see cref="KeyAsPropertyName"/> is set) and skipped with
    /// <see cref="IgnoreMemberAttribute"/>.
    /// </summary>
    /// <remarks>
    /// Integer keys make the object a MessagePack array indexed by key (unused indexes are written as nil); string keys
    /// make it a map. Every public field and property must carry <see cref="KeyAttribute"/> or
    /// <see cref="IgnoreMemberAttribute"/> unless <see cref="KeyAsPropertyName"/> is set. Not sealed, as in
    /// MessagePack-CSharp, so that a project can derive its own marker from it.
    /// </remarks>
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct, AllowMultiple = false, Inherited = true)]
    public class MessagePackObjectAttribute : Attribute
    {
        /// <summary>Initializes a new instance.</summary>
        /// <param name="keyAsPropertyName">
        /// <see langword="true"/> to serialize every public member as a map entry keyed by its name, with no
        /// <see cref="KeyAttribute"/> needed.
        /// </param>
        public MessagePackObjectAttribute(bool keyAsPropertyName = false)
        {
            this.KeyAsPropertyName = keyAsPropertyName;
        }

        /// <summary>Gets a value indicating whether members are keyed by their names instead of by <see cref="KeyAttribute"/>.</summary>
        public bool KeyAsPropertyName { get; }

        /// <summary>
        /// Gets or sets a value indicating whether non-public members marked with <see cref="KeyAttribute"/> (and
        /// non-public constructors) are used even by resolvers that otherwise see only public members.
        /// </summary>
        public bool AllowPrivate { get; set; }

        /// <summary>
        /// Gets or sets a value indicating whether the source generator should leave this type alone (MessagePack-CSharp's
        /// switch). Accepted for source compatibility; BlockPack.SourceGenerator does not read it, and the type is
        /// still served at run time by the dynamic resolvers when no generated formatter exists.
        /// </summary>
        public bool SuppressSourceGeneration { get; set; }
    }
}
