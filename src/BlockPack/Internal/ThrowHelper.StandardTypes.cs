using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the formatters for the standard library's less common types (System.Type, native layouts).</summary>
    internal static partial class ThrowHelper
    {
        // TypeLoadException, as MessagePack-CSharp's TypeFormatter throws when options.LoadType finds nothing, so
        // callers that catch it (it arrives as the serializer exception's inner exception) keep working.
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowTypeNotLoaded(string name, long position, Exception? inner)
        {
            string shown = name.Length <= 200 ? name : name.Substring(0, 200) + "...";
            throw new TypeLoadException(
                $"The type named{At(position)} does not load: \"{shown}\".", inner);
        }
    }
}
