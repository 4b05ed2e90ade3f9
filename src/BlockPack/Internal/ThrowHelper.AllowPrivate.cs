using System;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the AllowPrivate member rules.</summary>
    internal static partial class ThrowHelper
    {
        /// <summary>
        /// Builds the error for a non-public field or property without [Key] or [IgnoreMember] on a
        /// [MessagePackObject] type read with AllowPrivate, thrown when the formatter is resolved, as
        /// MessagePack-CSharp throws it: leaving the member out would silently drop data its author may expect written.
        /// </summary>
        internal static Formatters.Objects.ResolveTimeContractException UnkeyedNonPublicMember(Type type, string memberName) =>
            new Formatters.Objects.ResolveTimeContractException(
                $"'{type.FullName}' cannot be serialized by BlockPack with AllowPrivate: its non-public member '{memberName}' has " +
                "neither [Key] nor [IgnoreMember]. AllowPrivate makes every field and property of a [MessagePackObject] type " +
                "a member, so add [Key] to serialize it or [IgnoreMember] to leave it out (MessagePack-CSharp refuses it too: " +
                "\"all public members must mark KeyAttribute or IgnoreMemberAttribute\").");
    }
}
