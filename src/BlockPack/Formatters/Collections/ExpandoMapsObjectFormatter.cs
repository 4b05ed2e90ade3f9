using System.Dynamic;

namespace BlockPack.Formatters.Collections
{
    /// <summary>
    /// The <see cref="object"/> formatter of <see cref="Resolvers.ExpandoObjectResolver"/>: as
    /// <see cref="PrimitiveObjectFormatter"/>, except that every map, at any depth, reads as an
    /// <see cref="ExpandoObject"/> (its keys must be strings), so data of unknown schema can be used through
    /// <c>dynamic</c>.
    /// </summary>
    internal sealed class ExpandoMapsObjectFormatter : IMessagePackFormatter<object?>
    {
        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, object? value, MessagePackSerializerOptions options) =>
            PrimitiveObjectFormatter.Instance.Serialize(ref writer, value, options);

        /// <inheritdoc/>
        public object? Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            switch (reader.NextMessagePackType)
            {
                case MessagePackType.Map:
                    // Values come back through options.Resolver's object formatter, which is this one.
                    return ExpandoObjectFormatter.Instance.Deserialize(ref reader, options);
                case MessagePackType.Array:
                    // Elements too, so maps inside arrays become ExpandoObjects as well.
                    return CollectionReading.ReadArray<object?>(ref reader, options);
                default:
                    return PrimitiveObjectFormatter.Instance.Deserialize(ref reader, options);
            }
        }
    }
}
