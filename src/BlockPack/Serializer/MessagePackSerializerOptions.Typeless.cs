using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using BlockPack.Internal;
using BlockPack.Serializer.Typeless;

namespace BlockPack
{
    /// <content>The settings of typeless serialization: how type names are written and which types may be loaded.</content>
    public partial class MessagePackSerializerOptions
    {
        /// <summary>
        /// Gets a value indicating whether the typeless formatter writes type names without the assembly's version,
        /// culture and public key token (<c>"My.Type, MyAssembly"</c>), which keeps them readable by other versions of
        /// the assembly. Off by default, as in MessagePack-CSharp. A name that would not load in shortened form is
        /// written in full.
        /// </summary>
        public bool OmitAssemblyVersion => this.settings.OmitAssemblyVersion;

        /// <summary>
        /// Gets a value indicating whether <see cref="LoadType(string)"/> may load a type from another version of the
        /// named assembly when the exact version is not found. Off by default, as in MessagePack-CSharp.
        /// </summary>
        public bool AllowAssemblyVersionMismatch => this.settings.AllowAssemblyVersionMismatch;

        /// <summary>
        /// Gets the allow-list the typeless formatter enforces, or <see langword="null"/> (the default) for none: then
        /// only the deny list of known gadget types applies. With a list, a typeless payload can only name the types
        /// and assemblies it holds (docs/security.md).
        /// </summary>
        public TypelessAllowList? TypelessAllowList => this.settings.TypelessAllowList;

        /// <summary>Gets a copy with <see cref="OmitAssemblyVersion"/> changed.</summary>
        /// <param name="omitAssemblyVersion">Whether typeless type names leave out the assembly version.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithOmitAssemblyVersion(bool omitAssemblyVersion)
        {
            return this.OmitAssemblyVersion == omitAssemblyVersion ? this : this.With(o => o.settings.OmitAssemblyVersion = omitAssemblyVersion);
        }

        /// <summary>Gets a copy with <see cref="AllowAssemblyVersionMismatch"/> changed.</summary>
        /// <param name="allowAssemblyVersionMismatch">Whether typeless type names may load from another assembly version.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        public MessagePackSerializerOptions WithAllowAssemblyVersionMismatch(bool allowAssemblyVersionMismatch)
        {
            return this.AllowAssemblyVersionMismatch == allowAssemblyVersionMismatch ? this : this.With(o => o.settings.AllowAssemblyVersionMismatch = allowAssemblyVersionMismatch);
        }

        /// <summary>Gets a copy with a different <see cref="TypelessAllowList"/>.</summary>
        /// <param name="allowList">The types and assemblies typeless payloads may name, or <see langword="null"/> for no allow-list.</param>
        /// <returns>The changed copy, or this instance when the list is the same.</returns>
        public MessagePackSerializerOptions WithTypelessAllowList(TypelessAllowList? allowList)
        {
            return ReferenceEquals(this.TypelessAllowList, allowList) ? this : this.With(o => o.settings.TypelessAllowList = allowList);
        }

        /// <summary>
        /// Loads the type a typeless payload names. Override it to map names (for example after a type moved), or to
        /// refuse them early; return <see langword="null"/> when no type matches.
        /// </summary>
        /// <param name="typeName">The name as written: usually an assembly-qualified name, perhaps without the version.</param>
        /// <returns>The type, or <see langword="null"/>.</returns>
        /// <remarks>
        /// With a <see cref="TypelessAllowList"/>, only assemblies the list covers are searched (and none is loaded
        /// that is not already), so a payload cannot make the process load an assembly of its choosing.
        /// </remarks>
        [UnconditionalSuppressMessage("Trimming", "IL2057", Justification = "Only the typeless formatter calls this, and it is marked RequiresUnreferencedCode: a trimmed app must keep the types its payloads name.")]
        public virtual Type? LoadType(string typeName)
        {
            if (typeName is null)
            {
                throw new ArgumentNullException(nameof(typeName));
            }

            if (this.TypelessAllowList is { } allowList)
            {
                return allowList.LoadType(typeName);
            }

            Type? result = Type.GetType(typeName, false);
            if (result is null && this.AllowAssemblyVersionMismatch)
            {
                string shortened = AssemblyVersionNames.WithoutVersions(typeName);
                if (!string.Equals(shortened, typeName, StringComparison.Ordinal))
                {
                    result = Type.GetType(shortened, false);
                }
            }

            return result;
        }

        /// <summary>
        /// Checks that the typeless formatter may create a type, and throws when not. Checks the type itself, the
        /// element type of an array and the arguments of a generic type, each through
        /// <see cref="ThrowIfDeserializingTypeIsDisallowedCore(Type)"/>.
        /// </summary>
        /// <param name="type">The type a payload names.</param>
        /// <exception cref="MessagePackSerializationException">The type, or a type it is made of, is not allowed.</exception>
        public virtual void ThrowIfDeserializingTypeIsDisallowed(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            // A stack rather than recursion: a hostile name can nest generic arguments deeply.
            var pending = new Stack<Type>();
            pending.Push(type);
            while (pending.Count > 0)
            {
                Type current = pending.Pop();
                this.ThrowIfDeserializingTypeIsDisallowedCore(current);
                if (current.HasElementType)
                {
                    pending.Push(current.GetElementType()!);
                }
                else if (current.IsGenericType && !current.IsGenericTypeDefinition)
                {
                    foreach (Type argument in current.GetGenericArguments())
                    {
                        pending.Push(argument);
                    }
                }
            }
        }

        /// <summary>
        /// Checks one type (not its parts) for <see cref="ThrowIfDeserializingTypeIsDisallowed(Type)"/>: refuses the
        /// types on BlockPack's deny list of known deserialization gadgets (MessagePack-CSharp's list and more; see
        /// docs/security.md), and, with a <see cref="TypelessAllowList"/>, every type it does not cover. Override it to
        /// add checks; call the base method to keep these.
        /// </summary>
        /// <param name="type">The type.</param>
        /// <exception cref="MessagePackSerializationException">The type is not allowed.</exception>
        protected virtual void ThrowIfDeserializingTypeIsDisallowedCore(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            if (TypelessDenyList.IsDenied(type))
            {
                ThrowHelper.ThrowTypelessTypeDenied(type);
            }

            if (this.TypelessAllowList is { } allowList && !allowList.Covers(type))
            {
                ThrowHelper.ThrowTypelessTypeNotAllowed(type);
            }
        }
    }
}
