using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of <see cref="MessagePackSecurity"/>.</summary>
    internal static partial class ThrowHelper
    {
        // InsufficientExecutionStackException is what MessagePack-CSharp throws here, so handlers written for it
        // keep working; the serializer entry points wrap it in MessagePackSerializationException as it does.
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowDepthExceeded(int maximumDepth, long position)
        {
            throw new InsufficientExecutionStackException(
                $"The object graph is nested deeper than the maximum depth of {maximumDepth}{At(position)}. " +
                "Raise MessagePackSecurity.MaximumObjectGraphDepth if the data is trusted, or check for a cycle.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTooManyExpandoMembers(int count, int limit, long position)
        {
            throw new MessagePackSerializationException(
                $"A map of {count} members cannot be read as an ExpandoObject{At(position)}: the limit is {limit} " +
                "(MessagePackSecurity.MaximumExpandoObjectMembers), because each member added to an ExpandoObject costs time " +
                "proportional to those before it. Read large maps as Dictionary<string, object>, or raise the limit for trusted data.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNoCollisionResistantComparer(Type keyType)
        {
            // TypeAccessException is what MessagePack-CSharp throws for a key type it cannot hash safely.
            throw new TypeAccessException(
                $"{keyType.FullName} has no collision-resistant hash, and MessagePackSecurity.StrictKeyHashing is on: " +
                "use a covered key type (primitives, string, Guid, decimal, the date and time types, enums, and tuples of these), " +
                "turn strict key hashing off to accept the type's own GetHashCode, or derive from MessagePackSecurity and override GetEqualityComparer<T>.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNoCollisionResistantObjectKey(Type keyType)
        {
            throw new TypeAccessException(
                $"An object key of type {keyType.FullName} has no collision-resistant hash, so a hashed collection cannot hold it " +
                "under MessagePackSecurity.HashCollisionResistant (as in MessagePack-CSharp): use keys of a covered type " +
                "(primitives, string, Guid, decimal, the date and time types, enums, and tuples of these), read trusted data " +
                "with MessagePackSecurity.TrustedData, or derive from MessagePackSecurity and override GetEqualityComparer<T>.");
        }
    }
}
