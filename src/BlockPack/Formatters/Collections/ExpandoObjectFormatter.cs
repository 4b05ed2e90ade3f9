using System.Collections.Generic;
using System.Dynamic;
using BlockPack.Formatters.Collections;
using BlockPack.Internal;

namespace BlockPack.Formatters
{
    /// <summary>
    /// Writes an <see cref="ExpandoObject"/> as a MessagePack map from member name to value, values through the
    /// options' <see cref="object"/> formatter, and reads a map with string keys back into one, as MessagePack-CSharp
    /// does; <see langword="null"/> is nil. A nil or repeated member name is rejected.
    /// </summary>
    /// <remarks>
    /// Nested maps read as whatever the options' <see cref="object"/> formatter makes of them
    /// (<c>Dictionary&lt;object, object&gt;</c> with the standard resolvers); <see cref="Resolvers.ExpandoObjectResolver"/>
    /// reads them as <see cref="ExpandoObject"/> too. Adding a member to an <see cref="ExpandoObject"/> costs time
    /// proportional to its member count, so a map of n members costs O(n²) to read; a map with more members than
    /// <see cref="MessagePackSecurity.MaximumExpandoObjectMembers"/> (1,024 under <see cref="MessagePackSecurity.UntrustedData"/>)
    /// is refused from its header, before anything is read. Large maps of unknown schema read linearly into a
    /// <c>Dictionary&lt;string, object&gt;</c>, which takes the same bytes.
    /// </remarks>
    public sealed class ExpandoObjectFormatter : IMessagePackFormatter<ExpandoObject?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ExpandoObjectFormatter Instance = new ExpandoObjectFormatter();

        private ExpandoObjectFormatter()
        {
        }

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ExpandoObject? value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            DictionaryFormatting.WriteCounted<string, object?>(ref writer, value, ((ICollection<KeyValuePair<string, object?>>)value).Count, options);
        }

        /// <inheritdoc/>
        public ExpandoObject? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null;
            }

            long position = reader.Consumed;
            int count = reader.ReadMapHeader();
            int limit = options.Security.MaximumExpandoObjectMembers;
            if (count > limit)
            {
                ThrowHelper.ThrowTooManyExpandoMembers(count, limit, position);
            }

            var result = new ExpandoObject();
            CollectionReading.ReadEntries<string, object?, IDictionary<string, object?>>(ref reader, count, result, typeof(ExpandoObject), options);
            return result;
        }
    }
}
