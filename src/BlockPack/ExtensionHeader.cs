using System;

namespace BlockPack
{
    /// <summary>The header of a MessagePack extension value: its type code and payload length.</summary>
    public readonly struct ExtensionHeader : IEquatable<ExtensionHeader>
    {
        /// <summary>Initializes a new header.</summary>
        /// <param name="typeCode">The extension type; negative codes are reserved by the specification.</param>
        /// <param name="length">The payload length in bytes.</param>
        public ExtensionHeader(sbyte typeCode, uint length)
        {
            this.TypeCode = typeCode;
            this.Length = length;
        }

        /// <summary>Initializes a new header.</summary>
        /// <param name="typeCode">The extension type; negative codes are reserved by the specification.</param>
        /// <param name="length">The payload length in bytes; must not be negative.</param>
        public ExtensionHeader(sbyte typeCode, int length)
        {
            if (length < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(length), length, "An extension payload length cannot be negative.");
            }

            this.TypeCode = typeCode;
            this.Length = (uint)length;
        }

        /// <summary>Gets the extension type code.</summary>
        public sbyte TypeCode { get; }

        /// <summary>Gets the payload length in bytes.</summary>
        public uint Length { get; }

        /// <inheritdoc/>
        public bool Equals(ExtensionHeader other) => this.TypeCode == other.TypeCode && this.Length == other.Length;

        /// <inheritdoc/>
        public override bool Equals(object? obj) => obj is ExtensionHeader other && this.Equals(other);

        /// <inheritdoc/>
        public override int GetHashCode() => unchecked((this.TypeCode * 397) ^ (int)this.Length);

        /// <inheritdoc/>
        public override string ToString() => $"ext {this.TypeCode}, {this.Length} bytes";
    }
}
