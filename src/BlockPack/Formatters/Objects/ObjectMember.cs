using System;
using System.Reflection;

namespace BlockPack.Formatters.Objects
{
    /// <summary>One field or property of an object contract: where it is, its key, and how it is read and written.</summary>
    internal sealed class ObjectMember
    {
        private MemberInfo? attributeSource;

        internal ObjectMember(MemberInfo member, bool isReadable, bool isWritable)
        {
            this.Member = member;
            this.Field = member as FieldInfo;
            this.Property = member as PropertyInfo;
            this.Type = this.Field?.FieldType ?? this.Property!.PropertyType;
            this.IsReadable = isReadable;
            this.IsWritable = isWritable;
        }

        /// <summary>Gets the field or property.</summary>
        internal MemberInfo Member { get; }

        /// <summary>
        /// Gets or sets where the member's mapping attributes are read from: <see cref="Member"/>, or the most derived
        /// override of a virtual property that declares its own ([DataMember] or [Key] on an override).
        /// </summary>
        internal MemberInfo AttributeSource
        {
            get => this.attributeSource ?? this.Member;
            set => this.attributeSource = value;
        }

        /// <summary>Gets the field, when the member is one.</summary>
        internal FieldInfo? Field { get; }

        /// <summary>Gets the property, when the member is one.</summary>
        internal PropertyInfo? Property { get; }

        /// <summary>Gets the member's declared type.</summary>
        internal Type Type { get; }

        /// <summary>Gets the member's name, used in error messages.</summary>
        internal string Name => this.Member.Name;

        /// <summary>Gets a value indicating whether the serializer may read the member's value.</summary>
        internal bool IsReadable { get; }

        /// <summary>Gets a value indicating whether the deserializer may assign the member after construction.</summary>
        internal bool IsWritable { get; }

        /// <summary>Gets or sets the array index of an int-key member, or the discovery order of a string-key one.</summary>
        internal int IntKey { get; set; }

        /// <summary>Gets or sets the map key of a string-key member.</summary>
        internal string? StringKey { get; set; }

        /// <summary>Gets or sets a value indicating whether an attribute selected this member (so it is kept even when read-only).</summary>
        internal bool IsExplicit { get; set; }

        /// <summary>Gets or sets the formatter named by [MessagePackFormatter] on the member, or <see langword="null"/>.</summary>
        internal object? CustomFormatter { get; set; }

        /// <summary>Gets or sets the position of the constructor parameter this member feeds, or -1.</summary>
        internal int ConstructorParameterIndex { get; set; } = -1;

        /// <summary>Gets or sets the constructor parameter this member feeds, or <see langword="null"/>.</summary>
        internal ParameterInfo? ConstructorParameter { get; set; }

        /// <summary>Gets a value indicating whether the member is passed to the constructor.</summary>
        internal bool IsConstructorParameter => this.ConstructorParameterIndex >= 0;

        /// <summary>Gets a value indicating whether deserialization assigns the member after construction.</summary>
        internal bool IsAssignedAfterConstruction => this.IsWritable && !this.IsConstructorParameter;

        /// <summary>Gets the getter when the member is a property.</summary>
        internal MethodInfo? Getter => this.Property?.GetGetMethod(nonPublic: true);

        /// <summary>Gets the setter when the member is a property.</summary>
        internal MethodInfo? Setter => this.Property?.GetSetMethod(nonPublic: true);
    }
}
