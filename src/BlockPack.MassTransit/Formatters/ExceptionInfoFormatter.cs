using System.Collections.Generic;
using System.Runtime.Serialization;
using BlockPack.Formatters;
using MassTransit;
using MassTransit.Events;

namespace BlockPack.MassTransit.Formatters
{
    /// <summary>
    /// Writes an <see cref="ExceptionInfo"/> as an array of 6 (type, message, stack trace, source, data, inner
    /// exception) and reads it back as a <see cref="FaultExceptionInfo"/>. Inner exceptions nest; the depth counts
    /// against the options' <see cref="MessagePackSecurity.MaximumObjectGraphDepth"/>.
    /// </summary>
    internal sealed class ExceptionInfoFormatter : IMessagePackFormatter<ExceptionInfo>
    {
        /// <summary>The one instance.</summary>
        internal static readonly ExceptionInfoFormatter Instance = new ExceptionInfoFormatter();

        private const int ElementCount = 6;

        /// <inheritdoc/>
        public void Serialize(ref MessagePackWriter writer, ExceptionInfo value, MessagePackSerializerOptions options)
        {
            if (value is null)
            {
                writer.WriteNil();
                return;
            }

            writer.WriteArrayHeader(ElementCount);
            writer.Write(value.ExceptionType);
            writer.Write(value.Message);
            writer.Write(value.StackTrace);
            writer.Write(value.Source);
            IDictionary<string, object?>? data = value.Data!;
            HeaderValueCodec.WriteMap(ref writer, data, data?.Count ?? 0);
            options.Security.DepthStep(ref writer);
            try
            {
                this.Serialize(ref writer, value.InnerException!, options);
            }
            finally
            {
                writer.Depth--;
            }
        }

        /// <inheritdoc/>
        public ExceptionInfo Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options)
        {
            if (reader.TryReadNil())
            {
                return null!;
            }

            int count = reader.ReadArrayHeader();
            if (count != ElementCount)
            {
                throw new SerializationException($"The exception information has {count} elements; BlockPack writes {ElementCount}.");
            }

            var info = new FaultExceptionInfo
            {
                ExceptionType = reader.ReadString()!,
                Message = reader.ReadString()!,
                StackTrace = reader.ReadString()!,
                Source = reader.ReadString()!,
            };
            info.Data = HeaderValueCodec.ReadMap(ref reader, "exception data")!;
            options.Security.DepthStep(ref reader);
            try
            {
                info.InnerException = this.Deserialize(ref reader, options);
            }
            finally
            {
                reader.Depth--;
            }

            return info;
        }
    }
}
