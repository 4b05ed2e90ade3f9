using System;
using System.Reflection;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// The primitive member types object formatters write and read with the writer's and reader's own methods
    /// instead of asking the resolver, as MessagePack-CSharp's generated formatters do. Strings, DateTime and
    /// everything else still go through the resolver, so resolvers that customize them keep working.
    /// </summary>
    internal static class DirectPrimitives
    {
        /// <summary>Gets a value indicating whether members of <paramref name="type"/> bypass the resolver.</summary>
        /// <param name="type">The member type.</param>
        /// <returns><see langword="true"/> for the twelve fixed-size primitives.</returns>
        internal static bool IsDirect(Type type) =>
            type == typeof(short) || type == typeof(int) || type == typeof(long)
            || type == typeof(ushort) || type == typeof(uint) || type == typeof(ulong)
            || type == typeof(float) || type == typeof(double) || type == typeof(bool)
            || type == typeof(byte) || type == typeof(sbyte) || type == typeof(char);

        /// <summary>Gets <c>MessagePackWriter.Write(type)</c>.</summary>
        /// <param name="type">A type for which <see cref="IsDirect"/> is true.</param>
        /// <returns>The method.</returns>
        internal static MethodInfo WriteMethod(Type type) =>
            typeof(MessagePackWriter).GetMethod(nameof(MessagePackWriter.Write), new[] { type })
            ?? throw new MissingMethodException(nameof(MessagePackWriter), "Write(" + type.Name + ")");

        /// <summary>Gets <c>MessagePackReader.Read{type}()</c>.</summary>
        /// <param name="type">A type for which <see cref="IsDirect"/> is true.</param>
        /// <returns>The method.</returns>
        internal static MethodInfo ReadMethod(Type type) =>
            typeof(MessagePackReader).GetMethod("Read" + type.Name, Type.EmptyTypes)
            ?? throw new MissingMethodException(nameof(MessagePackReader), "Read" + type.Name);
    }
}
