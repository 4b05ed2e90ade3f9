using System.Collections.Generic;
using System.Linq;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Picks the constructor deserialization calls, by the runtime's rules (ConstructorSelector): the one marked
    /// [SerializationConstructor], else the public one with the most parameters whose every parameter matches a member
    /// by key or name (case-insensitive) or, for integer keys, by position.
    /// </summary>
    internal static class ConstructorMatcher
    {
        /// <summary>Chooses the constructor; <paramref name="failure"/> explains why none fits.</summary>
        /// <returns>The constructor, or <see langword="null"/> (a struct's default value when <paramref name="failure"/> is null).</returns>
        public static IMethodSymbol? Select(KnownSymbols known, INamedTypeSymbol type, List<MemberCandidate> members, bool isIntKey, bool allowPrivate, out MemberCandidate[] arguments, out string? failure)
        {
            failure = null;

            // A struct's implicit parameterless constructor is not metadata: reflection does not list it either.
            IMethodSymbol[] all = type.InstanceConstructors.Where(c => !(type.IsValueType && c.IsImplicitlyDeclared && c.Parameters.Length == 0)).ToArray();
            IMethodSymbol[] marked = all.Where(c => known.Find(c, known.SerializationConstructor) is not null).ToArray();
            if (marked.Length > 1)
            {
                arguments = new MemberCandidate[0];
                failure = "more than one constructor has [SerializationConstructor].";
                return null;
            }

            if (marked.Length == 1)
            {
                if (!TryMatch(known, marked[0], members, isIntKey, out arguments, out string? reason))
                {
                    failure = "the [SerializationConstructor] constructor does not match the serialized members: " + reason;
                    return null;
                }

                Apply(arguments);
                return marked[0];
            }

            IMethodSymbol[] candidates = all.Where(c => allowPrivate || c.DeclaredAccessibility == Accessibility.Public).OrderByDescending(c => c.Parameters.Length).ToArray();
            string? firstReason = null;
            foreach (IMethodSymbol candidate in candidates)
            {
                if (TryMatch(known, candidate, members, isIntKey, out arguments, out string? reason))
                {
                    Apply(arguments);
                    return candidate;
                }

                firstReason ??= reason;
            }

            arguments = new MemberCandidate[0];
            if (type.IsValueType && candidates.Length == 0)
            {
                return null;
            }

            failure = candidates.Length == 0
                ? "it has no public constructor (mark one with [SerializationConstructor], or use an AllowPrivate resolver)."
                : $"no public constructor matches the serialized members ({firstReason}). Mark one with [SerializationConstructor] or make its parameter names match the members.";
            return null;
        }

        private static bool TryMatch(KnownSymbols known, IMethodSymbol constructor, List<MemberCandidate> members, bool isIntKey, out MemberCandidate[] arguments, out string? reason)
        {
            arguments = new MemberCandidate[constructor.Parameters.Length];
            var used = new HashSet<MemberCandidate>();
            for (int i = 0; i < arguments.Length; i++)
            {
                IParameterSymbol parameter = constructor.Parameters[i];
                MemberCandidate? match = FindByName(members, parameter, isIntKey, out reason);
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

                if (parameter.RefKind != RefKind.None || !IsAssignable(known.Compilation, match.Type, parameter.Type))
                {
                    reason = $"parameter '{parameter.Name}' of type {parameter.Type.Name} cannot take member '{match.Name}' of type {match.Type.Name}";
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

        /// <summary>Reflection's IsAssignableFrom: identity, an implicit reference conversion, boxing, or T to T?.</summary>
        private static bool IsAssignable(Compilation compilation, ITypeSymbol from, ITypeSymbol to)
        {
            Conversion conversion = ((CSharpCompilation)compilation).ClassifyConversion(from, to);
            return conversion.IsIdentity || (conversion.IsImplicit && (conversion.IsReference || conversion.IsBoxing || conversion.IsNullable));
        }

        private static MemberCandidate? FindByName(List<MemberCandidate> members, IParameterSymbol parameter, bool isIntKey, out string? reason)
        {
            reason = null;
            string name = parameter.Name;
            if (string.IsNullOrEmpty(name))
            {
                return null;
            }

            List<MemberCandidate> byKey = isIntKey
                ? new List<MemberCandidate>()
                : members.Where(m => string.Equals(m.StringKey, name, System.StringComparison.OrdinalIgnoreCase)).ToList();
            List<MemberCandidate> found = byKey.Count != 0 ? byKey : members.Where(m => string.Equals(m.Name, name, System.StringComparison.OrdinalIgnoreCase)).ToList();
            if (found.Count > 1)
            {
                // As the runtime's ConstructorSelector: the member spelled exactly as the parameter wins a tie of case.
                List<MemberCandidate> exact = found.Where(m => string.Equals(byKey.Count != 0 ? m.StringKey : m.Name, name, System.StringComparison.Ordinal)).ToList();
                if (exact.Count == 1)
                {
                    return exact[0];
                }

                reason = $"parameter '{name}' matches more than one member";
                return null;
            }

            return found.Count == 1 ? found[0] : null;
        }

        private static void Apply(MemberCandidate[] arguments)
        {
            for (int i = 0; i < arguments.Length; i++)
            {
                arguments[i].ConstructorParameterIndex = i;
            }
        }
    }
}
