namespace BlockPack.SourceGenerator.Model
{
    /// <summary>One serialized field or property of an object, as the generated formatter needs it.</summary>
    internal sealed record MemberModel
    {
        /// <summary>Gets the member's name as written in C# (escaped with @ when it is a keyword).</summary>
        public string Identifier { get; init; } = "";

        /// <summary>Gets the member's name, as error messages show it.</summary>
        public string Name { get; init; } = "";

        /// <summary>Gets the member's type, fully qualified with global::.</summary>
        public string TypeName { get; init; } = "";

        /// <summary>Gets the type the member is declared on when it must be reached through a cast (a hidden base member), else empty.</summary>
        public string AccessThrough { get; init; } = "";

        /// <summary>Gets the array index (int keys) or the position in the map (string keys).</summary>
        public int IntKey { get; init; }

        /// <summary>Gets the map key of a string-key member.</summary>
        public string? StringKey { get; init; }

        /// <summary>Gets a value indicating whether the member is written.</summary>
        public bool IsReadable { get; init; }

        /// <summary>Gets a value indicating whether the member may be assigned after construction.</summary>
        public bool IsWritable { get; init; }

        /// <summary>Gets the constructor parameter position the member feeds, or -1.</summary>
        public int ConstructorParameterIndex { get; init; } = -1;

        /// <summary>Gets the primitive's writer/reader method suffix (for example "Int32") for direct members, else empty.</summary>
        public string DirectReadMethod { get; init; } = "";

        /// <summary>
        /// Gets, for an enum member, its underlying integer type's writer/reader method suffix (for example "Int32"),
        /// else empty: the enum is then written and read as that integer while the resolver gives the built-in enum
        /// formatter.
        /// </summary>
        public string EnumUnderlyingMethod { get; init; } = "";

        /// <summary>Gets how the value is written and read.</summary>
        public MemberValueKind ValueKind { get; init; }

        /// <summary>Gets the C# expression creating the member's [MessagePackFormatter], for custom members.</summary>
        public string CustomFormatterCreation { get; init; } = "";

        /// <summary>Gets a value indicating whether the member is a field (else a property).</summary>
        public bool IsField { get; init; }

        /// <summary>Gets a value indicating whether the member is read through an [UnsafeAccessor] (a private field or getter).</summary>
        public bool ReadsThroughAccessor { get; init; }

        /// <summary>Gets a value indicating whether the member is assigned through an [UnsafeAccessor] (a private or readonly field, a private or init setter).</summary>
        public bool WritesThroughAccessor { get; init; }

        /// <summary>Gets a value indicating whether the member is passed to the constructor.</summary>
        public bool IsConstructorParameter => this.ConstructorParameterIndex >= 0;

        /// <summary>Gets a value indicating whether deserialization assigns the member after construction.</summary>
        public bool IsAssignedAfterConstruction => this.IsWritable && !this.IsConstructorParameter;
    }
}
