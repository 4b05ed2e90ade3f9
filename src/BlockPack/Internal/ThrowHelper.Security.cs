using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <summary>Throw sites of <see cref="MessagePackSecurity"/>.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowNoCollisionResistantComparer(Type keyType)
        {
            throw new MessagePackSerializationException(
                $"{keyType.FullName} has no collision-resistant hash, and MessagePackSecurity.StrictKeyHashing is on: " +
                "use a covered key type (primitives, string, Guid, decimal, the date and time types, enums, and tuples of these), " +
                "turn strict key hashing off to accept the type's own GetHashCode, or derive from MessagePackSecurity and override GetEqualityComparer<T>.");
        }
    }
}
