using System;
using System.Diagnostics.CodeAnalysis;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes a <see cref="Lazy{T}"/> as its value (forcing it), as MessagePack-CSharp does; <see langword="null"/> is
    /// nil.
    /// </summary>
    /// <typeparam name="T">The type of the lazy value.</typeparam>
    /// <remarks>
    /// Reading deserializes the value at once and returns an already-evaluated <see cref="Lazy{T}"/>: keeping the
    /// bytes for later would keep the whole input buffer alive. Nil reads as <see langword="null"/>, so a lazy whose
    /// value is itself null does not round-trip to a lazy object (the same as MessagePack-CSharp).
    /// </remarks>
    // Lazy<T> asks for T's parameterless constructor for its own default factory; this formatter never uses that
    // factory, but the annotation has to flow for the trimmer.
    public sealed class LazyFormatter<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicParameterlessConstructor)] T> : IMessagePackFormatter<Lazy<T>?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, Lazy<T>? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, value.Value, options);
        }

        /// <inheritdoc/>
        public Lazy<T>? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            IMessagePackFormatter<T> formatter = options.Resolver.GetFormatterWithVerify<T>();
            options.Security.DepthStep(ref reader);
            try
            {
                T value = formatter.Deserialize(ref reader, options);
#if NETSTANDARD2_0
                // No constructor takes a ready value here; evaluating once makes it one, so IsValueCreated is true on
                // every target.
                var lazy = new Lazy<T>(() => value);
                _ = lazy.Value;
                return lazy;
#else
                return new Lazy<T>(value);
#endif
            }
            finally
            {
                reader.Depth--;
            }
        }
    }
}
