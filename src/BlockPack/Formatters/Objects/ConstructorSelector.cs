using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Linq;
using System.Reflection;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Picks the constructor deserialization calls: the one marked [SerializationConstructor], else the public one
    /// with the most parameters whose every parameter matches a member by name (case-insensitive) or, for integer
    /// keys, by position.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static class ConstructorSelector
    {
        /// <summary>Chooses the constructor and marks the members that feed it.</summary>
        /// <param name="type">The type being described.</param>
        /// <param name="members">Its members; matched ones get their constructor parameter recorded.</param>
        /// <param name="isIntKey">Whether members have integer keys (which also allows matching by position).</param>
        /// <param name="allowPrivate">Whether non-public constructors are candidates.</param>
        /// <param name="arguments">The members passed to the constructor, in parameter order.</param>
        /// <returns>The constructor, or <see langword="null"/> for a struct created as its default value.</returns>
        internal static ConstructorInfo? Select(Type type, List<ObjectMember> members, bool isIntKey, bool allowPrivate, out ObjectMember[] arguments)
        {
            ConstructorInfo[] all = type.GetConstructors(BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic);
            ConstructorInfo[] marked = all.Where(c => c.IsDefined(typeof(SerializationConstructorAttribute), inherit: false)).ToArray();
            if (marked.Length > 1)
            {
                throw ThrowHelper.InvalidObjectContract(type, "more than one constructor has [SerializationConstructor].");
            }

            if (marked.Length == 1)
            {
                if (!TryMatch(marked[0], members, isIntKey, out arguments, out string? reason))
                {
                    throw ThrowHelper.InvalidObjectContract(type, $"the [SerializationConstructor] constructor does not match the serialized members: {reason}");
                }

                Apply(marked[0], arguments);
                return marked[0];
            }

            // Most parameters first; ties keep declaration order (OrderByDescending is stable).
            ConstructorInfo[] candidates = all.Where(c => allowPrivate || c.IsPublic).OrderByDescending(c => c.GetParameters().Length).ToArray();
            string? firstReason = null;
            foreach (ConstructorInfo candidate in candidates)
            {
                if (TryMatch(candidate, members, isIntKey, out arguments, out string? reason))
                {
                    Apply(candidate, arguments);
                    return candidate;
                }

                firstReason ??= reason;
            }

            arguments = Array.Empty<ObjectMember>();
            if (type.IsValueType && candidates.Length == 0)
            {
                return null;
            }

            throw ThrowHelper.InvalidObjectContract(
                type,
                candidates.Length == 0
                    ? "it has no public constructor (mark one with [SerializationConstructor], or use an AllowPrivate resolver)."
                    : $"no public constructor matches the serialized members ({firstReason}). Mark one with [SerializationConstructor] or make its parameter names match the members.");
        }

        private static bool TryMatch(ConstructorInfo constructor, List<ObjectMember> members, bool isIntKey, out ObjectMember[] arguments, out string? reason)
        {
            ParameterInfo[] parameters = constructor.GetParameters();
            arguments = new ObjectMember[parameters.Length];
            var used = new HashSet<ObjectMember>();
            for (int i = 0; i < parameters.Length; i++)
            {
                ParameterInfo parameter = parameters[i];
                ObjectMember? match = FindByName(members, parameter, isIntKey, out reason);
                if (match is null && reason is not null)
                {
                    return false;
                }

                if (match is null && isIntKey)
                {
                    match = members.FirstOrDefault(m => m.IntKey == i);
                }

                if (match is null)
                {
                    reason = $"parameter '{parameter.Name}' matches no member";
                    return false;
                }

                if (parameter.ParameterType.IsByRef || !parameter.ParameterType.IsAssignableFrom(match.Type))
                {
                    reason = $"parameter '{parameter.Name}' of type {parameter.ParameterType.Name} cannot take member '{match.Name}' of type {match.Type.Name}";
                    return false;
                }

                if (!used.Add(match))
                {
                    reason = $"member '{match.Name}' matches more than one parameter";
                    return false;
                }

                arguments[i] = match;
            }

            reason = null;
            return true;
        }

        /// <summary>String keys match first, then member names; ambiguity is a mismatch (reason set).</summary>
        private static ObjectMember? FindByName(List<ObjectMember> members, ParameterInfo parameter, bool isIntKey, out string? reason)
        {
            reason = null;
            string? name = parameter.Name;
            if (string.IsNullOrEmpty(name))
            {
                return null;
            }

            List<ObjectMember> byKey = isIntKey
                ? new List<ObjectMember>()
                : members.Where(m => string.Equals(m.StringKey, name, StringComparison.OrdinalIgnoreCase)).ToList();
            List<ObjectMember> found = byKey.Count != 0 ? byKey : members.Where(m => string.Equals(m.Name, name, StringComparison.OrdinalIgnoreCase)).ToList();
            if (found.Count > 1)
            {
                // Names that differ only in case (a private field 'x' behind a property 'X', under AllowPrivate): the
                // member spelled exactly as the parameter is the one, as in MessagePack-CSharp.
                List<ObjectMember> exact = found.Where(m => string.Equals(byKey.Count != 0 ? m.StringKey : m.Name, name, StringComparison.Ordinal)).ToList();
                if (exact.Count == 1)
                {
                    return exact[0];
                }

                reason = $"parameter '{name}' matches more than one member";
                return null;
            }

            return found.Count == 1 ? found[0] : null;
        }

        private static void Apply(ConstructorInfo constructor, ObjectMember[] arguments)
        {
            ParameterInfo[] parameters = constructor.GetParameters();
            for (int i = 0; i < arguments.Length; i++)
            {
                ObjectMember member = arguments[i];
                member.ConstructorParameterIndex = i;
                member.ConstructorParameter = parameters[i];
            }
        }
    }
}
