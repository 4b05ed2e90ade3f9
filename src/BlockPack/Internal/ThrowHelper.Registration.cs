using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The error of the non-generic methods for a type NativeAOT has no code for.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypeNotRegistered(Type type) =>
            throw new FormatterNotRegisteredException(
                $"{type.FullName} is not registered for the non-generic MessagePackSerializer methods, which under NativeAOT cannot"
                + " close a generic method over a type at run time. List it with [assembly: MessagePackSerializable(typeof(...))]"
                + " in the assembly that declares it or in the app, or call the generic method with the type.");
    }
}
