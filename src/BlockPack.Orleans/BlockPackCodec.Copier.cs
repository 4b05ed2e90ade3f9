using System;
using BlockPack.Orleans.Buffers;
using global::Orleans.Serialization.Cloning;

namespace BlockPack.Orleans
{
    /// <content>Deep copies: Orleans copies grain-call arguments and results between grains of one process.</content>
    public sealed partial class BlockPackCodec
    {
        /// <inheritdoc/>
        object? IDeepCopier.DeepCopy(object? input, CopyContext context)
        {
            if (input is null)
            {
                return null;
            }

            if (context.TryGetCopy(input, out object? known) && known is not null)
            {
                return known;
            }

            Type type = input.GetType();
            if (this.selection.IsImmutable(type))
            {
                // Orleans' own rule: an [Immutable] value is shared, not copied.
                context.RecordCopy(input, input);
                return input;
            }

            object copy = this.CopyThroughBytes(input, type);
            context.RecordCopy(input, copy);
            return copy;
        }

        /// <summary>
        /// Copies <paramref name="input"/> by writing it with BlockPack (with <see cref="CopyOptions"/>, into pooled chunks) and reading it
        /// back. A value that does not survive the round trip fails the copy with the cause; it never comes back as
        /// <see langword="null"/>.
        /// </summary>
        private object CopyThroughBytes(object input, Type type)
        {
            using var bytes = new ChunkedBuffer();
            try
            {
                MessagePackSerializer.Serialize(type, bytes, input, this.CopyOptions);
                return MessagePackSerializer.Deserialize(type, bytes.AsSequence(), this.CopyOptions) ?? ThrowHelper.ThrowCopyWasNull(type);
            }
            catch (MessagePackSerializationException ex)
            {
                return ThrowHelper.ThrowCopyFailed(type, ex);
            }
        }
    }
}
