using System;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Reads, writes and (de)serializes one member through reflection, for the fallback formatter. The generic
    /// subclass keeps the member's formatter typed so the writer and reader (ref structs) can be passed to it.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal abstract class ReflectionMemberAccessor
    {
        protected ReflectionMemberAccessor(ObjectMember member)
        {
            this.Member = member;
        }

        /// <summary>Gets the member.</summary>
        internal ObjectMember Member { get; }

        /// <summary>Creates the accessor for a member.</summary>
        /// <param name="member">The member.</param>
        /// <returns>A <see cref="ReflectionMemberAccessor{TMember}"/> of the member's type.</returns>
        internal static ReflectionMemberAccessor Create(ObjectMember member) =>
            (ReflectionMemberAccessor)Activator.CreateInstance(typeof(ReflectionMemberAccessor<>).MakeGenericType(member.Type), member)!;

        /// <summary>Writes the member's value taken from <paramref name="owner"/>.</summary>
        /// <param name="writer">The writer.</param>
        /// <param name="owner">The object (boxed for structs).</param>
        /// <param name="resolver">The resolver for the member's type.</param>
        /// <param name="options">The options in force.</param>
        internal abstract void Serialize(ref MessagePackWriter writer, object owner, IFormatterResolver resolver, MessagePackSerializerOptions options);

        /// <summary>Reads one value of the member's type.</summary>
        /// <param name="reader">The reader.</param>
        /// <param name="resolver">The resolver for the member's type.</param>
        /// <param name="options">The options in force.</param>
        /// <returns>The value, boxed.</returns>
        internal abstract object? Deserialize(ref MessagePackReader reader, IFormatterResolver resolver, MessagePackSerializerOptions options);

        /// <summary>Assigns the member on <paramref name="owner"/> (boxed for structs, so the box changes).</summary>
        /// <param name="owner">The object.</param>
        /// <param name="value">The value.</param>
        internal void SetValue(object owner, object? value)
        {
            if (this.Member.Field is { } field)
            {
                field.SetValue(owner, value);
            }
            else
            {
                ReflectionInvoker.Invoke(this.Member.Setter!, owner, new[] { value });
            }
        }

        /// <summary>Reads the member from <paramref name="owner"/>.</summary>
        /// <param name="owner">The object.</param>
        /// <returns>The value, boxed.</returns>
        protected object? GetValue(object owner) =>
            this.Member.Field is { } field ? field.GetValue(owner) : ReflectionInvoker.Invoke(this.Member.Getter!, owner, null);
    }
}
