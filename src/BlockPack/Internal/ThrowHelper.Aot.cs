using System;
using System.Collections.Generic;
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
                // Names, not typeof: a typeof here would keep those types in every app (BuiltinResolver leaves them out).
                if (type.FullName is "System.Uri" or "System.Version" or "System.Type" or "System.Text.StringBuilder"
                    or "System.Collections.BitArray" or "System.Dynamic.ExpandoObject" || type == typeof(List<byte>))
                {
                    message += $" Under NativeAOT BlockPack's built-in formatter of {type.FullName} is served by the source-generated"
                        + " resolver of an assembly that uses the type (as a member, at a MessagePackSerializer call, or listed), so"
                        + " that apps which never use it do not carry its code; no generated resolver saw it here (a value boxed in"
                        + $" a member typed object, say): add [assembly: MessagePackSerializable(typeof({type.FullName}))] to the app.";
                }

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
