using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.IO;
using System.Linq;
using System.Reflection;
using BlockPack.Internal;

namespace BlockPack.Formatters.Objects
{
    /// <summary>
    /// Writes a value of an interface or abstract class marked with [Union] as <c>[key, value]</c>, the key naming the
    /// concrete type, and reads it back. Unlike MessagePack-CSharp, which writes nil for an undeclared type and reads
    /// an undeclared key as null, both are errors here: silently losing data is worse than failing.
    /// </summary>
    /// <typeparam name="T">The union type.</typeparam>
    [RequiresUnreferencedCode(AotMessages.ReflectsOverTypes)]
    [RequiresDynamicCode(AotMessages.MakesGenericTypes)]
    internal sealed class UnionFormatter<T> : IMessagePackFormatter<T>
    {
        private readonly UnionCase<T>[] cases;
        private readonly Dictionary<int, UnionCase<T>> casesByKey;
        private readonly ConcurrentDictionary<Type, UnionCase<T>?> casesForDerivedTypes = new();

        private UnionFormatter(UnionCase<T>[] cases)
        {
            this.cases = cases;
            this.casesByKey = cases.ToDictionary(c => c.Key);
        }

        /// <summary>Builds the formatter, or returns <see langword="null"/> when <typeparamref name="T"/> is not a union.</summary>
        /// <returns>The formatter, an <see cref="InvalidContractFormatter{T}"/> for bad annotations, or <see langword="null"/>.</returns>
        internal static IMessagePackFormatter<T>? TryCreate()
        {
            Type type = typeof(T);
            if (!(type.IsInterface || type.IsAbstract))
            {
                return null;
            }

            if (!type.IsDefined(typeof(UnionAttribute), inherit: false))
            {
                return null;
            }

            try
            {
                // Inside the try: a [Union(key, "type name")] that does not resolve throws while the attribute is built.
                UnionAttribute[] attributes = type.GetCustomAttributes<UnionAttribute>(inherit: false).ToArray();
                var keys = new HashSet<int>();
                var types = new HashSet<Type>();
                var cases = new UnionCase<T>[attributes.Length];
                for (int i = 0; i < attributes.Length; i++)
                {
                    // A case type that does not derive from the union is accepted, as MessagePack-CSharp accepts it (its
                    // versioning tests declare such cases): no value of the union can be written as it, and a value
                    // read with its key fails then, naming the case.
                    UnionAttribute attribute = attributes[i];
                    if (!keys.Add(attribute.Key) || !types.Add(attribute.SubType))
                    {
                        throw ThrowHelper.InvalidObjectContract(type, $"union key {attribute.Key} or type '{attribute.SubType.FullName}' is declared twice.");
                    }

                    cases[i] = UnionCase<T>.Create(attribute.Key, attribute.SubType);
                }

                return new UnionFormatter<T>(cases);
            }
            catch (MessagePackSerializationException ex)
            {
                return new InvalidContractFormatter<T>(ex);
            }
            catch (Exception ex) when (ex is TypeLoadException or FileNotFoundException or FileLoadException or ArgumentException or TargetInvocationException)
            {
                return new InvalidContractFormatter<T>(ThrowHelper.InvalidObjectContract(type, "a [Union] attribute could not be read: " + ex.Message, ex));
            }
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            UnionCase<T> unionCase = this.FindCase(value.GetType());
            options.Security.DepthStep(ref writer);
            writer.WriteArrayHeader(2);
            writer.Write(unionCase.Key);
            unionCase.Serialize(ref writer, value, options);
            writer.Depth--;
        }

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return default!;
            }

            options.Security.DepthStep(ref reader);
            long position = reader.Consumed;
            int length = reader.ReadArrayHeader();
            if (length != 2)
            {
                ThrowHelper.ThrowUnionArrayLength(typeof(T), length, position);
            }

            position = reader.Consumed;
            int key = reader.ReadInt32();
            if (!this.casesByKey.TryGetValue(key, out UnionCase<T>? unionCase))
            {
                ThrowHelper.ThrowUnionKeyNotDeclared(typeof(T), key, position);
            }

            T result = unionCase.Deserialize(ref reader, options);
            reader.Depth--;
            return result;
        }

        private UnionCase<T> FindCase(Type runtimeType)
        {
            foreach (UnionCase<T> unionCase in this.cases)
            {
                if (unionCase.SubType == runtimeType)
                {
                    return unionCase;
                }
            }

            // A type derived from a declared case is written as that case (the first declared one that fits).
            UnionCase<T>? derived = this.casesForDerivedTypes.GetOrAdd(runtimeType, t => this.cases.FirstOrDefault(c => c.SubType.IsAssignableFrom(t)));
            if (derived is null)
            {
                ThrowHelper.ThrowUnionSubtypeNotDeclared(typeof(T), runtimeType);
            }

            return derived;
        }
    }
}
