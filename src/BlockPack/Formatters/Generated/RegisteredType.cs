using System;
using System.ComponentModel;

namespace BlockPack.Formatters.Generated
{
    /// <summary>
    /// The non-generic entry points of one type listed with <see cref="MessagePackSerializableAttribute"/>, closed over
    /// it in generated code at compile time, so <c>MessagePackSerializer.Serialize(Type, ...)</c> needs no
    /// <c>MakeGenericMethod</c> for it (NativeAOT cannot make one it did not see). Written by the BlockPack source
    /// generator; not meant to be created by hand.
    /// </summary>
    [EditorBrowsable(EditorBrowsableState.Never)]
    public sealed class RegisteredType
    {
        private RegisteredType(Type type, MessagePackSerializer.NonGenericMethods methods)
        {
            this.Type = type;
            this.Methods = methods;
        }

        /// <summary>Gets the registered type.</summary>
        public Type Type { get; }

        internal MessagePackSerializer.NonGenericMethods Methods { get; }

        /// <summary>Creates the entry of <typeparamref name="T"/>.</summary>
        /// <typeparam name="T">The registered type.</typeparam>
        /// <returns>The entry, whose methods forward to the generic <see cref="MessagePackSerializer"/> methods of <typeparamref name="T"/>.</returns>
        public static RegisteredType Create<T>() => new RegisteredType(typeof(T), MessagePackSerializer.CreateNonGenericMethods<T>());
    }
}
