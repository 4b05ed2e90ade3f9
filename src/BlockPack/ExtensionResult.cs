using System;
using System.Buffers;

namespace BlockPack
{
    /// <summary>An extension value: its type code and its payload bytes.</summary>
    public readonly struct ExtensionResult
    {
        /// <summary>Initializes a new extension value over contiguous memory.</summary>
        /// <param name="typeCode">The extension type code.</param>
        /// <param name="data">The payload.</param>
        public ExtensionResult(sbyte typeCode, Memory<byte> data)
        {
            this.TypeCode = typeCode;
            this.Data = new ReadOnlySequence<byte>(data);
        }

        /// <summary>Initializes a new extension value over a sequence.</summary>
        /// <param name="typeCode">The extension type code.</param>
        /// <param name="data">The payload.</param>
        public ExtensionResult(sbyte typeCode, ReadOnlySequence<byte> data)
        {
            this.TypeCode = typeCode;
            this.Data = data;
        }

        /// <summary>Gets the extension type code.</summary>
        public sbyte TypeCode { get; }

        /// <summary>Gets the payload bytes.</summary>
        public ReadOnlySequence<byte> Data { get; }

        /// <summary>Gets the header that describes this value.</summary>
        public ExtensionHeader Header => new ExtensionHeader(this.TypeCode, checked((uint)this.Data.Length));
    }
}
