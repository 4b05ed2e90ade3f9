using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;
namespace BlockPack.Formatters.Objects
{
    /// <summary>The typed half of <see cref="UnionCase{T}"/>.</summary>
    /// <typeparam name="T">The union.</typeparam>
    /// <typeparam name="TCase">The concrete case type.</typeparam>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal sealed class UnionCase<T, TCase> : UnionCase<T>
    {
        public UnionCase(int key)
            : base(key, typeof(TCase))
        {
        }

        /// <inheritdoc/>
        internal override void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options) =>
            options.Resolver.GetFormatterWithVerify<TCase>().Serialize(ref writer, (TCase)(object)value!, options);

        /// <inheritdoc/>
        internal override T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            object? value = options.Resolver.GetFormatterWithVerify<TCase>().Deserialize(ref reader, options);
            if (value is T union)
            {
                return union;
            }

            if (value is null)
            {
                return default!;
            }

            // Only a case type that does not derive from the union gets here (UnionFormatter accepts such cases).
            ThrowHelper.ThrowUnionCaseNotAssignable(typeof(T), this.Key, typeof(TCase));
            return default!;
        }
    }
}
