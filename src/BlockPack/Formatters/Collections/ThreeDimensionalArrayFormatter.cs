using System;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a 3-dimensional array as MessagePack-CSharp does: an array of 4 elements, the 3 lengths
    /// followed by one array of all elements in row-major order; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    /// <remarks>
    /// Reading checks that the lengths are not negative and that their product equals the number of elements, so
    /// the array allocated is never larger than the input justifies.
    /// </remarks>
    public sealed class ThreeDimensionalArrayFormatter<T> : IMessagePackFormatter<T[,,]?>
    {
        private const int ShapeLength = 4;

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T[,,]? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            writer.WriteArrayHeader(ShapeLength);
            writer.Write(value.GetLength(0));
            writer.Write(value.GetLength(1));
            writer.Write(value.GetLength(2));
            writer.WriteArrayHeader(value.Length);
            options.Security.DepthStep(ref writer);
            try
            {
                // foreach over a multi-dimensional array visits it in row-major order without boxing.
                foreach (T item in value)
                {
                    writer.CancellationToken.ThrowIfCancellationRequested();
                    formatter.Serialize(ref writer, item, options);
                }
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public T[,,]? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int shapeLength = reader.ReadArrayHeader();
            if (shapeLength != ShapeLength)
            {
                ThrowHelper.ThrowInvalidArrayLength(typeof(T[,,]), ShapeLength, shapeLength, position);
            }

            int length0 = ReadLength(ref reader, position);
            int length1 = ReadLength(ref reader, position);
            int length2 = ReadLength(ref reader, position);
            int elementCount = reader.ReadArrayHeader();

            // The element count is bounded by the input; the lengths are not, until they are checked against it.
            if (!MultiDimensionalArrayShape.Matches(elementCount, length0, length1, length2))
            {
                ThrowHelper.ThrowInvalidValue(typeof(T[,,]), $"lengths {length0} x {length1} x {length2} cannot hold exactly its {elementCount} elements", position);
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            var array = new T[length0, length1, length2];
            if (elementCount != 0)
            {
                options.Security.DepthStep(ref reader);
                try
                {
                    for (int i = 0; i < length0; i++)
                    {
                        for (int j = 0; j < length1; j++)
                        {
                            for (int k = 0; k < length2; k++)
                            {
                                reader.CancellationToken.ThrowIfCancellationRequested();
                                array[i, j, k] = formatter.Deserialize(ref reader, options);
                            }
                        }
                    }
                }
                finally
                {
                    reader.Depth--;
                }
            }

            return array;
        }

        private static int ReadLength(ref MessagePackReader reader, long position)
        {
            int length = reader.ReadInt32();
            if (length < 0)
            {
                ThrowHelper.ThrowInvalidValue(typeof(T[,,]), $"a dimension length of {length} is negative", position);
            }

            return length;
        }
    }
}
