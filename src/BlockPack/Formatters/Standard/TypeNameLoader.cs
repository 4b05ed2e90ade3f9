using System;

namespace BlockPack.Formatters.Standard
{
    /// <summary>Where <see cref="TypeFormatter{T}"/> turns an assembly-qualified name back into a <see cref="Type"/>.</summary>
    /// <remarks>The one place type loading happens for <see cref="TypeFormatter{T}"/>.</remarks>
    internal static class TypeNameLoader
    {
        /// <summary>Loads the type <paramref name="name"/> names, or returns <see langword="null"/> when none loads.</summary>
        /// <remarks>
        /// Goes through <see cref="MessagePackSerializerOptions.LoadType(string)"/>, as MessagePack-CSharp's TypeFormatter
        /// does, so an options subclass that maps or refuses names, and a typeless allow-list, apply to Type values too.
        /// </remarks>
        internal static Type? Load(string name, MessagePackSerializerOptions options) => options.LoadType(name);
    }
}
