using System;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace BlockPack.Internal
{
    /// <summary>
    /// The one place BlockPack builds and throws exceptions. Throw sites stay out of hot methods (so those inline)
    /// and every message names what was wrong and, when known, the byte offset. Split by concern into partial files.
    /// </summary>
    internal static partial class ThrowHelper
    {
        /// <summary>Formats a byte offset for a message, or nothing when the offset is unknown (negative).</summary>
        internal static string At(long position) => position >= 0 ? $" at byte offset {position}" : string.Empty;
    }
}
