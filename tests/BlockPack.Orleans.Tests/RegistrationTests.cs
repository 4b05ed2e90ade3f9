using System;
using System.Linq;
using BlockPack.Orleans.Tests.Model;
using global::Orleans.Serialization;
using global::Orleans.Serialization.Cloning;
using global::Orleans.Serialization.Serializers;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.Orleans.Tests
{
    /// <summary>AddBlockPackSerializer: registered once however often it is called, options taken from either overload.</summary>
    public sealed class RegistrationTests
    {
        [Fact]
        public void CalledTwice_RegistersOneCodec_AndKeepsBothPredicates()
        {
            using ServiceProvider services = new ServiceCollection()
                .AddSerializer(b => b.AddBlockPackSerializer(t => t == typeof(ForgedValue)).AddBlockPackSerializer(t => t == typeof(NilWritingValue)))
                .BuildServiceProvider();

            Assert.Single(services.GetServices<IGeneralizedCodec>().OfType<BlockPackCodec>());
            Assert.Single(services.GetServices<IGeneralizedCopier>().OfType<BlockPackCodec>());
            IGeneralizedCodec codec = services.GetRequiredService<BlockPackCodec>();
            Assert.True(codec.IsSupportedType(typeof(ForgedValue)));
            Assert.True(codec.IsSupportedType(typeof(NilWritingValue)));
        }

        [Fact]
        public void OptionsInstance_IsApplied()
        {
            var options = new BlockPackCodecOptions { SerializerOptions = MessagePackSerializerOptions.Standard };
            using ServiceProvider services = new ServiceCollection()
                .AddSerializer(b => b.AddBlockPackSerializer(options: options))
                .BuildServiceProvider();

            Report report = Report.Create(100_000);
            byte[] wire = services.GetRequiredService<OrleansSerializer>().SerializeToArray(report);
            Assert.True(Bytes.Contains(wire, MessagePackSerializer.Serialize(report, MessagePackSerializerOptions.Standard)), "compression off: the plain bytes travel");
        }

        [Fact]
        public void NullArguments_AreRefused()
        {
            Assert.Throws<ArgumentNullException>(() => BlockPackSerializerBuilderExtensions.AddBlockPackSerializer(null!));
            Assert.Throws<ArgumentNullException>(() => new BlockPackCodecOptions().SerializerOptions = null!);
            Assert.Throws<ArgumentNullException>(() => new BlockPackGrainStorageSerializer().Deserialize<Order>(null!));
        }
    }
}
