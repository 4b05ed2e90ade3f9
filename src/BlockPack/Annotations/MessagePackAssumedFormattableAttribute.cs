using System;

namespace BlockPack
{
    /// <summary>
    /// MessagePack-CSharp's way to tell its analyzer that a type will have a formatter at run time, so that members of
    /// that type are not reported. BlockPack accepts it so that code which carries it compiles unchanged; nothing in
    /// BlockPack reads it. Whether the options' resolver covers a type is answered at run time by
    /// <see cref="MessagePackSerializerOptions.CanSerialize{T}()"/>.
    /// </summary>
    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true)]
    public sealed class MessagePackAssumedFormattableAttribute : Attribute
    {
        /// <summary>Initializes a new instance of the <see cref="MessagePackAssumedFormattableAttribute"/> class.</summary>
        /// <param name="formattableType">The type assumed to have a formatter.</param>
        public MessagePackAssumedFormattableAttribute(Type formattableType)
        {
            this.FormattableType = formattableType;
        }

        /// <summary>Gets the type assumed to have a formatter.</summary>
        public Type FormattableType { get; }
    }
}
