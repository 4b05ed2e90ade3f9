using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The "no formatter" error, which under NativeAOT says what the app must add.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowFormatterNotRegistered(Type type, IFormatterResolver resolver)
        {
            string message = $"{type.FullName} has no formatter in resolver {resolver.GetType().FullName}.";
#if NET
            if (!RuntimeFeature.IsDynamicCodeSupported)
            {
                // Without dynamic code only the built-in and source-generated formatters exist: say how to get one generated.
                message += " Under NativeAOT formatters come from BlockPack.SourceGenerator, at compile time: call a generic"
                    + " MessagePackSerializer method (or GetFormatter<T>) with this type, or a type containing it, somewhere in the"
                    + " app (a call through a generic helper method with an open T is not seen); mark a class or struct"
                    + " [MessagePackObject] (contractless types are not generated; a [DataContract] type only when a call"
                    + " reaches it), an interface or abstract class [Union]; give the type [MessagePackFormatter]; or list it"
                    + " with [assembly: MessagePackSerializable(typeof(...))].";
            }
#endif
            throw new FormatterNotRegisteredException(message);
        }
    }
}
