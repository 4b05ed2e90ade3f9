using System.Collections.Generic;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Stack{T}"/> as a MessagePack array from the top down (its enumeration order), as
    /// MessagePack-CSharp does, and reads it back into a stack with the same top; <see langword="null"/> is nil.
    /// </summary>
    /// <typeparam name="T">The element type.</typeparam>
    public sealed class StackFormatter<T> : IMessagePackFormatter<Stack<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Stack<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            int count = value.Count;
            writer.WriteArrayHeader(count);
            if (count == 0)
            {
                return;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref writer);
            try
            {
                // The struct enumerator throws if the stack changes meanwhile, so the count stays true.
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
        public Stack<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            int count = reader.ReadArrayHeader();
            if (count == 0)
            {
                return new Stack<T>();
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            var topDown = new T[count];
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < topDown.Length; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    topDown[i] = formatter.Deserialize(ref reader, options);
                }
            }
            finally
            {
                reader.Depth--;
            }

            // The first element read was the top, so it must be pushed last.
            var stack = new Stack<T>(count);
            for (int i = topDown.Length - 1; i >= 0; i--)
            {
                stack.Push(topDown[i]);
            }

            return stack;
        }
    }
}
