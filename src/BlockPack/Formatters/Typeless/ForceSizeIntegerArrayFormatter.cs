using System;

namespace BlockPack.Formatters.Typeless
{
    /// <summary>An array of integers, each at its full width (see <see cref="ForceSizeIntegers"/>); nil for null.</summary>
    /// <typeparam name="T">One of the integer types.</typeparam>
    internal sealed class ForceSizeIntegerArrayFormatter<T> : IMessagePackFormatter<T[]?>
        where T : struct
    {
        /// <summary>The shared instance.</summary>
        internal static readonly ForceSizeIntegerArrayFormatter<T> Instance = new ForceSizeIntegerArrayFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T[]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Length);
            foreach (T item in value)
            {
                ForceSizeIntegers.Write(ref writer, item);
            }
        }

        /// <inheritdoc/>
        public T[]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader refuses a count larger than the bytes left, so the allocation is bounded by the input.
            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return Array.Empty<T>();
            }

            var array = new T[count];
            for (int i = 0; i < array.Length; i++)
            {
                array[i] = ForceSizeIntegers.Read<T>(ref reader);
            }

            return array;
        }
    }
}
