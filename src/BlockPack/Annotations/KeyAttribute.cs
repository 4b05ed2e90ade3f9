using System;

namespace BlockPack
{
    /// <summary>
    /// Gives a field or property of a <see cref="MessagePackObjectAttribute"/> type its key: an integer (the index in
    /// the serialized array) or a string (the key in the serialized map). All members of one type use the same kind.
    /// </summary>
    [AttributeUsage(AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
    public sealed class KeyAttribute : Attribute
    {
        /// <summary>Initializes a new instance with an integer key.</summary>
        /// <param name="x">The array index, zero or more.</param>
        public KeyAttribute(int x)
        {
            this.IntKey = x;
        }

        /// <summary>Initializes a new instance with a string key.</summary>
        /// <param name="x">The map key.</param>
        public KeyAttribute(string x)
        {
            this.StringKey = x ?? throw new ArgumentNullException(nameof(x));
        }

        /// <summary>Gets the integer key, or <see langword="null"/> when the key is a string.</summary>
        public int? IntKey { get; }

        /// <summary>Gets the string key, or <see langword="null"/> when the key is an integer.</summary>
        public string? StringKey { get; }
    }
}
