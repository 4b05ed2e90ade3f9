using System;
using System.Buffers;
using BlockPack.Formatters;

namespace BlockPack.Tests.Compression
{
    /// <summary>Formatters for the compression tests' own types, independent of the built-in formatters.</summary>
    internal sealed class CompressionTestResolver : IFormatterResolver
    {
        internal static readonly CompressionTestResolver Instance = new CompressionTestResolver();

        public IMessagePackFormatter<T>? GetFormatter<T>()
        {
            object? formatter = typeof(T) == typeof(RawMsgpack) ? new RawFormatter()
                : typeof(T) == typeof(RecordStream) ? new RecordStreamFormatter()
                : typeof(T) == typeof(RecordDigest) ? new RecordDigestFormatter()
                : typeof(T) == typeof(uint) ? new UInt32Formatter()
                : typeof(T) == typeof(FailingValue) ? new FailingFormatter()
                : null;
            return (IMessagePackFormatter<T>?)formatter;
        }

        private sealed class RawFormatter : IMessagePackFormatter<RawMsgpack>
        {
            public void Serialize(ref MessagePackWriter writer, RawMsgpack value, MessagePackSerializerOptions options)
                => writer.WriteRaw(value.Bytes);

            public RawMsgpack Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
                => new RawMsgpack(reader.ReadRaw().ToArray());
        }

        private sealed class FailingFormatter : IMessagePackFormatter<FailingValue>
        {
            public void Serialize(ref MessagePackWriter writer, FailingValue value, MessagePackSerializerOptions options)
            {
                writer.WriteRaw(new byte[value.BytesBeforeFailure]);
                throw new InvalidOperationException("The formatter failed on purpose.");
            }

            public FailingValue Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
                => throw new NotSupportedException();
        }

        private sealed class UInt32Formatter : IMessagePackFormatter<uint>
        {
            public void Serialize(ref MessagePackWriter writer, uint value, MessagePackSerializerOptions options) => writer.Write(value);

            public uint Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) => reader.ReadUInt32();
        }

        private sealed class RecordStreamFormatter : IMessagePackFormatter<RecordStream>
        {
            public void Serialize(ref MessagePackWriter writer, RecordStream value, MessagePackSerializerOptions options)
            {
                writer.WriteArrayHeader(value.Count);
                for (int i = 0; i < value.Count; i++)
                {
                    writer.WriteArrayHeader(3);
                    writer.Write(i);
                    writer.Write(RecordStream.Name(i));
                    writer.Write(i * 0.5);
                }
            }

            public RecordStream Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
                => throw new NotSupportedException("Read a RecordDigest instead.");
        }

        private sealed class RecordDigestFormatter : IMessagePackFormatter<RecordDigest>
        {
            public void Serialize(ref MessagePackWriter writer, RecordDigest value, MessagePackSerializerOptions options)
                => throw new NotSupportedException("Write a RecordStream instead.");

            public RecordDigest Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
            {
                int count = reader.ReadArrayHeader();
                long ids = 0;
                long nameLengths = 0;
                for (int i = 0; i < count; i++)
                {
                    if (reader.ReadArrayHeader() != 3)
                    {
                        throw new MessagePackSerializationException("A record has three fields.");
                    }

                    ids += reader.ReadInt32();
                    nameLengths += reader.ReadStringSequence()?.Length ?? 0;
                    reader.ReadDouble();
                }

                return new RecordDigest(count, ids, nameLengths);
            }
        }
    }
}
