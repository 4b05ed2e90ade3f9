using System.Collections;
using BlockPack.Formatters.Collections;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a non-generic type implementing <see cref="IList"/> with a public parameterless constructor
    /// (<see cref="ArrayList"/>, a user list) as a MessagePack array of its elements, each through the options'
    /// <see cref="object"/> formatter, and reads it back by creating an empty instance and calling
    /// <see cref="IList.Add"/> per element, as MessagePack-CSharp does; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The list type.</typeparam>
    public sealed class NonGenericListFormatter<T> : IMessagePackFormatter<T?>
        where T : class, IList, new()
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T? value, MessagePackSerializerOptions options) =>
            NonGenericFormatting.WriteAny(ref writer, value, options);

        /// <inheritdoc/>
        public T? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            var list = new T();
            NonGenericFormatting.ReadInto(ref reader, count, list, options);
            return list;
        }
    }
}
