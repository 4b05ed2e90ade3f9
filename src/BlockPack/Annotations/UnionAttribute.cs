using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack
{
    /// <summary>
    /// Declares one concrete type an interface or abstract class may hold, and the integer key that identifies it on
    /// the wire. A union value is written as the two-element array <c>[key, value]</c>.
    /// </summary>
    [AttributeUsage(AttributeTargets.Interface | AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
    public sealed class UnionAttribute : Attribute
    {
        /// <summary>Initializes a new instance.</summary>
        /// <param name="key">The key written before the value; unique within the union.</param>
        /// <param name="subType">The concrete type; it must implement or derive from the annotated type.</param>
        public UnionAttribute(int key, Type subType)
        {
            this.Key = key;
            this.SubType = subType ?? throw new ArgumentNullException(nameof(subType));
        }

        /// <summary>Initializes a new instance naming the concrete type by its assembly-qualified name.</summary>
        /// <param name="key">The key written before the value; unique within the union.</param>
        /// <param name="subTypeFullName">A name <see cref="Type.GetType(string, bool)"/> can resolve.</param>
        [RequiresUnreferencedCode("Finds the case type by name at run time; trimming may remove it. Use the typeof overload.")]
        public UnionAttribute(int key, string subTypeFullName)
        {
            this.Key = key;
            this.SubType = Type.GetType(subTypeFullName ?? throw new ArgumentNullException(nameof(subTypeFullName)), throwOnError: true)!;
        }

        /// <summary>Gets the key that identifies <see cref="SubType"/> on the wire.</summary>
        public int Key { get; }

        /// <summary>Gets the concrete type.</summary>
        public Type SubType { get; }
    }
}
