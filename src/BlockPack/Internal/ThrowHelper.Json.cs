using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>Throw sites of the JSON-to-MessagePack conversion.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowInvalidJson(string problem, long position)
        {
            throw new MessagePackSerializationException($"The JSON text is not valid at character {position}: {problem}.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowJsonTooDeep(int maximumDepth)
        {
            // InsufficientExecutionStackException, unwrapped, is what MessagePack-CSharp's ConvertFromJson throws here.
            throw new InsufficientExecutionStackException(
                $"The JSON text nests arrays and objects deeper than MessagePackSecurity.MaximumObjectGraphDepth ({maximumDepth}).");
        }
    }
}
