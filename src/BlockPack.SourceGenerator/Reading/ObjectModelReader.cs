using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;
using Microsoft.CodeAnalysis.CSharp;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Reads a [MessagePackObject] type's symbols into an <see cref="ObjectModel"/> by the runtime's rules
    /// (ObjectContractBuilder), so the generated formatter writes the same bytes. Inconsistent annotations become
    /// diagnostics; types the generated code cannot reach (private members or constructors, init-only or readonly
    /// members assigned after construction, generic definitions: each closed type reached gets one) get no formatter and are left to the runtime resolvers.
    /// </summary>
    internal sealed class ObjectModelReader
    {
        private readonly KnownSymbols known;
        private readonly INamedTypeSymbol type;
        private readonly Location? location;
        private readonly List<DiagnosticInfo> diagnostics = new();

        private readonly TypeWalker walker;
        private readonly bool ownsWalker;
        private readonly bool contractless;

        // Read for StandardResolverAllowPrivate / ContractlessStandardResolverAllowPrivate: non-public members,
        // constructors and (reachable) types are used, as DynamicObjectResolverAllowPrivate does.
        private readonly bool allowPrivateResolver;

        // The first non-public member found without [Key] or [IgnoreMember] where private members count: the type is
        // refused by these rules (MessagePack-CSharp's too), and this names the member in the refusal.
        private string? unkeyedNonPublicMember;

        private ObjectModelReader(KnownSymbols known, INamedTypeSymbol type, TypeWalker? walker, bool contractless = false, bool allowPrivateResolver = false)
        {
            this.contractless = contractless;
            this.allowPrivateResolver = allowPrivateResolver;
            this.known = known;
            this.type = type;
            this.location = type.Locations.FirstOrDefault();
            this.ownsWalker = walker is null;
            this.walker = walker ?? new TypeWalker(known);
        }

        public static GeneratorInput Read(KnownSymbols known, INamedTypeSymbol type)
        {
            var reader = new ObjectModelReader(known, type, null);
            ObjectModel? model = reader.ReadModel();

            // The AllowPrivate resolvers' variant: its diagnostics are dropped (the standard read reports the type's
            // annotation problems; what only the variant sees stays the runtime resolver's error), except BP0010, a
            // non-public member without [Key] or [IgnoreMember], which only these rules see and which makes the type
            // unusable with the AllowPrivate resolvers: worth saying at compile time.
            var variantReader = new ObjectModelReader(known, type, null, allowPrivateResolver: true);
            ObjectModel? variant = ReadAllowPrivateVariant(model, variantReader, known);
            var diagnostics = new List<DiagnosticInfo>(reader.diagnostics);
            foreach (DiagnosticInfo unkeyed in variantReader.diagnostics.Where(d => d.Id == DiagnosticDescriptors.UnkeyedNonPublicMember.Id))
            {
                if (!diagnostics.Contains(unkeyed))
                {
                    diagnostics.Add(unkeyed);
                }
            }

            return new GeneratorInput(model, null, new EquatableArray<DiagnosticInfo>(diagnostics.ToArray())) { AllowPrivateVariant = variant };
        }

        /// <summary>
        /// Reads the type by StandardResolverAllowPrivate's rules (or, for an unattributed type, by
        /// ContractlessStandardResolverAllowPrivate's), for the generated resolver's AllowPrivate parts.
        /// </summary>
        /// <returns>The variant, or <see langword="null"/> when it would equal <paramref name="standard"/> or cannot be written.</returns>
        public static ObjectModel? ReadAllowPrivate(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker, ObjectModel? standard, bool contractless) =>
            ReadAllowPrivateVariant(standard, new ObjectModelReader(known, type, walker, contractless, allowPrivateResolver: true), known);

        /// <summary>
        /// The variant renamed and flagged; <see langword="null"/> when it writes exactly what the standard formatter
        /// writes; a refusing one when only the standard formatter can be written.
        /// </summary>
        private static ObjectModel? ReadAllowPrivateVariant(ObjectModel? standard, ObjectModelReader variantReader, KnownSymbols known)
        {
            ObjectModel? variant = variantReader.ReadModel();
            if (variant is null)
            {
                if (standard is null)
                {
                    return null;
                }

                string resolver = standard.IsContractless ? "ContractlessStandardResolverAllowPrivate" : "StandardResolverAllowPrivate";
                string typeName = standard.TypeName.Replace("global::", "");
                string reason;
                if (variantReader.unkeyedNonPublicMember is { } member)
                {
                    // Not a limit of the generator: the runtime resolver refuses the type too (as MessagePack-CSharp's does).
                    reason = $"{resolver} cannot serialize {typeName}: its non-public member '{member}' has neither [Key] nor [IgnoreMember]. The AllowPrivate resolvers make every field and property of a [MessagePackObject] type a member, so add [Key] to serialize it or [IgnoreMember] to leave it out (BP0010).";
                }
                else
                {
                    string why = known.UnsafeAccessor is null
                        ? "the assembly was compiled for a framework before .NET 8, where generated code cannot reach non-public members ([UnsafeAccessor])"
                        : "a non-public member's type cannot be named from generated code (a private nested type), or those rules find an annotation problem the standard ones do not see (a duplicate or mixed key among non-public members)";
                    reason = $"BlockPack.SourceGenerator could not write {resolver}'s formatter for {typeName}: {why}. Under NativeAOT this resolver has no formatter for it; the standard resolvers do.";
                }

                return standard with
                {
                    IsAllowPrivate = true,
                    FormatterName = standard.FormatterName + AllowPrivateVariants.Suffix,
                    RefusedReason = reason,
                    Members = default,
                    ConstructorArguments = default,
                    UsedTypes = default,
                    ReachedObjects = default,
                };
            }

            if (standard is not null && variant with { UsedTypes = standard.UsedTypes, ReachedObjects = standard.ReachedObjects } == standard)
            {
                // Most types have no non-public member: the standard formatter serves the AllowPrivate resolvers too.
                return null;
            }

            return variant with { IsAllowPrivate = true, FormatterName = variant.FormatterName + AllowPrivateVariants.Suffix };
        }

        /// <summary>
        /// Reads a closed generic type reached while walking other types. What its members use goes to
        /// <paramref name="walker"/>, not to the model; its diagnostics are dropped, as they are about the generic
        /// definition, not about the place it was reached from.
        /// </summary>
        public static ObjectModel? ReadReached(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker) =>
            new ObjectModelReader(known, type, walker).ReadModel();

        /// <summary>
        /// Reads a class or struct with no BlockPack or data-contract attribute, reached while walking, by
        /// ContractlessStandardResolver's rules: every public field and property keyed by its name. The model goes to
        /// the generated resolver's contractless part only, so the standard resolver still refuses the type.
        /// </summary>
        public static ObjectModel? ReadContractless(KnownSymbols known, INamedTypeSymbol type, TypeWalker walker) =>
            new ObjectModelReader(known, type, walker, contractless: true).ReadModel();

        private ObjectModel? ReadModel()
        {
            INamedTypeSymbol type = this.type;
            // A generic definition has no formatter of its own: each closed type reached from a call site or a member does.
            // An anonymous type cannot be named in generated code (the runtime contractless resolvers serve it).
            if (type.IsAbstract || type.IsStatic || type.IsRefLikeType || type.IsAnonymousType || !KnownFormatterTable.IsUsableArgument(type)
                || type.TypeKind is not (TypeKind.Class or TypeKind.Struct))
            {
                return null;
            }

            // [MessagePackObject] decides when both are present, as at run time; a [DataContract] type's members are its
            // [DataMember]s, keyed by Order when given, else by Name or the member's name (ObjectContractBuilder).
            AttributeData? objectAttribute = this.contractless ? null : this.known.Find(type, this.known.MessagePackObject);
            bool publicEnough = this.allowPrivateResolver ? TypeNames.IsReachable(type) : type.DeclaredAccessibility == Accessibility.Public;
            if (objectAttribute is null && ((!this.contractless && this.known.Find(type, this.known.DataContract) is null) || !publicEnough))
            {
                // A non-public [DataContract] type (IsPublic/IsNestedPublic false) is refused by the standard resolver at run
                // time: leave it that error.
                return null;
            }

            bool keyAsPropertyName = this.contractless || (objectAttribute is not null && objectAttribute.ConstructorArguments.Length > 0 && objectAttribute.ConstructorArguments[0].Value is true);
            bool allowPrivate = this.allowPrivateResolver || (objectAttribute is not null && objectAttribute.NamedArguments.Any(a => a.Key == "AllowPrivate" && a.Value.Value is true));
            if (this.allowPrivateResolver && !TypeNames.IsReachable(type))
            {
                // A private nested type cannot be named from the resolver.
                return null;
            }

            bool isIntKey;
            List<MemberCandidate>? members = keyAsPropertyName
                ? this.CollectByName(allowPrivate, out isIntKey)
                : this.CollectByAttributes(allowPrivate, useKeyAttribute: objectAttribute is not null, out isIntKey);
            if (members is null)
            {
                return null;
            }

            IMethodSymbol? constructor = ConstructorMatcher.Select(this.known, type, members, isIntKey, allowPrivate, out MemberCandidate[] arguments, out string? failure);
            if (failure is not null)
            {
                this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.NoConstructor, this.location, TypeNames.ReflectionName(type), failure));
                return null;
            }

            MemberCandidate[] kept = members.Where(m => m.IsExplicit || m.IsConstructorParameter || m.IsWritable).ToArray();
            kept = isIntKey
                ? kept.OrderBy(m => m.IntKey).ToArray()
                : kept.OrderBy(m => this.DataMemberOrder(m.Symbol)).ToArray();

            bool valid = true;
            foreach (MemberCandidate member in kept)
            {
                if (member.Type.TypeKind is TypeKind.Pointer or TypeKind.FunctionPointer || member.Type.IsRefLikeType || member.Type.SpecialType == SpecialType.System_Void)
                {
                    this.diagnostics.Add(DiagnosticInfo.Create(DiagnosticDescriptors.UnserializableMember, member.Symbol.Locations.FirstOrDefault(), member.Name, TypeNames.ReflectionName(type), member.Type.ToDisplayString()));
                    valid = false;
                }
            }

            // A non-public constructor (chosen only where private members are allowed) is called through [UnsafeAccessor].
            bool constructsThroughAccessor = constructor is not null && !TypeNames.IsReachable(constructor);
            if (!valid || (constructsThroughAccessor && this.known.UnsafeAccessor is null))
            {
                return null;
            }

            bool constructsFirst = arguments.Length == 0;
            var models = new List<MemberModel>();
            foreach (MemberCandidate member in kept)
            {
                if (!this.TryPlanAccess(member, out bool readsThroughAccessor, out bool writesThroughAccessor))
                {
                    return null;
                }

                string customCreation = "";
                if (this.known.Find(member.Symbol, this.known.MessagePackFormatter) is { } formatterAttribute)
                {
                    customCreation = CustomFormatterReader.Creation(this.known, formatterAttribute, member.Type) ?? "";
                    if (customCreation.Length == 0)
                    {
                        return null;
                    }
                }
                else
                {
                    this.walker.Walk(member.Type);
                }

                string direct = DirectMethod(member.Type);
                models.Add(new MemberModel
                {
                    Identifier = TypeNames.Identifier(member.Name),
                    Name = member.Name,
                    TypeName = TypeNames.Qualified(member.Type),
                    AccessThrough = SymbolEqualityComparer.Default.Equals(member.Symbol.ContainingType, type) ? "" : TypeNames.Qualified(member.Symbol.ContainingType),
                    IntKey = member.IntKey,
                    StringKey = member.StringKey,
                    IsReadable = member.IsReadable,
                    IsWritable = member.IsWritable,
                    ConstructorParameterIndex = member.ConstructorParameterIndex,
                    DirectReadMethod = customCreation.Length == 0 ? direct : "",
                    ValueKind = customCreation.Length != 0 ? MemberValueKind.Custom : direct.Length != 0 ? MemberValueKind.Direct : MemberValueKind.Resolver,
                    CustomFormatterCreation = customCreation,
                    IsField = member.Symbol is IFieldSymbol,
                    ReadsThroughAccessor = readsThroughAccessor,
                    WritesThroughAccessor = writesThroughAccessor,
                });
            }

            return new ObjectModel
            {
                TypeName = TypeNames.Qualified(type),
                FormatterName = TypeNames.FormatterName(type),
                IsValueType = type.IsValueType,
                IsContractless = this.contractless,
                IsIntKey = isIntKey,
                HasCallbacks = this.known.CallbackReceiver is { } callback && type.AllInterfaces.Contains(callback, SymbolEqualityComparer.Default),
                ConstructsFirst = constructsFirst,
                ConstructsThroughAccessor = constructsThroughAccessor,
                ConstructorParameterTypes = new EquatableArray<string>(constructsThroughAccessor ? constructor!.Parameters.Select(p => TypeNames.Qualified(p.Type)) : Enumerable.Empty<string>()),
                UsesDefaultValue = constructor is null,
                Members = new EquatableArray<MemberModel>(models),
                ConstructorArguments = new EquatableArray<int>(arguments.Select(a => System.Array.IndexOf(kept, a))),
                UsedTypes = new EquatableArray<KnownFormatterModel>(this.ownsWalker ? this.walker.Formatters : Enumerable.Empty<KnownFormatterModel>()),
                ReachedObjects = new EquatableArray<ObjectModel>(this.ownsWalker ? this.walker.Objects : Enumerable.Empty<ObjectModel>()),
            };
        }

        /// <summary>The reader method suffix for a primitive or string ("Int32", "String"), or empty.</summary>
        private static string DirectMethod(ITypeSymbol type) => type.SpecialType switch
        {
            SpecialType.System_Boolean => "Boolean",
            SpecialType.System_Char => "Char",
            SpecialType.System_SByte => "SByte",
            SpecialType.System_Byte => "Byte",
            SpecialType.System_Int16 => "Int16",
            SpecialType.System_UInt16 => "UInt16",
            SpecialType.System_Int32 => "Int32",
            SpecialType.System_UInt32 => "UInt32",
            SpecialType.System_Int64 => "Int64",
            SpecialType.System_UInt64 => "UInt64",
            SpecialType.System_Single => "Single",
            SpecialType.System_Double => "Double",
            SpecialType.System_String => "String",
            _ => "",
        };

        /// <summary>
        /// Decides how generated code, which lives outside the type, reads and assigns the member: directly, or from
        /// .NET 8 on through [UnsafeAccessor] for private members, readonly fields and init accessors. False when it
        /// cannot at all; the type is then left to the runtime resolvers.
        /// </summary>
        private bool TryPlanAccess(MemberCandidate member, out bool readsThroughAccessor, out bool writesThroughAccessor)
        {
            readsThroughAccessor = false;
            writesThroughAccessor = false;
            bool assigned = member.IsWritable && !member.IsConstructorParameter;
            bool accessorAvailable = this.known.UnsafeAccessor is not null;
            if (member.Name.IndexOf('.') >= 0 || !KnownFormatterTable.IsUsableArgument(member.Type))
            {
                // An explicit interface implementation, or a member of a type generated code cannot name.
                return false;
            }

            if (member.Symbol is IFieldSymbol field)
            {
                bool needsAccessor = !TypeNames.IsReachable(field) || (assigned && field.IsReadOnly);
                readsThroughAccessor = needsAccessor && member.IsReadable;
                writesThroughAccessor = needsAccessor && assigned;
                return !needsAccessor || accessorAvailable;
            }

            var property = (IPropertySymbol)member.Symbol;
            if (member.IsReadable)
            {
                if (property.GetMethod is not { } getter)
                {
                    return false;
                }

                readsThroughAccessor = !TypeNames.IsReachable(getter);
            }

            if (assigned)
            {
                if (property.SetMethod is not { } setter)
                {
                    return false;
                }

                // An init accessor can only run in an object initializer, which cannot skip members missing from the data.
                writesThroughAccessor = !TypeNames.IsReachable(setter) || setter.IsInitOnly;
            }

            return !(readsThroughAccessor || writesThroughAccessor) || accessorAvailable;
        }

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
                            this.unkeyedNonPublicMember ??= item.Name;
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
