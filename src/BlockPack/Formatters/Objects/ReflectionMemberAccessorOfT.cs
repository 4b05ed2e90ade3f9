using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;
namespace BlockPack.Formatters.Objects
{
    /// <summary>The typed half of <see cref="ReflectionMemberAccessor"/>.</summary>
    /// <typeparam name="TMember">The member's type.</typeparam>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal sealed class ReflectionMemberAccessor<TMember> : ReflectionMemberAccessor
    {
        // The member's [MessagePackFormatter], or the direct primitive calls the generated code makes; null means
        // "ask the resolver", as the generated code does.
        private readonly IMessagePackFormatter<TMember>? fixedFormatter;

        public ReflectionMemberAccessor(ObjectMember member)
            : base(member)
        {
            this.fixedFormatter = member.CustomFormatter as IMessagePackFormatter<TMember>
                ?? (DirectPrimitives.IsDirect(typeof(TMember)) ? (IMessagePackFormatter<TMember>)(object)DirectPrimitiveFormatter.Instance : null);
        }

        /// <inheritdoc/>
        internal override void Serialize(ref MessagePackWriter writer, object owner, IFormatterResolver resolver, MessagePackSerializerOptions options)
        {
            TMember value = (TMember)this.GetValue(owner)!;
            (this.fixedFormatter ?? resolver.GetFormatterWithVerify<TMember>()).Serialize(ref writer, value, options);
        }

        /// <inheritdoc/>
        internal override object? Deserialize(ref MessagePackReader reader, IFormatterResolver resolver, MessagePackSerializerOptions options) =>
            (this.fixedFormatter ?? resolver.GetFormatterWithVerify<TMember>()).Deserialize(ref reader, options);
    }
}
