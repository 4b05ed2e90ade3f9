using System;
using System.Buffers;
using BlockPack.Orleans.Buffers;
using global::Orleans.Serialization;
using global::Orleans.Serialization.Buffers;
using global::Orleans.Serialization.Codecs;
using global::Orleans.Serialization.WireProtocol;

namespace BlockPack.Orleans
{
    /// <content>Writing a value into Orleans' writer and reading it from Orleans' reader.</content>
    public sealed partial class BlockPackCodec
    {
        private const uint TypeFieldId = 0;
        private const uint BodyFieldId = 1;

        /// <summary>The most bytes handed to Orleans' writer in one call (8 KiB).</summary>
        private const int WritePieceLength = 8 * 1024;

        /// <inheritdoc/>
        void IFieldCodec.WriteField<TBufferWriter>(ref Writer<TBufferWriter> writer, uint fieldIdDelta, Type? expectedType, object? value)
        {
            if (ReferenceCodec.TryWriteReferenceField(ref writer, fieldIdDelta, expectedType, value))
            {
                return;
            }

            Type type = value!.GetType();
            using var body = new ChunkedBuffer();
            try
            {
                MessagePackSerializer.Serialize(type, body, value, this.WriteOptions);
            }
            catch (MessagePackSerializationException ex)
            {
                ThrowHelper.ThrowSerializeFailed(type, ex);
            }

            if (body.Length > uint.MaxValue)
            {
                ThrowHelper.ThrowValueTooLong(type, body.Length);
            }

            writer.WriteFieldHeader(fieldIdDelta, expectedType, SelfType, WireType.TagDelimited);

            ReferenceCodec.MarkValueField(writer.Session);
            writer.WriteFieldHeaderExpected(TypeFieldId, WireType.LengthPrefixed);
            writer.Session.TypeCodec.WriteLengthPrefixed(ref writer, type);

            ReferenceCodec.MarkValueField(writer.Session);
            writer.WriteFieldHeaderExpected(BodyFieldId - TypeFieldId, WireType.LengthPrefixed);
            writer.WriteVarUInt32((uint)body.Length);
            foreach (ReadOnlyMemory<byte> segment in body.AsSequence())
            {
                // Pieces of at most WritePieceLength bytes: Orleans' writer asks its output for as much room as one
                // write needs, and a whole chunk would make a pooled output take arrays of the large object heap.
                ReadOnlySpan<byte> rest = segment.Span;
                while (!rest.IsEmpty)
                {
                    int count = Math.Min(rest.Length, WritePieceLength);
                    writer.Write(rest.Slice(0, count));
                    rest = rest.Slice(count);
                }
            }

            writer.WriteEndObject();
        }

        /// <inheritdoc/>
        object? IFieldCodec.ReadValue<TInput>(ref Reader<TInput> reader, Field field)
        {
            if (field.IsReference)
            {
                return ReferenceCodec.ReadReference(ref reader, field.FieldType);
            }

            field.EnsureWireTypeTagDelimited();
            uint placeholder = ReferenceCodec.CreateRecordPlaceholder(reader.Session);
            Type? type = null;
            object? result = null;
            bool hasBody = false;
            uint fieldId = 0;
            while (true)
            {
                Field header = reader.ReadFieldHeader();
                if (header.IsEndBaseOrEndObject)
                {
                    break;
                }

                fieldId += header.FieldIdDelta;
                switch (fieldId)
                {
                    case TypeFieldId:
                        ReferenceCodec.MarkValueField(reader.Session);
                        type = reader.Session.TypeCodec.ReadLengthPrefixed(ref reader);
                        if (type is null || !this.selection.IsSerializable(type))
                        {
                            ThrowHelper.ThrowTypeNotTaken(type);
                        }

                        break;
                    case BodyFieldId:
                        if (type is null)
                        {
                            ThrowHelper.ThrowTypeFieldMissing();
                        }

                        ReferenceCodec.MarkValueField(reader.Session);
                        result = this.ReadBody(ref reader, type);
                        hasBody = true;
                        break;
                    default:
                        reader.ConsumeUnknownField(header);
                        break;
                }
            }

            if (!hasBody)
            {
                ThrowHelper.ThrowBodyFieldMissing(type);
            }

            ReferenceCodec.RecordObject(reader.Session, result, placeholder);
            return result!;
        }

        /// <summary>
        /// Reads the length-prefixed BlockPack bytes of one value and decodes them. The bytes are gathered chunk by chunk
        /// as they are read, so a length a peer merely declares costs nothing beyond the bytes that really arrive.
        /// </summary>
        private object ReadBody<TInput>(ref Reader<TInput> reader, Type type)
        {
            uint length = reader.ReadVarUInt32();
            using var body = new ChunkedBuffer();
            long left = length;
            while (left > 0)
            {
                Span<byte> destination = body.GetSpan(1);
                int count = (int)Math.Min(destination.Length, left);
                reader.ReadBytes(destination.Slice(0, count));
                body.Advance(count);
                left -= count;
            }

            try
            {
                // The codec writes a value only when it is not null (Orleans writes null itself), so nil here is damage.
                return MessagePackSerializer.Deserialize(type, body.AsSequence(), this.ReadOptions) ?? ThrowHelper.ThrowNilBody(type);
            }
            catch (MessagePackSerializationException ex)
            {
                return ThrowHelper.ThrowDeserializeFailed(type, length, ex);
            }
        }
    }
}
