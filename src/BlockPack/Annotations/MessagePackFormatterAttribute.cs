using System;

namespace BlockPack
{
    /// <summary>
    /// Names the formatter to use for a type (found by <c>AttributeFormatterResolver</c>) or for one field or property
    /// (used by the generated object formatter instead of asking the resolver).
    /// </summary>
    /// <remarks>
    /// The formatter type must implement <c>IMessagePackFormatter&lt;T&gt;</c> for the annotated type and have a
    /// constructor taking <see cref="Arguments"/>. On a generic type, an open generic formatter type is closed over the
    /// type's own type arguments.
    /// </remarks>
    [AttributeUsage(AttributeTargets.Class | AttributeTargets.Struct | AttributeTargets.Interface | AttributeTargets.Enum | AttributeTargets.Field | AttributeTargets.Property, AllowMultiple = false, Inherited = true)]
    public sealed class MessagePackFormatterAttribute : Attribute
    {
        /// <summary>Initializes a new instance.</summary>
        /// <param name="formatterType">The formatter type.</param>
        public MessagePackFormatterAttribute(Type formatterType)
        {
            this.FormatterType = formatterType ?? throw new ArgumentNullException(nameof(formatterType));
        }

        /// <summary>Initializes a new instance with constructor arguments for the formatter.</summary>
        /// <param name="formatterType">The formatter type.</param>
        /// <param name="arguments">The arguments passed to the formatter's constructor.</param>
        public MessagePackFormatterAttribute(Type formatterType, params object?[]? arguments)
        {
            this.FormatterType = formatterType ?? throw new ArgumentNullException(nameof(formatterType));
            this.Arguments = arguments;
        }

        /// <summary>Gets the formatter type.</summary>
        public Type FormatterType { get; }

        /// <summary>Gets the arguments passed to the formatter's constructor, or <see langword="null"/> for none.</summary>
        public object?[]? Arguments { get; }
    }
}
