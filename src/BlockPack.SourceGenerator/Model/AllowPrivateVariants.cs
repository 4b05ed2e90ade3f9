using System.Collections.Generic;
using System.Linq;

namespace BlockPack.SourceGenerator.Model
{
    /// <summary>
    /// Completes the set of formatters written for StandardResolverAllowPrivate and ContractlessStandardResolverAllowPrivate.
    /// A type gets a variant when its non-public members or constructor change what is written (read from its symbols),
    /// and also when its formatter calls, directly rather than through the resolver, the formatter of a type that has
    /// one: the standard formatter would then write that member by the standard rules under an AllowPrivate resolver.
    /// </summary>
    internal static class AllowPrivateVariants
    {
        /// <summary>The suffix of a variant's formatter class name.</summary>
        public const string Suffix = "AllowPrivate";

        /// <summary>
        /// Adds the variants that only a called formatter's variant makes necessary, and drops those of types with their
        /// own [MessagePackFormatter] (which wins over any generated formatter, under every resolver).
        /// </summary>
        public static (ObjectModel[] Objects, UnionModel[] Unions) Complete(ObjectModel[] objects, UnionModel[] unions, ISet<string> customTypes)
        {
            var objectList = objects.Where(m => !(m.IsAllowPrivate && customTypes.Contains(m.TypeName))).ToList();
            var unionList = unions.ToList();

            // Types whose direct calls go to another formatter: attributed objects and unions (contractless formatters
            // are reached through the resolver, custom ones too).
            var directlyCalled = new HashSet<string>(objectList.Where(m => !m.IsContractless && !m.IsAllowPrivate).Select(m => m.TypeName)
                .Concat(unionList.Select(m => m.TypeName)));
            directlyCalled.ExceptWith(customTypes);

            var withVariant = new HashSet<string>(objectList.Where(m => m.IsAllowPrivate && !m.IsContractless).Select(m => m.TypeName));
            var contractlessWithVariant = new HashSet<string>(objectList.Where(m => m.IsAllowPrivate && m.IsContractless).Select(m => m.TypeName));
            bool changed = true;
            while (changed)
            {
                changed = false;
                foreach (ObjectModel standard in objectList.Where(m => !m.IsAllowPrivate).ToArray())
                {
                    HashSet<string> variants = standard.IsContractless ? contractlessWithVariant : withVariant;
                    if (variants.Contains(standard.TypeName) || customTypes.Contains(standard.TypeName)
                        || !standard.Members.Any(member => member.ValueKind == MemberValueKind.Resolver && directlyCalled.Contains(member.TypeName) && withVariant.Contains(member.TypeName)))
                    {
                        continue;
                    }

                    objectList.Add(standard with { IsAllowPrivate = true, FormatterName = standard.FormatterName + Suffix });
                    variants.Add(standard.TypeName);
                    changed = true;
                }

                foreach (UnionModel union in unionList.Where(m => !m.IsAllowPrivate).ToArray())
                {
                    if (withVariant.Contains(union.TypeName) || customTypes.Contains(union.TypeName)
                        || !union.Cases.Any(c => directlyCalled.Contains(c.TypeName) && withVariant.Contains(c.TypeName)))
                    {
                        continue;
                    }

                    unionList.Add(union with { IsAllowPrivate = true, FormatterName = union.FormatterName + Suffix });
                    withVariant.Add(union.TypeName);
                    changed = true;
                }
            }

            return (objectList.ToArray(), unionList.ToArray());
        }

        /// <summary>The direct calls of the variants: to a called type's variant where it has one, else as the standard formatters'.</summary>
        public static Dictionary<string, string> DirectCalls(IReadOnlyDictionary<string, string> standardCalls, IEnumerable<ObjectModel> objects, IEnumerable<UnionModel> unions)
        {
            var calls = standardCalls.ToDictionary(p => p.Key, p => p.Value);
            IEnumerable<(string TypeName, string FormatterName)> variants = objects.Where(m => m.IsAllowPrivate && !m.IsContractless).Select(m => (m.TypeName, m.FormatterName))
                .Concat(unions.Where(m => m.IsAllowPrivate).Select(m => (m.TypeName, m.FormatterName)));
            foreach ((string typeName, string formatterName) in variants)
            {
                if (calls.ContainsKey(typeName))
                {
                    calls[typeName] = formatterName;
                }
            }

            return calls;
        }
    }
}
