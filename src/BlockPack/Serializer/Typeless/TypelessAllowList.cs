using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Linq;
using System.Reflection;

namespace BlockPack
{
    /// <summary>
    /// The types and assemblies a typeless payload may name, for
    /// <see cref="MessagePackSerializerOptions.WithTypelessAllowList(TypelessAllowList?)"/>. Anything else is refused
    /// before it is created, and assemblies outside the list are not even searched.
    /// </summary>
    /// <remarks>
    /// <para>
    /// A type is covered when it is named, or defined in a named assembly, or is one of the plain data types every
    /// list covers (the primitives, <see cref="string"/>, <see cref="decimal"/>, <see cref="Guid"/>, the date and
    /// time types, <see cref="object"/>, <see cref="Nullable{T}"/>, <see cref="List{T}"/>,
    /// <see cref="Dictionary{TKey, TValue}"/>, <see cref="HashSet{T}"/>, <see cref="KeyValuePair{TKey, TValue}"/>).
    /// An array is covered when its element type is; a generic type when its definition and each argument are (name
    /// the open definition, <c>typeof(MyBox&lt;&gt;)</c>, to cover all its instantiations). The deny list of known
    /// gadget types applies on top: naming <c>System.Diagnostics.Process</c> does not let it through.
    /// </para>
    /// <para>Instances are immutable and safe to share between threads.</para>
    /// </remarks>
    public sealed class TypelessAllowList
    {
        private static readonly HashSet<Type> AlwaysCovered = new HashSet<Type>
        {
            typeof(object), typeof(bool), typeof(char), typeof(sbyte), typeof(byte), typeof(short), typeof(ushort),
            typeof(int), typeof(uint), typeof(long), typeof(ulong), typeof(float), typeof(double), typeof(decimal),
            typeof(string), typeof(Guid), typeof(DateTime), typeof(DateTimeOffset), typeof(TimeSpan),
            typeof(Nullable<>), typeof(List<>), typeof(Dictionary<,>), typeof(HashSet<>), typeof(KeyValuePair<,>),
        };

        private readonly HashSet<Type> types;
        private readonly HashSet<Assembly> assemblies;

        // Assemblies searched when loading a name, by simple name: the named ones, those of named types, and those
        // of the always-covered types.
        private readonly Dictionary<string, Assembly> searchable;

        /// <summary>Initializes a list from types and assemblies.</summary>
        /// <param name="types">The types payloads may name (open generic definitions cover every instantiation).</param>
        /// <param name="assemblies">The assemblies all of whose types payloads may name, or <see langword="null"/>.</param>
        public TypelessAllowList(IEnumerable<Type> types, IEnumerable<Assembly>? assemblies = null)
        {
            if (types is null)
            {
                throw new ArgumentNullException(nameof(types));
            }

            this.types = new HashSet<Type>(types.Select(t => t ?? throw new ArgumentException("The list holds a null type.", nameof(types))));
            this.assemblies = new HashSet<Assembly>((assemblies ?? Array.Empty<Assembly>()).Select(a => a ?? throw new ArgumentException("The list holds a null assembly.", nameof(assemblies))));
            this.searchable = new Dictionary<string, Assembly>(StringComparer.OrdinalIgnoreCase);
            foreach (Assembly assembly in this.assemblies.Concat(this.types.Select(t => t.Assembly)).Concat(AlwaysCovered.Select(t => t.Assembly)))
            {
                if (assembly.GetName().Name is { } name)
                {
                    this.searchable[name] = assembly;
                }
            }

            // Data written on .NET Framework names the core library mscorlib; on .NET, System.Private.CoreLib.
            this.searchable["mscorlib"] = typeof(object).Assembly;
            this.searchable["System.Private.CoreLib"] = typeof(object).Assembly;
        }

        /// <summary>Gets the types this list names.</summary>
        public IReadOnlyCollection<Type> Types => this.types;

        /// <summary>Gets the assemblies this list names.</summary>
        public IReadOnlyCollection<Assembly> Assemblies => this.assemblies;

        /// <summary>Creates a list of types.</summary>
        /// <param name="types">The types.</param>
        /// <returns>The list.</returns>
        public static TypelessAllowList ForTypes(params Type[] types) => new TypelessAllowList(types);

        /// <summary>Creates a list of assemblies.</summary>
        /// <param name="assemblies">The assemblies.</param>
        /// <returns>The list.</returns>
        public static TypelessAllowList ForAssemblies(params Assembly[] assemblies) => new TypelessAllowList(Array.Empty<Type>(), assemblies);

        /// <summary>Gets a value indicating whether the list covers <paramref name="type"/> itself (not its parts).</summary>
        /// <param name="type">The type; for a generic type, its definition is what is looked up.</param>
        /// <returns><see langword="true"/> when payloads may name it.</returns>
        public bool Covers(Type type)
        {
            if (type is null)
            {
                throw new ArgumentNullException(nameof(type));
            }

            if (type.HasElementType)
            {
                // The element type is checked on its own by ThrowIfDeserializingTypeIsDisallowed.
                return type.IsArray;
            }

            Type definition = type.IsGenericType ? type.GetGenericTypeDefinition() : type;
            return AlwaysCovered.Contains(definition) || this.types.Contains(type) || this.types.Contains(definition) || this.assemblies.Contains(type.Assembly);
        }

        /// <summary>Loads a name, searching only the assemblies this list can cover; never loads a new assembly.</summary>
        /// <param name="typeName">The name.</param>
        /// <returns>The type, or <see langword="null"/>.</returns>
        [UnconditionalSuppressMessage("Trimming", "IL2057", Justification = "Only the typeless formatter calls this, and it is marked RequiresUnreferencedCode.")]
        [UnconditionalSuppressMessage("Trimming", "IL2026", Justification = "Only the typeless formatter calls this, and it is marked RequiresUnreferencedCode.")]
        internal Type? LoadType(string typeName)
        {
            // Versions are ignored: the assembly is picked by simple name among those already listed, so the
            // version a payload claims cannot steer which file is loaded.
            return Type.GetType(
                typeName,
                name => name.Name is { } simple && this.searchable.TryGetValue(simple, out Assembly? found) ? found : null,
                (assembly, name, ignoreCase) => assembly?.GetType(name, false, ignoreCase),
                throwOnError: false);
        }
    }
}
