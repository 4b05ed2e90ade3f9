using System;
using BlockPack.Orleans.Tests.Model;
using global::Orleans.Serialization;
using Microsoft.Extensions.DependencyInjection;

namespace BlockPack.Orleans.Tests
{
    /// <summary>Orleans' serializer and deep copier with the BlockPack codec registered, as a silo or client has them.</summary>
    internal sealed class SerializerHost : IDisposable
    {
        private readonly ServiceProvider services;

        internal SerializerHost(Action<BlockPackCodecOptions>? configure = null)
        {
            this.services = new ServiceCollection()
                .AddSerializer(builder => builder.AddBlockPackSerializer(IsForgedOrNil, IsForgedOrNil, configure))
                .BuildServiceProvider();
            this.Serializer = this.services.GetRequiredService<OrleansSerializer>();
            this.Copier = this.services.GetRequiredService<DeepCopier>();
        }

        internal OrleansSerializer Serializer { get; }

        internal DeepCopier Copier { get; }

        internal IServiceProvider Services => this.services;

        /// <summary>The test types without a BlockPack attribute that the codec takes through its predicate.</summary>
        internal static bool IsForgedOrNil(Type type) => type == typeof(ForgedValue) || type == typeof(NilWritingValue);

        public void Dispose() => this.services.Dispose();
    }
}
