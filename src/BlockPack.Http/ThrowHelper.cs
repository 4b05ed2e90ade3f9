using System;

namespace BlockPack.AspNetCore
{
    /// <summary>The argument checks of this package, one form for every target framework.</summary>
    internal static class ThrowHelper
    {
        /// <summary>Throws <see cref="ArgumentNullException"/> when <paramref name="argument"/> is <see langword="null"/>.</summary>
        /// <param name="argument">The argument to check.</param>
        /// <param name="paramName">The parameter's name.</param>
        internal static void ThrowIfNull(object? argument, string paramName)
        {
#if NET
            ArgumentNullException.ThrowIfNull(argument, paramName);
#else
            // netstandard2.0 has no ArgumentNullException.ThrowIfNull.
            if (argument is null)
            {
                throw new ArgumentNullException(paramName);
            }
#endif
        }
    }
}
