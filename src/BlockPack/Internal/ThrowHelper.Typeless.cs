using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the typeless formatter and its type checks.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypelessTypeDenied(Type type)
        {
            throw new MessagePackSerializationException(
                $"Deserialization attempted to create the type {type.FullName}, which is not allowed: it is on the deny list of " +
                "types known to run code or touch files or processes when created (docs/security.md).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypelessTypeNotAllowed(Type type)
        {
            throw new MessagePackSerializationException(
                $"Deserialization attempted to create the type {type.FullName}, which is not allowed: the options' " +
                "TypelessAllowList does not name it or its assembly.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypelessTypeNotFound(string typeName)
        {
            throw new TypeLoadException(
                $"The typeless payload names the type \"{typeName}\", which could not be loaded (not found, or not covered by " +
                "the options' TypelessAllowList).");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypelessTypeNameMissing(long position)
        {
            throw new MessagePackSerializationException(
                $"The typeless extension (type code 100) at offset {position} does not start with a type name string.");
        }
    }
}
