using System;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <summary>Throw sites of the object-mapping rules that follow MessagePack-CSharp's behaviour.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowUnionCaseNotAssignable(Type unionType, int key, Type caseType)
        {
            throw new MessagePackSerializationException(
                $"Union key {key.ToString(CultureInfo.InvariantCulture)} of '{unionType.FullName}' is declared as '{caseType.FullName}', " +
                "which does not implement or derive from the union, so a value read with that key cannot be returned as one.");
        }
    }
}
