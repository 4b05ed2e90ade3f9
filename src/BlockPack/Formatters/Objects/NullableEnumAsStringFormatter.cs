using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Formatters.Objects
{
    /// <summary>A nullable enum as a name, or nil.</summary>
    /// <typeparam name="T">The enum type.</typeparam>
    internal sealed class NullableEnumAsStringFormatter<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields)] T> : IMessagePackFormatter<T?>
        where T : struct, Enum
    {
        private readonly EnumAsStringFormatter<T> inner;

        public NullableEnumAsStringFormatter()
            : this(ignoreCase: false)
        {
        }

        /// <summary>Creates the formatter.</summary>
        /// <param name="ignoreCase">Whether names that differ from a defined one only in case read too.</param>
        public NullableEnumAsStringFormatter(bool ignoreCase)
        {
            this.inner = new EnumAsStringFormatter<T>(ignoreCase);
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
            }
            else
            {
                this.inner.Serialize(ref writer, value.Value, options);
            }
        }

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            reader.TryReadNil() ? null : this.inner.Deserialize(ref reader, options);
    }
}
