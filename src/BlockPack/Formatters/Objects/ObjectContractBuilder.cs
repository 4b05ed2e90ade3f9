using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Globalization;
using System.Linq;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Runtime.Serialization;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Reads a type's attributes once and decides its <see cref="ObjectContract"/>. The member and key rules follow
    /// MessagePack-CSharp's so that the same annotated type produces the same bytes.
    /// </summary>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal static class ObjectContractBuilder
    {
        private const BindingFlags DeclaredInstance = BindingFlags.Instance | BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.DeclaredOnly;
        private const BindingFlags AllMembers = BindingFlags.Instance | BindingFlags.Static | BindingFlags.Public | BindingFlags.NonPublic;

        /// <summary>Builds the contract, or returns <see langword="null"/> when the policy does not cover the type.</summary>
        /// <param name="type">The type to describe.</param>
        /// <param name="policy">Which types and members count.</param>
        /// <returns>The contract, or <see langword="null"/>.</returns>
        /// <exception cref="MessagePackSerializationException">The type is covered but its annotations are inconsistent.</exception>
        internal static ObjectContract? TryBuild(Type type, ObjectContractPolicy policy)
        {
            if (!IsCandidate(type))
            {
                return null;
            }

            // MessagePackObjectAttribute is unsealed, so a type can carry a derived attribute while a base type carries
            // [MessagePackObject] (or the reverse): more than one match is normal, and the nearest one (reflection lists
            // the type's own attributes before inherited ones) decides, where GetCustomAttribute would throw.
            MessagePackObjectAttribute? objectAttribute = type.GetCustomAttributes<MessagePackObjectAttribute>(inherit: true).FirstOrDefault();
            DataContractAttribute? dataContract = type.GetCustomAttribute<DataContractAttribute>(inherit: true);
            bool hasContract = objectAttribute is not null || dataContract is not null;
            // Anonymous types are formatted contractlessly by every object resolver, as MessagePack-CSharp's
            // DynamicObjectResolver hands them to its contractless twin.
            if (!hasContract && (policy & ObjectContractPolicy.Contractless) == 0 && !IsAnonymous(type))
            {
                return null;
            }

            bool allowPrivate = (policy & ObjectContractPolicy.AllowPrivate) != 0 || objectAttribute?.AllowPrivate == true;
            if (!allowPrivate && !(type.IsPublic || type.IsNestedPublic) && !IsAnonymous(type))
            {
                // MessagePack-CSharp's non-AllowPrivate dynamic resolvers refuse such a type when resolving its formatter.
                throw ThrowHelper.NonPublicObjectType(type);
            }

            bool isIntKey;
            List<ObjectMember> members;
            if (!hasContract || objectAttribute?.KeyAsPropertyName == true)
            {
                isIntKey = false;
                members = CollectByName(type, allowPrivate);
            }
            else
            {
                members = CollectByAttributes(type, useKeyAttribute: objectAttribute is not null, allowPrivate, out isIntKey);
            }

            ConstructorInfo? constructor = ConstructorSelector.Select(type, members, isIntKey, allowPrivate, out ObjectMember[] constructorArguments);

            // Members an attribute selected are kept even when read-only (they are still written); members found by
            // name are kept only when deserialization can set them, as MessagePack-CSharp does.
            ObjectMember[] kept = members.Where(m => m.IsExplicit || m.IsConstructorParameter || m.IsWritable).ToArray();
            if (isIntKey)
            {
                kept = kept.OrderBy(m => m.IntKey).ToArray();
            }
            else
            {
                kept = kept.OrderBy(m => m.AttributeSource.GetCustomAttribute<DataMemberAttribute>(inherit: true) is { } dm ? dm.Order : int.MaxValue).ToArray();
            }

            foreach (ObjectMember member in kept)
            {
                ValidateMemberType(type, member);
                if (member.AttributeSource.GetCustomAttribute<MessagePackFormatterAttribute>(inherit: true) is { } formatterAttribute)
                {
                    member.CustomFormatter = CustomFormatterFactory.Create(formatterAttribute, member.Type, type, member.Name);
                }
            }

            return new ObjectContract(type, isIntKey, kept, constructor, constructorArguments);
        }

        private static bool IsCandidate(Type type)
        {
            return (type.IsClass || type.IsValueType)
                && !type.IsAbstract
                && !type.IsInterface
                && !type.IsArray
                && !type.IsPointer
                && !type.IsByRef
                && !type.IsPrimitive
                && !type.IsEnum
                && !type.ContainsGenericParameters
                && type != typeof(string)
                && type != typeof(object)
                && Nullable.GetUnderlyingType(type) is null
                && !typeof(Delegate).IsAssignableFrom(type)
                && !IsByRefLike(type);
        }

        private static bool IsByRefLike(Type type) =>
            type.IsValueType && type.GetCustomAttributes(inherit: false).Any(a => a.GetType().FullName == "System.Runtime.CompilerServices.IsByRefLikeAttribute");

        private static void ValidateMemberType(Type owner, ObjectMember member)
        {
            Type t = member.Type;
            if (t.IsPointer || t.IsByRef || IsByRefLike(t) || t == typeof(void))
            {
                throw ThrowHelper.InvalidObjectContract(owner, $"member '{member.Name}' has type '{t}', which cannot be serialized.");
            }
        }

        // [NonSerialized] (fields only) excludes as [IgnoreMember] does, as in MessagePack-CSharp.
        private static bool IsIgnored(MemberInfo member) =>
            member.IsDefined(typeof(IgnoreMemberAttribute), inherit: true) || member.IsDefined(typeof(IgnoreDataMemberAttribute), inherit: true)
            || (member is FieldInfo && member.IsDefined(typeof(NonSerializedAttribute), inherit: false));

        private static int Depth(Type? type)
        {
            int depth = 0;
            for (; type is not null; type = type.BaseType)
            {
                depth++;
            }

            return depth;
        }

        /// <summary>Contractless and keyAsPropertyName: every visible member keyed by its name, base types first.</summary>
        private static List<ObjectMember> CollectByName(Type type, bool allowPrivate)
        {
            // Reflection lists the type's own members before inherited ones; a stable sort by declaring-type depth
            // puts base members first while keeping declaration order within each type (properties, then fields).
            IEnumerable<MemberInfo> all = type.GetProperties(AllMembers).Cast<MemberInfo>()
                .Concat(type.GetFields(AllMembers))
                .OrderBy(m => Depth(m.DeclaringType));

            var members = new List<ObjectMember>();
            int order = 0;
            foreach (IGrouping<string, MemberInfo> group in all.GroupBy(m => m.Name))
            {
                bool first = true;
                foreach (MemberInfo item in group)
                {
                    if (IsIgnored(item) || CreateMember(item, allowPrivate) is not { } member)
                    {
                        continue;
                    }

                    // A member hidden with 'new' keeps its own entry under a name qualified by its declaring type.
                    member.StringKey = first ? item.Name : $"{item.DeclaringType!.FullName}.{item.Name}";
                    member.IntKey = order++;
                    members.Add(member);
                    first = false;
                }
            }

            return members;
        }

        /// <summary>[MessagePackObject] with [Key], or [DataContract] with [DataMember]: properties then fields, base types first.</summary>
        private static List<ObjectMember> CollectByAttributes(Type type, bool useKeyAttribute, bool allowPrivate, out bool isIntKey)
        {
            var chain = new List<Type>();
            for (Type? t = type; t is not null && t != typeof(object) && t != typeof(ValueType); t = t.BaseType)
            {
                chain.Insert(0, t);
            }

            IEnumerable<MemberInfo> ordered = chain.SelectMany(t => t.GetProperties(DeclaredInstance))
                .Cast<MemberInfo>()
                .Concat(chain.SelectMany(t => t.GetFields(DeclaredInstance)));

            var members = new List<ObjectMember>();
            var intKeys = new HashSet<int>();
            var stringKeys = new HashSet<string>(StringComparer.Ordinal);
            bool? intKeyed = null;
            int order = 0;
            foreach (MemberInfo item in ordered)
            {
                if (IsOverride(item))
                {
                    continue;
                }

                // A virtual property is listed once, at its first declaration, but its attributes come from the most
                // derived override that has any (an override may add or change [DataMember] or [Key], and
                // MessagePack-CSharp honours the override's).
                MemberInfo attributes = MostDerivedDeclaration(item, chain);
                if (IsIgnored(attributes) || CreateMember(item, allowPrivate) is not { } member)
                {
                    continue;
                }

                member.AttributeSource = attributes;

                int? intKey;
                string? stringKey;
                if (useKeyAttribute)
                {
                    KeyAttribute? key = attributes.GetCustomAttribute<KeyAttribute>(inherit: true);
                    if (key is null)
                    {
                        if (!IsPublic(item))
                        {
                            // Only AllowPrivate lets a non-public member get this far. Leaving it out would silently
                            // drop a value its author may expect written; MessagePack-CSharp refuses the type when
                            // resolving its formatter, and so does BlockPack.
                            throw ThrowHelper.UnkeyedNonPublicMember(type, item.Name);
                        }

                        throw ThrowHelper.InvalidObjectContract(type, $"public member '{item.Name}' has neither [Key] nor [IgnoreMember]; every public member of a [MessagePackObject] type needs one of them (or use keyAsPropertyName: true).");
                    }

                    intKey = key.IntKey;
                    stringKey = key.StringKey;
                }
                else
                {
                    DataMemberAttribute? dataMember = attributes.GetCustomAttribute<DataMemberAttribute>(inherit: true);
                    if (dataMember is null)
                    {
                        continue;
                    }

                    intKey = dataMember.Order != -1 ? dataMember.Order : null;
                    stringKey = intKey is null ? dataMember.Name ?? item.Name : null;
                }

                intKeyed ??= intKey is not null;
                if (intKeyed.Value != (intKey is not null))
                {
                    throw ThrowHelper.InvalidObjectContract(type, $"member '{item.Name}' has a {(intKey is null ? "string" : "integer")} key but earlier members have {(intKeyed.Value ? "integer" : "string")} keys; all keys of one type must be of the same kind.");
                }

                if (intKey is int index)
                {
                    if (index < 0)
                    {
                        throw ThrowHelper.InvalidObjectContract(type, $"member '{item.Name}' has the negative key {index}; integer keys are array indexes.");
                    }

                    if (!intKeys.Add(index))
                    {
                        throw ThrowHelper.DuplicateObjectKey(type, index.ToString(CultureInfo.InvariantCulture), item.Name);
                    }

                    member.IntKey = index;
                }
                else
                {
                    if (!stringKeys.Add(stringKey!))
                    {
                        throw ThrowHelper.DuplicateObjectKey(type, $"\"{stringKey}\"", item.Name);
                    }

                    member.StringKey = stringKey;
                    member.IntKey = order++;
                }

                member.IsExplicit = true;
                members.Add(member);
            }

            isIntKey = intKeyed ?? true;
            return members;
        }

        private static ObjectMember? CreateMember(MemberInfo item, bool allowPrivate)
        {
            if (item.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false))
            {
                // Auto-property backing fields and compiler-made properties such as a record's EqualityContract.
                return null;
            }

            bool readable;
            bool writable;
            if (item is PropertyInfo property)
            {
                if (property.GetIndexParameters().Length != 0)
                {
                    return null;
                }

                MethodInfo? getter = property.GetGetMethod(nonPublic: true);
                MethodInfo? setter = property.GetSetMethod(nonPublic: true);
                readable = getter is not null && !getter.IsStatic && (allowPrivate || getter.IsPublic);
                writable = setter is not null && !setter.IsStatic && (allowPrivate || setter.IsPublic);
            }
            else if (item is FieldInfo field)
            {
                if (field.IsStatic || field.IsLiteral)
                {
                    return null;
                }

                readable = allowPrivate || field.IsPublic;
                writable = allowPrivate || (field.IsPublic && !field.IsInitOnly);
            }
            else
            {
                return null;
            }

            return readable || writable ? new ObjectMember(item, readable, writable) : null;
        }

        /// <summary>
        /// The most derived override of a virtual property within <paramref name="chain"/> that carries a
        /// [Key], [DataMember], [IgnoreMember] or [IgnoreDataMember] of its own, or <paramref name="item"/> itself.
        /// </summary>
        private static MemberInfo MostDerivedDeclaration(MemberInfo item, List<Type> chain)
        {
            if (item is not PropertyInfo property
                || (property.GetGetMethod(nonPublic: true) ?? property.GetSetMethod(nonPublic: true)) is not { IsVirtual: true } accessor)
            {
                return item;
            }

            for (int i = chain.Count - 1; i >= 0 && chain[i] != property.DeclaringType; i--)
            {
                foreach (PropertyInfo candidate in chain[i].GetProperties(DeclaredInstance))
                {
                    if (candidate.Name == property.Name
                        && (candidate.GetGetMethod(nonPublic: true) ?? candidate.GetSetMethod(nonPublic: true)) is { } candidateAccessor
                        && SameMethod(candidateAccessor.GetBaseDefinition(), accessor)
                        && HasMappingAttribute(candidate))
                    {
                        return candidate;
                    }
                }
            }

            return item;
        }

        private static bool IsAnonymous(Type type) =>
            type.IsDefined(typeof(CompilerGeneratedAttribute), inherit: false) && type.Name.Contains("AnonymousType");

        private static bool HasMappingAttribute(MemberInfo member) =>
            member.IsDefined(typeof(KeyAttribute), inherit: false) || member.IsDefined(typeof(DataMemberAttribute), inherit: false)
            || member.IsDefined(typeof(IgnoreMemberAttribute), inherit: false) || member.IsDefined(typeof(IgnoreDataMemberAttribute), inherit: false);

        private static bool SameMethod(MethodInfo a, MethodInfo b) => a.Module == b.Module && a.MetadataToken == b.MetadataToken;

        private static bool IsPublic(MemberInfo item) => item switch
        {
            FieldInfo f => f.IsPublic,
            PropertyInfo p => p.GetGetMethod(nonPublic: false) is not null || p.GetSetMethod(nonPublic: false) is not null,
            _ => false,
        };

        /// <summary>
        /// An override of a virtual property is represented by the base declaration, which is listed first and
        /// dispatches to the override anyway; listing both would duplicate the key.
        /// </summary>
        private static bool IsOverride(MemberInfo item)
        {
            if (item is not PropertyInfo property)
            {
                return false;
            }

            MethodInfo? accessor = property.GetGetMethod(nonPublic: true) ?? property.GetSetMethod(nonPublic: true);
            return accessor is not null && accessor.GetBaseDefinition().DeclaringType != accessor.DeclaringType;
        }
    }
}
