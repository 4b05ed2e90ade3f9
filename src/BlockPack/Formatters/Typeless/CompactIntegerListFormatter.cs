using System.Collections.Generic;

namespace BlockPack.Formatters.Typeless
{
    /// <summary>
    /// A <see cref="List{T}"/> of integers in their shortest encodings, whatever the resolver says about the element
    /// type: MessagePack-CSharp's built-in list formatters for these element types do not consult the resolver, so
    /// under the typeless resolver (whose integers are full width) its lists still hold short ones.
    /// </summary>
    /// <typeparam name="T"><see cref="short"/>, <see cref="int"/>, <see cref="long"/>, <see cref="ushort"/>, <see cref="uint"/>, <see cref="ulong"/> or <see cref="sbyte"/>.</typeparam>
    internal sealed class CompactIntegerListFormatter<T> : IMessagePackFormatter<List<T>?>
        where T : struct
    {
        /// <summary>The shared instance.</summary>
        internal static readonly CompactIntegerListFormatter<T> Instance = new CompactIntegerListFormatter<T>();

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, List<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(value.Count);
            foreach (T item in value)
            {
                // Each cast pair is folded away by the JIT for the value type T.
                if (typeof(T) == typeof(short))
                {
                    writer.Write((short)(object)item);
                }
                else if (typeof(T) == typeof(int))
                {
                    writer.Write((int)(object)item);
                }
                else if (typeof(T) == typeof(long))
                {
                    writer.Write((long)(object)item);
                }
                else if (typeof(T) == typeof(ushort))
                {
                    writer.Write((ushort)(object)item);
                }
                else if (typeof(T) == typeof(uint))
                {
                    writer.Write((uint)(object)item);
                }
                else if (typeof(T) == typeof(ulong))
                {
                    writer.Write((ulong)(object)item);
                }
                else
                {
                    writer.Write((sbyte)(object)item);
                }
            }
        }

        /// <inheritdoc/>
        public List<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            // The reader refuses a count larger than the bytes left, so the capacity is bounded by the input.
            int count = reader.ReadArrayHeader();
            var list = new List<T>(count);
            for (int i = 0; i < count; i++)
            {
                list.Add(ForceSizeIntegers.Read<T>(ref reader));
            }

            return list;
        }
    }
}
