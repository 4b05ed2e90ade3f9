using System;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>Instantiates the formatter a <see cref="MessagePackFormatterAttribute"/> names, checking it fits.</summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static class CustomFormatterFactory
    {
        /// <summary>Creates the formatter for <paramref name="target"/>; throws a configuration error when it cannot.</summary>
        /// <param name="attribute">The attribute naming the formatter.</param>
        /// <param name="target">The type the formatter must handle.</param>
        /// <param name="owner">The type named in error messages.</param>
        /// <param name="memberName">The member named in error messages, or <see langword="null"/> for a type-level attribute.</param>
        /// <returns>An instance implementing <c>IMessagePackFormatter&lt;target&gt;</c>.</returns>
        internal static object Create(MessagePackFormatterAttribute attribute, Type target, Type owner, string? memberName)
        {
            string where = memberName is null ? "the type" : $"member '{memberName}'";
            Type formatterType = attribute.FormatterType;
            if (formatterType.IsGenericTypeDefinition)
            {
                // An open formatter on a generic type (or a member of generic type) takes that type's arguments.
                Type[] arguments = target.IsGenericType ? target.GetGenericArguments() : Type.EmptyTypes;
                if (arguments.Length != formatterType.GetGenericArguments().Length)
                {
                    throw ThrowHelper.InvalidObjectContract(owner, $"the open generic formatter {formatterType.Name} on {where} cannot be closed over '{target.FullName}'.");
                }

                formatterType = formatterType.MakeGenericType(arguments);
            }

            Type expected = typeof(IMessagePackFormatter<>).MakeGenericType(target);
            if (!expected.IsAssignableFrom(formatterType))
            {
                throw ThrowHelper.InvalidObjectContract(owner, $"the formatter {formatterType.FullName} on {where} does not implement IMessagePackFormatter<{target.Name}>.");
            }

            try
            {
                return Activator.CreateInstance(formatterType, BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic, null, attribute.Arguments, null)!;
            }
            catch (Exception ex) when (ex is MissingMethodException or TargetInvocationException or MemberAccessException or ArgumentException)
            {
                throw ThrowHelper.InvalidObjectContract(owner, $"the formatter {formatterType.FullName} on {where} could not be created with the given arguments.", ex);
            }
        }
    }
}
