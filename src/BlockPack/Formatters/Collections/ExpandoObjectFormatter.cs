using System;
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
    /// proportional to its member count, so a map of more than a few dozen members is read whole and handed to the object
    /// at once, in linear time (where the runtime's <see cref="ExpandoObject"/> does not allow that, as under NativeAOT,
    /// members are added one by one, O(n²) for n members). A map with more members than
    /// <see cref="MessagePackSecurity.MaximumExpandoObjectMembers"/> (1,024 under <see cref="MessagePackSecurity.UntrustedData"/>)
    /// is refused from its header, before anything is read. Large maps of unknown schema also read into a
    /// <c>Dictionary&lt;string, object&gt;</c>, which takes the same bytes.
    /// </remarks>
    public sealed class ExpandoObjectFormatter : IMessagePackFormatter<ExpandoObject?>
    {
        /// <summary>The shared instance.</summary>
        public static readonly ExpandoObjectFormatter Instance = new ExpandoObjectFormatter();

        // Up to this many members, ExpandoObject's own Add is cheap, and it lets objects of one shape share their
        // member-name tables; larger maps are read whole and then given to the object at once (ExpandoObjectLayout).
        private const int AddOneByOneUpTo = 32;

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
            if (count <= AddOneByOneUpTo || !ExpandoObjectLayout.IsAvailable)
            {
                CollectionReading.ReadEntries<string, object?, IDictionary<string, object?>>(ref reader, count, result, typeof(ExpandoObject), options);
                return result;
            }

            ReadAllThenFill(ref reader, count, result, options);
            return result;
        }

        private static void ReadAllThenFill(ref MessagePackReader reader, int count, ExpandoObject result, MessagePackSerializerOptions options)
        {
            IMessagePackFormatter<string?> keyFormatter = options.Resolver.GetFormatterWithVerify<string?>();
            IMessagePackFormatter<object?> valueFormatter = options.Resolver.GetFormatterWithVerify<object?>();

            // The lists grow with what is actually read: the header's count is not trusted for an allocation.
            int initial = Math.Min(count, 1024);
            var names = new List<string>(initial);
            var values = new List<object?>(initial);
            var seen = new HashSet<string>(options.Security.GetEqualityComparer<string>());
            options.Security.DepthStep(ref reader);
            try
            {
                for (int i = 0; i < count; i++)
                {
                    reader.CancellationToken.ThrowIfCancellationRequested();
                    long keyPosition = reader.Consumed;
                    string? name = keyFormatter.Deserialize(ref reader, options);
                    object? value = valueFormatter.Deserialize(ref reader, options);
                    if (name is null)
                    {
                        ThrowHelper.ThrowNullKey(typeof(ExpandoObject), keyPosition);
                    }

                    if (!seen.Add(name))
                    {
                        ThrowHelper.ThrowDuplicateKey(typeof(ExpandoObject), name, keyPosition);
                    }

                    names.Add(name);
                    values.Add(value);
                }
            }
            finally
            {
                reader.Depth--;
            }

            ExpandoObjectLayout.Fill(result, names.ToArray(), values.ToArray());
        }
    }
}
