using System;

namespace BlockPack
{
    /// <summary>
    /// MessagePack-CSharp's way to tell its analyzer and source generator about a hand-written formatter
    /// (<c>[assembly: MessagePackKnownFormatter(typeof(MyFormatter))]</c>). BlockPack accepts it so that code which
    /// carries it compiles unchanged; nothing in BlockPack reads it. Make the formatter reachable at run time through
    /// the resolver instead: a <see cref="MessagePackFormatterAttribute"/> on the type or member, or a composite
    /// resolver (<see cref="Resolvers.CompositeResolver"/>, <see cref="Resolvers.StaticCompositeResolver"/>).
    /// </summary>
    [AttributeUsage(AttributeTargets.Assembly, AllowMultiple = true)]
    public sealed class MessagePackKnownFormatterAttribute : Attribute
    {
        /// <summary>Initializes a new instance of the <see cref="MessagePackKnownFormatterAttribute"/> class.</summary>
        /// <param name="formatterType">The formatter type.</param>
        public MessagePackKnownFormatterAttribute(Type formatterType)
        {
            this.FormatterType = formatterType;
        }

        /// <summary>Gets the formatter type named.</summary>
        public Type FormatterType { get; }
    }
}
