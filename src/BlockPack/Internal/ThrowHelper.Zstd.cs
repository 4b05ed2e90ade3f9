using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>The throw sites of the Zstandard block-array framings (ext 95 and 94) and of trained dictionaries.</summary>
    internal static partial class ThrowHelper
    {
        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdDictionaryMissing(uint dictionaryId, int registered, long position)
        {
            string known = registered == 0
                ? "no Zstandard dictionary is registered on the options"
                : $"none of the {registered} Zstandard dictionaries registered on the options has that id";
            throw new MessagePackSerializationException(
                $"The ZstdBlockArray payload{At(position)} was compressed with the trained dictionary 0x{dictionaryId:X8} ({dictionaryId}), but {known}. " +
                "Register it with MessagePackSerializerOptions.WithZstdDictionary or WithZstdReadDictionaries.");
        }

        [DoesNotReturn]
        [MethodImpl(MethodImplOptions.NoInlining)]
        internal static void ThrowZstdOutOfMemory(string what)
        {
            throw new System.OutOfMemoryException($"Zstandard could not allocate {what}.");
        }
    }
}
