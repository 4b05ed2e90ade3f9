using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the collection formatter bases.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static int ThrowDictionaryWithoutCount(Type dictionaryType)
        {
            throw new MessagePackSerializationException(
                $"A {dictionaryType.FullName} cannot be written by DictionaryFormatterBase: it is neither an ICollection nor an IReadOnlyCollection of key/value pairs, so the map's entry count is unknown.");
        }
    }
}
