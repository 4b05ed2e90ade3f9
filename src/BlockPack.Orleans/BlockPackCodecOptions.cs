using System;

namespace BlockPack.Orleans
{
    /// <summary>
    /// How the BlockPack codec writes and reads grain-call values, and which types it takes from Orleans' own serializer.
    /// </summary>
    /// <remarks>
    /// The codec takes a type when a predicate passed to
    /// <see cref="BlockPackSerializerBuilderExtensions.AddBlockPackSerializer(global::Orleans.Serialization.ISerializerBuilder, Func{Type, bool}?, Func{Type, bool}?, BlockPackCodecOptions?)"/>
    /// says so, else when <see cref="IsSerializableType"/> answers, else when the type carries
    /// <see cref="MessagePackObjectAttribute"/> (or <see cref="System.Runtime.Serialization.DataContractAttribute"/> with
    /// <see cref="IncludeDataContractTypes"/>). Orleans asks its own generated and built-in codecs first, so types with
    /// <c>[GenerateSerializer]</c> and the framework types Orleans knows stay with Orleans (docs/orleans.md). Settings are
    /// read when the codec is created; change them before the silo or client starts.
    /// </remarks>
    public sealed class BlockPackCodecOptions
    {
        /// <summary>
        /// Gets the serializer options the codec uses unless told otherwise: <see cref="MessagePackSerializerOptions.Standard"/>
        /// with <see cref="MessagePackCompression.Lz4BlockArray"/> (values shorter than
        /// <see cref="MessagePackSerializerOptions.CompressionMinLength"/> stay plain) and
        /// <see cref="MessagePackSecurity.UntrustedData"/>, because every value the codec reads came from another process.
        /// </summary>
        public static MessagePackSerializerOptions DefaultSerializerOptions { get; } = MessagePackSerializerOptions.Standard
            .WithCompression(MessagePackCompression.Lz4BlockArray)
            .WithSecurity(MessagePackSecurity.UntrustedData);

        private MessagePackSerializerOptions serializerOptions = DefaultSerializerOptions;

        /// <summary>Gets or sets the serializer options grain-call values are written and read with.</summary>
        /// <exception cref="ArgumentNullException">The value is <see langword="null"/>.</exception>
        public MessagePackSerializerOptions SerializerOptions
        {
            get => this.serializerOptions;
            set
            {
                ArgumentNullException.ThrowIfNull(value);
                this.serializerOptions = value;
            }
        }

        /// <summary>
        /// Gets or sets a value indicating whether types carrying <see cref="System.Runtime.Serialization.DataContractAttribute"/>
        /// are taken by default, as types carrying <see cref="MessagePackObjectAttribute"/> always are. Off by default.
        /// </summary>
        public bool IncludeDataContractTypes { get; set; }

        /// <summary>
        /// Gets or sets a predicate that decides which types the codec serializes, consulted after the predicates given
        /// to <c>AddBlockPackSerializer</c> and before the attribute rule: <see langword="true"/> takes the type,
        /// <see langword="false"/> leaves it to Orleans even when it carries <see cref="MessagePackObjectAttribute"/>,
        /// <see langword="null"/> applies the attribute rule.
        /// </summary>
        public Func<Type, bool?>? IsSerializableType { get; set; }

        /// <summary>
        /// Gets or sets a predicate that decides which types the codec deep-copies, with the same meaning of its answers
        /// as <see cref="IsSerializableType"/>.
        /// </summary>
        public Func<Type, bool?>? IsCopyableType { get; set; }
    }
}
