using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>Collecting the members: by [Key] or [DataMember], or by name; base types first.</summary>
    internal abstract partial class ObjectModelReader
    {
        private static IEnumerable<INamedTypeSymbol> BaseFirstChain(INamedTypeSymbol type)
        {
            var chain = new List<INamedTypeSymbol>();
            for (INamedTypeSymbol? t = type; t is not null && t.SpecialType is not (SpecialType.System_Object or SpecialType.System_ValueType); t = t.BaseType)
            {
                chain.Insert(0, t);
            }

            return chain;
        }

        /// <summary>[DataMember(Order = n)] sorts string keys (stably), as at run time; members without one go last.</summary>
        private int DataMemberOrder(ISymbol member)
        {
            AttributeData? dataMember = this.known.Find(member, this.known.DataMember);
            return dataMember?.NamedArguments.FirstOrDefault(a => a.Key == "Order").Value.Value is int order ? order : int.MaxValue;
        }

        // [NonSerialized] fields are left out as [IgnoreMember] ones are, as the runtime's ObjectContractBuilder and
        // MessagePack-CSharp do.
        private bool IsIgnored(ISymbol member) =>
            this.known.Find(member, this.known.IgnoreMember) is not null || this.known.Find(member, this.known.IgnoreDataMember) is not null
            || (member is IFieldSymbol && member.GetAttributes().Any(a => a.AttributeClass?.ToDisplayString() == "System.NonSerializedAttribute"));

        private static MemberCandidate? CreateMember(ISymbol item, bool allowPrivate)
        {
            if (item.IsImplicitlyDeclared || item.IsStatic)
            {
                // Backing fields and compiler-made properties such as a record's EqualityContract.
                return null;
            }

            if (item is IPropertySymbol property)
            {
                if (property.IsIndexer)
                {
                    return null;
                }

                bool readable = property.GetMethod is { } getter && (allowPrivate || getter.DeclaredAccessibility == Accessibility.Public);
                bool writable = property.SetMethod is { } setter && (allowPrivate || setter.DeclaredAccessibility == Accessibility.Public);
                return readable || writable ? new MemberCandidate(property, property.Type, readable, writable) : null;
            }

            if (item is IFieldSymbol field && !field.IsConst && field.AssociatedSymbol is null)
            {
                bool isPublic = field.DeclaredAccessibility == Accessibility.Public;
                bool readable = allowPrivate || isPublic;
                bool writable = allowPrivate || (isPublic && !field.IsReadOnly);
                return readable || writable ? new MemberCandidate(field, field.Type, readable, writable) : null;
            }

            return null;
        }

        private static bool IsPublic(ISymbol item) => item switch
        {
            IFieldSymbol f => f.DeclaredAccessibility == Accessibility.Public,
            IPropertySymbol p => p.GetMethod?.DeclaredAccessibility == Accessibility.Public || p.SetMethod?.DeclaredAccessibility == Accessibility.Public,
            _ => false,
        };

        /// <summary>keyAsPropertyName: every visible member keyed by its name, base types first, properties before fields.</summary>
        private List<MemberCandidate>? CollectByName(bool allowPrivate, out bool isIntKey)
        {
            isIntKey = false;
            var members = new List<MemberCandidate>();
            var seen = new HashSet<string>(System.StringComparer.Ordinal);
            int order = 0;
            foreach (INamedTypeSymbol t in BaseFirstChain(this.type))
            {
                bool own = SymbolEqualityComparer.Default.Equals(t, this.type);
                IEnumerable<ISymbol> declared = t.GetMembers().OfType<IPropertySymbol>().Cast<ISymbol>().Concat(t.GetMembers().OfType<IFieldSymbol>());
                foreach (ISymbol item in declared)
                {
                    // Reflection does not list a base type's private members, nor an override separately from its base.
                    if ((!own && item.DeclaredAccessibility == Accessibility.Private) || item is IPropertySymbol { IsOverride: true })
                    {
                        continue;
                    }

                    if (this.IsIgnored(item) || CreateMember(item, allowPrivate) is not { } member)
                    {
                        continue;
                    }

                    member.StringKey = seen.Add(item.Name) ? item.Name : TypeNames.ReflectionName(item.ContainingType) + "." + item.Name;
                    member.IntKey = order++;
                    members.Add(member);
                }
            }

            return members;
        }

        /// <summary>[MessagePackObject] with [Key], or [DataContract] with [DataMember]: properties then fields, base types first.</summary>
        private List<MemberCandidate>? CollectByAttributes(bool allowPrivate, bool useKeyAttribute, out bool isIntKey)
        {
            INamedTypeSymbol[] chain = BaseFirstChain(this.type).ToArray();
            IEnumerable<ISymbol> ordered = chain.SelectMany(t => t.GetMembers().OfType<IPropertySymbol>()).Cast<ISymbol>()
                .Concat(chain.SelectMany(t => t.GetMembers().OfType<IFieldSymbol>()));

            var members = new List<MemberCandidate>();
            var intKeys = new HashSet<int>();
            var stringKeys = new HashSet<string>(System.StringComparer.Ordinal);
            bool? intKeyed = null;
            bool valid = true;
            int order = 0;
            string typeName = TypeNames.ReflectionName(this.type);
            foreach (ISymbol item in ordered)
            {
                if (item is IPropertySymbol { IsOverride: true } || this.IsIgnored(item) || CreateMember(item, allowPrivate) is not { } member)
                {
                    continue;
                }

                Location? where = item.Locations.FirstOrDefault();
                object? keyValue;
                if (useKeyAttribute)
                {
                    AttributeData? key = this.known.Find(item, this.known.Key);
                    if (key is null)
                    {
                        if (IsPublic(item))
                        {
                            this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.MemberWithoutKey, where, item.Name, typeName));
                        }
                        else
                        {
                            // Only reached where private members count (AllowPrivate): leaving the member out would
                            // silently drop its value, so the type is refused, as at run time.
                            this.UnkeyedNonPublicMember ??= item.Name;
                            this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.UnkeyedNonPublicMember, this.location, item.Name, typeName));
                        }

                        valid = false;
                        continue;
                    }

                    keyValue = key.ConstructorArguments.Length == 1 ? key.ConstructorArguments[0].Value : null;
                }
                else
                {
                    // Members without [DataMember] are not part of a data contract.
                    if (this.known.Find(item, this.known.DataMember) is not { } dataMember)
                    {
                        continue;
                    }

                    keyValue = dataMember.NamedArguments.FirstOrDefault(a => a.Key == "Order").Value.Value is int dataOrder && dataOrder != -1
                        ? dataOrder
                        : dataMember.NamedArguments.FirstOrDefault(a => a.Key == "Name").Value.Value as string ?? item.Name;
                }

                bool isInt = keyValue is int;
                intKeyed ??= isInt;
                if (intKeyed.Value != isInt)
                {
                    this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.MixedKeyKinds, where, item.Name, typeName, isInt ? "integer" : "string", intKeyed.Value ? "integer" : "string"));
                    valid = false;
                    continue;
                }

                if (keyValue is int index)
                {
                    if (index < 0)
                    {
                        this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.NegativeKey, where, item.Name, typeName, index.ToString(System.Globalization.CultureInfo.InvariantCulture)));
                        valid = false;
                        continue;
                    }

                    if (!intKeys.Add(index))
                    {
                        this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.DuplicateKey, where, index.ToString(System.Globalization.CultureInfo.InvariantCulture), item.Name, typeName));
                        valid = false;
                        continue;
                    }

                    member.IntKey = index;
                }
                else if (keyValue is string name)
                {
                    if (!stringKeys.Add(name))
                    {
                        this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.DuplicateKey, where, "\"" + name + "\"", item.Name, typeName));
                        valid = false;
                        continue;
                    }

                    member.StringKey = name;
                    member.IntKey = order++;
                }
                else
                {
                    // [Key(null)]: the attribute itself throws at run time; leave the type to the runtime's error.
                    valid = false;
                    continue;
                }

                member.IsExplicit = true;
                members.Add(member);
            }

            isIntKey = intKeyed ?? true;
            return valid ? members : null;
        }
    }
}
