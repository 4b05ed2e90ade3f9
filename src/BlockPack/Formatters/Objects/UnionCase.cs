using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>One [Union] case of <typeparamref name="T"/>: its key, its type, and typed access to that type's formatter.</summary>
    /// <typeparam name="T">The union (interface or abstract class).</typeparam>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal abstract class UnionCase<T>
    {
        protected UnionCase(int key, Type subType)
        {
            this.Key = key;
            this.SubType = subType;
        }

        /// <summary>Gets the key written before the value.</summary>
        internal int Key { get; }

        /// <summary>Gets the concrete type.</summary>
        internal Type SubType { get; }

        /// <summary>Creates the case for <paramref name="subType"/>.</summary>
        /// <param name="key">The key.</param>
        /// <param name="subType">The concrete type.</param>
        /// <returns>A <see cref="UnionCase{T, TCase}"/>.</returns>
        internal static UnionCase<T> Create(int key, Type subType) =>
            (UnionCase<T>)Activator.CreateInstance(typeof(UnionCase<,>).MakeGenericType(typeof(T), subType), key)!;

        /// <summary>Writes <paramref name="value"/> (known to be of <see cref="SubType"/>) with the case type's formatter.</summary>
        /// <param name="writer">The writer.</param>
        /// <param name="value">The value.</param>
        /// <param name="options">The options.</param>
        internal abstract void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options);

        /// <summary>Reads a value with the case type's formatter.</summary>
        /// <param name="reader">The reader.</param>
        /// <param name="options">The options.</param>
        /// <returns>The value.</returns>
        internal abstract T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options);
    }
}
