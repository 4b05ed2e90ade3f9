using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Formats a member of any declared type as <see cref="TypelessFormatter"/> formats <see cref="object"/>: its runtime
    /// type's name travels with it. Name it in <c>[MessagePackFormatter(typeof(ForceTypelessFormatter&lt;IShape&gt;))]</c>
    /// to keep a member's concrete type without making every <see cref="object"/> typeless.
    /// </summary>
    /// <typeparam name="T">The member's declared type.</typeparam>
    /// <remarks>Typeless data names types to create: read it only from trusted sources or with an allow-list (docs/security.md).</remarks>
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    public sealed class ForceTypelessFormatter<T> : IMessagePackFormatter<T>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) =>
            TypelessFormatter.Instance.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
            (T)TypelessFormatter.Instance.Deserialize(ref reader, options)!;
    }
}
