using System;
using System.Buffers;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.CompilerServices;
using System.Text;
using BlockPack.Buffers;
using BlockPack.Internal;
using BlockPack.Resolvers;
using BlockPack.Serializer.Typeless;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Formats values typed as <see cref="object"/> together with their runtime type, so they read back as that type:
    /// MessagePack-CSharp's typeless format, byte for byte. Used by <see cref="TypelessObjectResolver"/>,
    /// <see cref="TypelessContractlessStandardResolver"/> and <see cref="MessagePackSerializer.Typeless"/>.
    /// </summary>
    /// <remarks>
    /// <para>
    /// A value is written as extension type 100 holding the type's assembly-qualified name (a string; without version,
    /// culture and key token when <see cref="MessagePackSerializerOptions.OmitAssemblyVersion"/> is set) followed by
    /// the value as the options' resolver formats its runtime type. An instance of <see cref="object"/> itself is the
    /// name alone. <see langword="null"/> is nil. The types MessagePack can tell apart by format alone are written
    /// without a name, as <see cref="PrimitiveObjectFormatter"/> writes them (integers at their full width):
    /// <see cref="bool"/>, the eight integer types, <see cref="float"/>, <see cref="double"/>, <see cref="string"/>,
    /// <see cref="byte"/> arrays, the nullable forms of these, and anonymous types (written as a map of their members,
    /// since they cannot be created by name).
    /// </para>
    /// <para>
    /// Reading a type name is the classic deserialization hole: the name is loaded with
    /// <see cref="MessagePackSerializerOptions.LoadType(string)"/> and checked with
    /// <see cref="MessagePackSerializerOptions.ThrowIfDeserializingTypeIsDisallowed(Type)"/> before anything is created.
    /// The default check refuses known gadget types; use a <see cref="TypelessAllowList"/> for data you do not trust
    /// (docs/security.md). Anything that is not extension 100 is read as <see cref="PrimitiveObjectFormatter"/> reads it.
    /// </para>
    /// </remarks>
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    public sealed class TypelessFormatter : IMessagePackFormatter<object?>
    {
        /// <summary>The extension type code of a typed value: 100, as MessagePack-CSharp.</summary>
        public const sbyte ExtensionTypeCode = ReservedExtensionTypeCodes.TypelessFormatter;

        /// <summary>The shared instance.</summary>
        public static readonly IMessagePackFormatter<object?> Instance = new TypelessFormatter();

        // Types written without a name: the format already says what they are.
        private static readonly HashSet<Type> BuiltinTypes = new HashSet<Type>
        {
            typeof(bool), typeof(sbyte), typeof(byte), typeof(short), typeof(ushort), typeof(int), typeof(uint),
            typeof(long), typeof(ulong), typeof(float), typeof(double), typeof(string), typeof(byte[]),
        };

        private const int MaxCachedNamesPerOptions = 4096;

        private static readonly bool IsMscorlib = typeof(int).AssemblyQualifiedName!.Contains("mscorlib");

        private static readonly MethodInfo CreateOperationsMethod =
            typeof(TypelessFormatter).GetMethod(nameof(CreateOperations), BindingFlags.NonPublic | BindingFlags.Static)!;

        // The UTF-8 name of each type, or an empty array for a type written without one. Two caches: the name
        // depends on OmitAssemblyVersion.
        private readonly ConcurrentDictionary<Type, byte[]> fullNames = new ConcurrentDictionary<Type, byte[]>();
        private readonly ConcurrentDictionary<Type, byte[]> shortNames = new ConcurrentDictionary<Type, byte[]>();
        private readonly ConcurrentDictionary<Type, TypeOperations> operations = new ConcurrentDictionary<Type, TypeOperations>();

        // Loaded types per options instance: LoadType is virtual, so one options' answer must not serve another.
        private readonly ConditionalWeakTable<MessagePackSerializerOptions, ConcurrentDictionary<string, Type>> loadedTypes =
            new ConditionalWeakTable<MessagePackSerializerOptions, ConcurrentDictionary<string, Type>>();

        /// <summary>Initializes a new instance. <see cref="Instance"/> serves every caller; it holds only caches.</summary>
        public TypelessFormatter()
        {
        }

        private delegate void SerializeOperation(ref MessagePackWriter writer, object value, MessagePackSerializerOptions options);

        private delegate object? DeserializeOperation(ref MessagePackReader reader, MessagePackSerializerOptions options);

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, object? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            Type type = value.GetType();
            byte[] typeName = this.GetTypeName(type, options.OmitAssemblyVersion);
            if (typeName.Length == 0)
            {
                if (IsAnonymous(type))
                {
                    this.GetOperations(type).SerializeAnonymous(ref writer, value, options);
                }
                else
                {
                    PrimitiveObjectFormatter.Instance.Serialize(ref writer, value, options);
                }

                return;
            }

            // The extension's length comes first, so the body is written to scratch and copied behind the header.
            using SegmentedBuffer scratch = SegmentedBuffer.Rent();
            MessagePackWriter body = writer.Clone(scratch);
            body.WriteString(typeName);
            if (type != typeof(object))
            {
                this.GetOperations(type).Serialize(ref body, value, options);
            }

            body.Flush();
            ReadOnlySequence<byte> payload = scratch.AsReadOnlySequence();
            writer.WriteExtensionFormatHeader(new ExtensionHeader(ExtensionTypeCode, checked((uint)payload.Length)));
            writer.WriteRaw(payload);
        }

        /// <inheritdoc/>
        public object? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            if (reader.NextMessagePackType == MessagePackType.Extension)
            {
                MessagePackReader peek = reader.CreatePeekReader();
                ExtensionHeader header = peek.ReadExtensionFormatHeader();
                if (header.TypeCode == ExtensionTypeCode)
                {
                    reader = peek;
                    if (reader.NextMessagePackType != MessagePackType.String)
                    {
                        ThrowHelper.ThrowTypelessTypeNameMissing(reader.Consumed);
                    }

                    ReadOnlySequence<byte> name = reader.ReadStringSequence()!.Value;
                    Type type = this.LoadType(name, options);
                    options.ThrowIfDeserializingTypeIsDisallowed(type);
                    return type == typeof(object) ? new object() : this.GetOperations(type).Deserialize(ref reader, options);
                }
            }

            return PrimitiveObjectFormatter.Instance.Deserialize(ref reader, options);
        }

        /// <summary>MessagePack-CSharp's test for an anonymous type: compiler-generated, sealed, no namespace, a known name.</summary>
        private static bool IsAnonymous(Type type) =>
            type.Namespace is null
            && type.IsSealed
            && (type.Name.StartsWith("<>f__AnonymousType", StringComparison.Ordinal)
                || type.Name.StartsWith("<>__AnonType", StringComparison.Ordinal)
                || type.Name.StartsWith("VB$AnonymousType_", StringComparison.Ordinal))
            && type.IsDefined(typeof(CompilerGeneratedAttribute), false);

        private static string BuildTypeName(Type type, bool omitAssemblyVersion)
        {
            string full = type.AssemblyQualifiedName ?? throw new NotSupportedException($"The type {type} has no assembly-qualified name, so it cannot be written typeless.");
            if (!omitAssemblyVersion)
            {
                return full;
            }

            // Every assembly in the name loses its version, generic arguments' included (as MessagePack-CSharp).
            string shortened = AssemblyVersionNames.WithoutVersions(full);
            return Type.GetType(shortened, false) is null ? full : shortened;
        }

        private static TypeOperations CreateOperations<T>() => new TypeOperations(
            (ref MessagePackWriter writer, object value, MessagePackSerializerOptions options) =>
                options.Resolver.GetFormatterWithVerify<T>().Serialize(ref writer, (T)value, options),
            (ref MessagePackWriter writer, object value, MessagePackSerializerOptions options) =>
                ContractlessStandardResolver.Instance.GetFormatterWithVerify<T>().Serialize(ref writer, (T)value, options),
            (ref MessagePackReader reader, MessagePackSerializerOptions options) =>
                options.Resolver.GetFormatterWithVerify<T>().Deserialize(ref reader, options));

        private byte[] GetTypeName(Type type, bool omitAssemblyVersion)
        {
            ConcurrentDictionary<Type, byte[]> cache = omitAssemblyVersion ? this.shortNames : this.fullNames;
            if (!cache.TryGetValue(type, out byte[]? name))
            {
                bool builtin = BuiltinTypes.Contains(type) || (Nullable.GetUnderlyingType(type) is { } underlying && BuiltinTypes.Contains(underlying)) || IsAnonymous(type);
                name = builtin ? Array.Empty<byte>() : Encoding.UTF8.GetBytes(BuildTypeName(type, omitAssemblyVersion));
                cache.TryAdd(type, name);
            }

            return name;
        }

        private TypeOperations GetOperations(Type type) =>
            this.operations.GetOrAdd(type, static t => (TypeOperations)CreateOperationsMethod.MakeGenericMethod(t).Invoke(null, null)!);

        private Type LoadType(in ReadOnlySequence<byte> utf8Name, MessagePackSerializerOptions options)
        {
#if NETSTANDARD2_0
            string name = Encoding.UTF8.GetString(utf8Name.ToArray());
#else
            string name = utf8Name.IsSingleSegment ? Encoding.UTF8.GetString(utf8Name.First.Span) : Encoding.UTF8.GetString(utf8Name.ToArray());
#endif
            ConcurrentDictionary<string, Type> cache = this.loadedTypes.GetValue(options, static _ => new ConcurrentDictionary<string, Type>(StringComparer.Ordinal));
            if (cache.TryGetValue(name, out Type? cached))
            {
                return cached;
            }

            Type? type = options.LoadType(name);
            if (type is null && options.TypelessAllowList is null)
            {
                // Data written on .NET Framework names mscorlib, on .NET (Core) System.Private.CoreLib: try the other.
                if (IsMscorlib && name.Contains("System.Private.CoreLib"))
                {
                    type = options.LoadType(name.Replace("System.Private.CoreLib", "mscorlib"));
                }
                else if (!IsMscorlib && name.Contains("mscorlib"))
                {
                    type = options.LoadType(name.Replace("mscorlib", "System.Private.CoreLib"));
                }
            }

            if (type is null)
            {
                ThrowHelper.ThrowTypelessTypeNotFound(name);
            }

            // Names that fail to load are not cached. Loadable names are, up to a cap: a hostile stream can spell
            // endless distinct loadable names (nested generic instantiations), and must not grow the cache forever.
            if (cache.Count < MaxCachedNamesPerOptions)
            {
                cache.TryAdd(name, type);
            }
            return type;
        }

        private sealed class TypeOperations
        {
            internal TypeOperations(SerializeOperation serialize, SerializeOperation serializeAnonymous, DeserializeOperation deserialize)
            {
                this.Serialize = serialize;
                this.SerializeAnonymous = serializeAnonymous;
                this.Deserialize = deserialize;
            }

            internal SerializeOperation Serialize { get; }

            internal SerializeOperation SerializeAnonymous { get; }

            internal DeserializeOperation Deserialize { get; }
        }
    }
}
