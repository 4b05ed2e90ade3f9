using System.Collections.Generic;
using System.Linq;
using BlockPack.SourceGenerator.Model;
using Microsoft.CodeAnalysis;

namespace BlockPack.SourceGenerator.Reading
{
    /// <summary>
    /// Reads a class or struct's symbols into an <see cref="ObjectModel"/> by one of the runtime's rule sets
    /// (ObjectContractBuilder), so the generated formatter writes the same bytes: the steps all rule sets share (members
    /// collected by key or by name, the constructor matched, access planned, the model built). Each rule set is a
    /// subclass that says which types it takes, how members are keyed and whether non-public ones count:
    /// <see cref="StandardObjectReader"/> ([MessagePackObject] and [DataContract]), <see cref="ContractlessObjectReader"/>
    /// (ContractlessStandardResolver) and <see cref="AllowPrivateObjectReader"/> (the AllowPrivate resolvers).
    /// Inconsistent annotations become diagnostics; types the generated code cannot reach (private members or
    /// constructors, init-only or readonly members assigned after construction, generic definitions: each closed type
    /// reached gets one) get no formatter and are left to the runtime resolvers.
    /// </summary>
    internal abstract partial class ObjectModelReader
    {
        private readonly KnownSymbols known;
        private readonly INamedTypeSymbol type;
        private readonly Location? location;
        private readonly List<DiagnosticInfo> diagnostics = new();

        private readonly TypeWalker walker;
        private readonly bool ownsWalker;

        /// <param name="known">The compilation's BlockPack and framework symbols.</param>
        /// <param name="type">The type read.</param>
        /// <param name="walker">Where what the members use goes; null for a type read from its own attribute, whose model then carries what its members use.</param>
        protected ObjectModelReader(KnownSymbols known, INamedTypeSymbol type, TypeWalker? walker)
        {
            this.known = known;
            this.type = type;
            this.location = type.Locations.FirstOrDefault();
            this.ownsWalker = walker is null;
            this.walker = walker ?? new TypeWalker(known);
        }

        /// <summary>Gets the diagnostics the read found.</summary>
        public IReadOnlyList<DiagnosticInfo> Diagnostics => this.diagnostics;

        /// <summary>
        /// Gets the first non-public member found without [Key] or [IgnoreMember] where non-public members count: these
        /// rules (and MessagePack-CSharp's) refuse the type, and the refusal names this member.
        /// </summary>
        public string? UnkeyedNonPublicMember { get; private set; }

        /// <summary>Gets the compilation's symbols.</summary>
        protected KnownSymbols Known => this.known;

        /// <summary>Gets the type read.</summary>
        protected INamedTypeSymbol Type => this.type;

        /// <summary>Gets a value indicating whether the model is for a contractless resolver (keys by name, no attribute).</summary>
        protected abstract bool IsContractless { get; }

        /// <summary>The type's [MessagePackObject], where these rules look at it.</summary>
        protected abstract AttributeData? ObjectAttribute();

        /// <summary>Whether these rules serve the type at all (attributes, visibility).</summary>
        protected abstract bool Takes(AttributeData? objectAttribute);

        /// <summary>Whether members are keyed by their names rather than by [Key] or [DataMember].</summary>
        protected abstract bool KeysByName(AttributeData? objectAttribute);

        /// <summary>Whether non-public fields, properties and constructors count.</summary>
        protected abstract bool CountsNonPublicMembers(AttributeData? objectAttribute);

        /// <summary>The attribute's <c>keyAsPropertyName</c> argument.</summary>
        protected static bool AsksKeysByName(AttributeData? objectAttribute) =>
            objectAttribute is not null && objectAttribute.ConstructorArguments.Length > 0 && objectAttribute.ConstructorArguments[0].Value is true;

        /// <summary>The attribute's <c>AllowPrivate</c> argument.</summary>
        protected static bool AsksAllowPrivate(AttributeData? objectAttribute) =>
            objectAttribute is not null && objectAttribute.NamedArguments.Any(a => a.Key == "AllowPrivate" && a.Value.Value is true);

        /// <summary>Reads the type by this reader's rules: null when they do not take it or it cannot be written.</summary>
        protected ObjectModel? ReadModel()
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
            AttributeData? objectAttribute = this.ObjectAttribute();
            if (!this.Takes(objectAttribute))
            {
                return null;
            }

            bool keyAsPropertyName = this.KeysByName(objectAttribute);
            bool allowPrivate = this.CountsNonPublicMembers(objectAttribute);
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
                    EnumUnderlyingMethod = customCreation.Length == 0 ? EnumUnderlyingMethod(member.Type) : "",
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
                IsContractless = this.IsContractless,
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
    }
}
