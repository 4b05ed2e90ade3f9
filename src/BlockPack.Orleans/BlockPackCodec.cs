using System;
using System.Collections.Generic;
using global::Orleans;
using global::Orleans.Serialization;
using global::Orleans.Serialization.Cloning;
using global::Orleans.Serialization.Serializers;
using Microsoft.Extensions.Options;

namespace BlockPack.Orleans
{
    /// <summary>
    /// The Orleans codec and deep copier that hands the types chosen by <see cref="BlockPackCodecOptions"/> to BlockPack.
    /// Registered by
    /// <see cref="BlockPackSerializerBuilderExtensions.AddBlockPackSerializer(ISerializerBuilder, Func{Type, bool}?, Func{Type, bool}?, BlockPackCodecOptions?)"/>;
    /// applications do not call it directly. Thread-safe: one instance serves every call of a silo or client.
    /// </summary>
    /// <remarks>
    /// A value is written as an Orleans tag-delimited field whose schema type is this codec (the alias
    /// <see cref="WellKnownAlias"/>), holding field 0, the value's type as Orleans encodes types, and field 1, the BlockPack
    /// bytes behind a length prefix. The reading side accepts only a type this codec takes, decodes with
    /// <see cref="MessagePackSecurity.UntrustedData"/> limits unless told otherwise, and reports every failure as a
    /// <see cref="SerializerException"/> whose inner exception is BlockPack's.
    /// </remarks>
    [Alias(WellKnownAlias)]
    public sealed partial class BlockPackCodec : IGeneralizedCodec, IGeneralizedCopier, ITypeFilter
    {
        /// <summary>The alias Orleans writes for this codec in a field's schema type: <c>blockpack</c>.</summary>
        public const string WellKnownAlias = "blockpack";

        private static readonly Type SelfType = typeof(BlockPackCodec);

        private readonly BlockPackTypeSelection selection;

        /// <summary>Initializes a new instance of the <see cref="BlockPackCodec"/> class.</summary>
        /// <param name="codecSelectors">The codec selectors registered with the container; those named <see cref="WellKnownAlias"/> add types.</param>
        /// <param name="copierSelectors">The copier selectors registered with the container; those named <see cref="WellKnownAlias"/> add types.</param>
        /// <param name="options">The codec's options.</param>
        /// <exception cref="ArgumentNullException">An argument is <see langword="null"/>.</exception>
        public BlockPackCodec(IEnumerable<ICodecSelector> codecSelectors, IEnumerable<ICopierSelector> copierSelectors, IOptions<BlockPackCodecOptions> options)
        {
            ArgumentNullException.ThrowIfNull(codecSelectors);
            ArgumentNullException.ThrowIfNull(copierSelectors);
            ArgumentNullException.ThrowIfNull(options);
            BlockPackCodecOptions settings = options.Value;
            this.selection = new BlockPackTypeSelection(codecSelectors, copierSelectors, settings);
            this.WriteOptions = settings.SerializerOptions;

            // Framing is recognized on read whatever the writer chose, so peers may change compression one at a time.
            this.ReadOptions = this.WriteOptions.Compression == MessagePackCompression.None
                ? this.WriteOptions.WithCompression(MessagePackCompression.Lz4BlockArray)
                : this.WriteOptions;

            this.CopyOptions = CreateCopyOptions(this.WriteOptions);
        }

        /// <summary>Gets the options values are written with.</summary>
        internal MessagePackSerializerOptions WriteOptions { get; }

        /// <summary>Gets the options values are read with: the write options, with framing recognition always on.</summary>
        internal MessagePackSerializerOptions ReadOptions { get; }

        /// <summary>
        /// Gets the options deep copies are made with: the write options (so the user's resolver and depth limit) without
        /// compression and with <see cref="MessagePackSecurity.TrustedData"/>.
        /// </summary>
        internal MessagePackSerializerOptions CopyOptions { get; }

        /// <summary>
        /// Derives the copy options from <paramref name="writeOptions"/>. A copy never leaves the process, so compressing
        /// it would only cost time; and the bytes it reads back are the ones it has just written from the caller's own
        /// object, so the untrusted-data defenses (keyed hashing of every dictionary and set key) would only cost time
        /// too and would give the copy's sets and dictionaries a comparer the original does not have. The depth limit is
        /// kept: a cyclic graph still fails the copy instead of overflowing the stack.
        /// </summary>
        private static MessagePackSerializerOptions CreateCopyOptions(MessagePackSerializerOptions writeOptions)
            => writeOptions
                .WithCompression(MessagePackCompression.None)
                .WithSecurity(MessagePackSecurity.TrustedData.WithMaximumObjectGraphDepth(writeOptions.Security.MaximumObjectGraphDepth));

        /// <inheritdoc/>
        bool IGeneralizedCodec.IsSupportedType(Type type) => type == SelfType || this.selection.IsSerializable(type);

        /// <inheritdoc/>
        bool IGeneralizedCopier.IsSupportedType(Type type) => this.selection.IsCopyable(type);

        /// <inheritdoc/>
        bool? ITypeFilter.IsTypeAllowed(Type type) => this.selection.IsSerializable(type) || this.selection.IsCopyable(type) ? true : null;
    }
}
