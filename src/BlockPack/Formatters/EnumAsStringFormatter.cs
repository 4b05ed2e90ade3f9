using System;
using System.Collections.Generic;
using System.Diagnostics.CodeAnalysis;
using System.Reflection;
using System.Runtime.Serialization;
using System.Text;
using BlockPack.Formatters.Objects;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an enum as its name (or its [EnumMember] value) instead of its number. Reads names without allocating
    /// strings for the defined ones; also accepts combined flag names ("A, B") and plain integers, so data written
    /// by the default integer formatter still reads.
    /// </summary>
    /// <typeparam name="T">The enum type.</typeparam>
    /// <remarks>
    /// <see cref="Resolvers.DynamicEnumAsStringResolver"/> and <see cref="Resolvers.DynamicEnumAsStringIgnoreCaseResolver"/>
    /// use it for every enum; name it in a <see cref="MessagePackFormatterAttribute"/> or a composite resolver to write one
    /// enum (or one member) as its name. Create one per enum type and keep it: the constructor builds the name tables.
    /// </remarks>
    public sealed class EnumAsStringFormatter<[DynamicallyAccessedMembers(DynamicallyAccessedMemberTypes.PublicFields)] T> : IMessagePackFormatter<T>
        where T : struct, Enum
    {
        private readonly Dictionary<T, byte[]> namesByValue = new();
        private readonly T[] valuesByIndex;
        private readonly StringKeyTable table;
        private readonly Dictionary<string, T> valuesByMemberValue;
        private readonly bool ignoreCase;

        // Field name to [EnumMember] value, for the parts of a combined [Flags] value that Enum.ToString names by field.
        private readonly Dictionary<string, string> memberValuesByFieldName = new(StringComparer.Ordinal);

        /// <summary>Creates the formatter; names read must match a defined name (or [EnumMember] value) exactly.</summary>
        public EnumAsStringFormatter()
            : this(ignoreCase: false)
        {
        }

        /// <summary>Creates the formatter.</summary>
        /// <param name="ignoreCase">
        /// Whether names that differ from a defined one only in case read too (after the exact names, which stay the
        /// fast path); written names are the same either way.
        /// </param>
        public EnumAsStringFormatter(bool ignoreCase)
        {
            this.ignoreCase = ignoreCase;
            this.valuesByMemberValue = new Dictionary<string, T>(ignoreCase ? StringComparer.OrdinalIgnoreCase : StringComparer.Ordinal);
            var names = new List<byte[]>();
            var values = new List<T>();
            foreach (FieldInfo field in typeof(T).GetFields(BindingFlags.Public | BindingFlags.Static))
            {
                T value = (T)field.GetValue(null)!;
                string name = field.GetCustomAttribute<EnumMemberAttribute>()?.Value ?? field.Name;
                byte[] utf8 = Encoding.UTF8.GetBytes(name);
                names.Add(utf8);
                values.Add(value);

                // The first name of a value is the one written; every name reads.
                if (!this.namesByValue.ContainsKey(value))
                {
                    this.namesByValue.Add(value, utf8);
                }

                if (name != field.Name)
                {
                    this.valuesByMemberValue[name] = value;
                    this.memberValuesByFieldName[field.Name] = name;
                }
            }

            this.valuesByIndex = values.ToArray();
            this.table = new StringKeyTable(typeof(T), names);
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, T value, MessagePackSerializerOptions options)
        {
            if (this.namesByValue.TryGetValue(value, out byte[]? utf8))
            {
                writer.WriteString(utf8);
            }
            else
            {
                // Undefined values and flag combinations: Enum.ToString gives "A, B" or the number, which both read back.
                // The parts of a combination are written with their [EnumMember] names, as MessagePack-CSharp writes them.
                string text = value.ToString();
                if (this.memberValuesByFieldName.Count != 0 && text.IndexOf(',') >= 0)
                {
                    text = this.RenameFlagParts(text);
                }

                writer.Write(text);
            }
        }

        /// <inheritdoc/>
        public T Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            long position = reader.Consumed;
            if (StringKeyTable.IsStringCode(reader.NextCode))
            {
                if (reader.TryReadStringSpan(out ReadOnlySpan<byte> utf8))
                {
                    int index = this.table.Match(utf8);
                    if (index >= 0)
                    {
                        return this.valuesByIndex[index];
                    }

                    return this.Parse(Encoding.UTF8.GetString(utf8.ToArray()), position);
                }

                return this.Parse(reader.ReadString()!, position);
            }

            MessagePackType type = reader.NextMessagePackType;
            if (type != MessagePackType.Integer)
            {
                ThrowHelper.ThrowEnumExpected(typeof(T), type, position);
            }

            return Enum.GetUnderlyingType(typeof(T)) == typeof(ulong)
                ? (T)Enum.ToObject(typeof(T), reader.ReadUInt64())
                : (T)Enum.ToObject(typeof(T), reader.ReadInt64());
        }

        private T Parse(string name, long position)
        {
            if (this.valuesByMemberValue.TryGetValue(name, out T byMemberValue))
            {
                return byMemberValue;
            }

            if (this.valuesByMemberValue.Count != 0 && name.IndexOf(',') >= 0)
            {
                return this.ParseFlagParts(name, position);
            }

            if (Enum.TryParse(name, this.ignoreCase, out T value))
            {
                return value;
            }

            ThrowHelper.ThrowEnumNameUnknown(typeof(T), name, position);
            return default;
        }

        private string RenameFlagParts(string text)
        {
            string[] parts = text.Split(',');
            for (int i = 0; i < parts.Length; i++)
            {
                string part = parts[i].Trim();
                parts[i] = this.memberValuesByFieldName.TryGetValue(part, out string? memberValue) ? memberValue : part;
            }

            return string.Join(", ", parts);
        }

        /// <summary>Reads "a, b" where each part is an [EnumMember] value or a field name.</summary>
        private T ParseFlagParts(string text, long position)
        {
            bool unsigned = Enum.GetUnderlyingType(typeof(T)) == typeof(ulong);
            ulong bits = 0;
            foreach (string rawPart in text.Split(','))
            {
                string part = rawPart.Trim();
                if (!this.valuesByMemberValue.TryGetValue(part, out T partValue) && !Enum.TryParse(part, this.ignoreCase, out partValue))
                {
                    ThrowHelper.ThrowEnumNameUnknown(typeof(T), text, position);
                }

                IConvertible convertible = partValue;
                bits |= unsigned ? convertible.ToUInt64(null) : unchecked((ulong)convertible.ToInt64(null));
            }

            return unsigned ? (T)Enum.ToObject(typeof(T), bits) : (T)Enum.ToObject(typeof(T), unchecked((long)bits));
        }
    }
}
