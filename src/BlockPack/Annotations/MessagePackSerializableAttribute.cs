using System;

namespace BlockPack
{
    /// <summary>
    /// Asks BlockPack.SourceGenerator to write, at compile time, the formatters of a type the code never names at a
    /// generic call (a plugin type, a <see cref="Type"/> read from configuration), and to register it for the
    /// non-generic methods (<see cref="MessagePackSerializer.Serialize(Type, object, MessagePackSerializerOptions, System.Threading.CancellationToken)"/>,
    /// <see cref="MessagePackSerializer.Deserialize(Type, ReadOnlyMemory{byte}, MessagePackSerializerOptions, System.Threading.CancellationToken)"/>
    /// and their stream, writer and reader forms), which then work under NativeAOT for it. The counterpart of
    /// System.Text.Json's <c>[JsonSerializable(typeof(T))]</c>.
    /// </summary>
    /// <remarks>
    /// Put it on the assembly (<c>[assembly: MessagePackSerializable(typeof(Order))]</c>) or on any class of the
    /// project, once per type; the generator follows the type through its members, elements and generic arguments as
    /// it does for a call site. With the JIT the attribute only saves the reflection the non-generic methods would
    /// otherwise do once per type.
    /// </remarks>
    [AttributeUsage(AttributeTargets.Assembly | AttributeTargets.Class, AllowMultiple = true, Inherited = false)]
    public sealed class MessagePackSerializableAttribute : Attribute
    {
        /// <summary>Initializes a new instance of the <see cref="MessagePackSerializableAttribute"/> class.</summary>
        /// <param name="type">The closed type to generate formatters for and register for the non-generic methods.</param>
        public MessagePackSerializableAttribute(Type type)
        {
            this.Type = type ?? throw new ArgumentNullException(nameof(type));
        }

        /// <summary>Gets the type to generate formatters for.</summary>
        public Type Type { get; }
    }
}
