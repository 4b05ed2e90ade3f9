using System;
using System.Linq;
using global::Orleans.Serialization;
using global::Orleans.Serialization.Cloning;
using global::Orleans.Serialization.Serializers;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.Orleans
{
    /// <summary>Puts BlockPack on Orleans' wire: <c>services.AddSerializer(b =&gt; b.AddBlockPackSerializer())</c>.</summary>
    public static class BlockPackSerializerBuilderExtensions
    {
        /// <summary>The namespace of <see cref="MessagePackSerializationException"/>.</summary>
        private const string ExceptionNamespace = "BlockPack";

        /// <summary>
        /// Registers the BlockPack codec and deep copier with Orleans' serializer, for the types
        /// <paramref name="isSerializable"/> and <paramref name="isCopyable"/> choose and those carrying
        /// <see cref="MessagePackObjectAttribute"/>. Call it on the silo's and the client's services alike
        /// (<c>siloBuilder.Services.AddSerializer(b =&gt; b.AddBlockPackSerializer())</c>); calling it again adds
        /// predicates and replaces the options, and registers the codec once.
        /// </summary>
        /// <param name="builder">Orleans' serializer builder.</param>
        /// <param name="isSerializable">Types the codec serializes besides the default ones, or <see langword="null"/>.</param>
        /// <param name="isCopyable">Types the codec deep-copies besides the default ones, or <see langword="null"/>.</param>
        /// <param name="options">The codec's settings, or <see langword="null"/> for the defaults (<see cref="BlockPackCodecOptions"/>).</param>
        /// <returns><paramref name="builder"/>, for chaining.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="builder"/> is <see langword="null"/>.</exception>
        public static ISerializerBuilder AddBlockPackSerializer(
            this ISerializerBuilder builder,
            Func<Type, bool>? isSerializable = null,
            Func<Type, bool>? isCopyable = null,
            BlockPackCodecOptions? options = null)
        {
            ArgumentNullException.ThrowIfNull(builder);
            return builder.AddBlockPackSerializer(isSerializable, isCopyable, options is null ? null : target => CopySettings(options, target));
        }

        /// <summary>
        /// Registers the BlockPack codec and deep copier with Orleans' serializer and configures its settings with a delegate.
        /// </summary>
        /// <param name="builder">Orleans' serializer builder.</param>
        /// <param name="isSerializable">Types the codec serializes besides the default ones, or <see langword="null"/>.</param>
        /// <param name="isCopyable">Types the codec deep-copies besides the default ones, or <see langword="null"/>.</param>
        /// <param name="configure">Changes the codec's settings, or <see langword="null"/> to keep the defaults.</param>
        /// <returns><paramref name="builder"/>, for chaining.</returns>
        /// <exception cref="ArgumentNullException"><paramref name="builder"/> is <see langword="null"/>.</exception>
        public static ISerializerBuilder AddBlockPackSerializer(
            this ISerializerBuilder builder,
            Func<Type, bool>? isSerializable,
            Func<Type, bool>? isCopyable,
            Action<BlockPackCodecOptions>? configure)
        {
            ArgumentNullException.ThrowIfNull(builder);
            IServiceCollection services = builder.Services;
            OptionsBuilderConfigure(services, configure);

            if (isSerializable is not null)
            {
                services.AddSingleton<ICodecSelector>(new DelegateCodecSelector { CodecName = BlockPackCodec.WellKnownAlias, IsSupportedTypeDelegate = isSerializable });
            }

            if (isCopyable is not null)
            {
                services.AddSingleton<ICopierSelector>(new DelegateCopierSelector { CopierName = BlockPackCodec.WellKnownAlias, IsSupportedTypeDelegate = isCopyable });
            }

            if (!services.Any(d => d.ServiceType == typeof(BlockPackCodec)))
            {
                services.AddSingleton<BlockPackCodec>();
                services.AddSingleton<IGeneralizedCodec>(sp => sp.GetRequiredService<BlockPackCodec>());
                services.AddSingleton<IGeneralizedCopier>(sp => sp.GetRequiredService<BlockPackCodec>());
                services.AddSingleton<ITypeFilter>(sp => sp.GetRequiredService<BlockPackCodec>());
                builder.Configure(manifest => manifest.WellKnownTypeAliases[BlockPackCodec.WellKnownAlias] = typeof(BlockPackCodec));

                // A call that fails to decode is answered with the failure, whose inner exception is BlockPack's
                // MessagePackSerializationException; Orleans' exception codec carries only exceptions of namespaces
                // it is told about, and would otherwise replace the whole answer with a CodecNotFoundException.
                services.Configure<ExceptionSerializationOptions>(exceptions =>
                {
                    if (!exceptions.SupportedNamespacePrefixes.Contains(ExceptionNamespace))
                    {
                        exceptions.SupportedNamespacePrefixes.Add(ExceptionNamespace);
                    }
                });
            }

            return builder;
        }

        private static void OptionsBuilderConfigure(IServiceCollection services, Action<BlockPackCodecOptions>? configure)
        {
            var optionsBuilder = services.AddOptions<BlockPackCodecOptions>();
            if (configure is not null)
            {
                optionsBuilder.Configure(configure);
            }
        }

        private static void CopySettings(BlockPackCodecOptions source, BlockPackCodecOptions target)
        {
            target.SerializerOptions = source.SerializerOptions;
            target.IncludeDataContractTypes = source.IncludeDataContractTypes;
            target.IsSerializableType = source.IsSerializableType;
            target.IsCopyableType = source.IsCopyableType;
        }
    }
}
