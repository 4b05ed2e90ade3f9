using System;

namespace BlockPack.Tests.Formatters
{
    /// <summary>
    /// <see cref="Type"/> values are loaded through the options' overridable hooks (MessagePack-CSharp's contract), and
    /// what an override throws reaches the caller as the serializer exception's inner exception.
    /// </summary>
    public class TypeLoadingHookTests
    {
        [Fact]
        public void An_overridden_LoadType_maps_names_and_its_refusal_is_the_inner_exception()
        {
            byte[] written = MessagePackSerializer.Serialize<Type>(typeof(Version));

            var mapping = new NameRoutingOptions(from: typeof(Version).AssemblyQualifiedName!, to: typeof(Guid));
            Assert.Same(typeof(Guid), MessagePackSerializer.Deserialize<Type>(written, mapping));
            Assert.Equal(1, mapping.Calls);

            var refusing = new NameRoutingOptions(from: typeof(Version).AssemblyQualifiedName!, to: null);
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Type>(written, refusing));
            Assert.IsType<TypeLoadException>(error.InnerException);
        }

        [Fact]
        public void A_type_the_options_disallow_is_refused_with_their_exception_inside()
        {
            byte[] written = MessagePackSerializer.Serialize<Type>(typeof(Uri));
            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(
                () => MessagePackSerializer.Deserialize<Type>(written, new UriRefusingOptions()));
            Assert.IsType<TypeAccessException>(error.InnerException);

            // Other types still load with the same options.
            Assert.Same(typeof(Version), MessagePackSerializer.Deserialize<Type>(MessagePackSerializer.Serialize<Type>(typeof(Version)), new UriRefusingOptions()));
        }

        private sealed class NameRoutingOptions : MessagePackSerializerOptions
        {
            private readonly string from;
            private readonly Type? to;

            internal NameRoutingOptions(string from, Type? to)
                : base(MessagePackSerializerOptions.Standard)
            {
                this.from = from;
                this.to = to;
            }

            private NameRoutingOptions(NameRoutingOptions copy)
                : base(copy)
            {
                this.from = copy.from;
                this.to = copy.to;
            }

            internal int Calls { get; private set; }

            public override Type? LoadType(string typeName)
            {
                this.Calls++;
                if (typeName != this.from)
                {
                    return base.LoadType(typeName);
                }

                return this.to ?? throw new TypeLoadException("refused by the test's options: " + typeName);
            }

            protected override MessagePackSerializerOptions Clone() => new NameRoutingOptions(this);
        }

        private sealed class UriRefusingOptions : MessagePackSerializerOptions
        {
            internal UriRefusingOptions()
                : base(MessagePackSerializerOptions.Standard)
            {
            }

            private UriRefusingOptions(UriRefusingOptions copy)
                : base(copy)
            {
            }

            public override void ThrowIfDeserializingTypeIsDisallowed(Type type)
            {
                if (type == typeof(Uri))
                {
                    throw new TypeAccessException("Uri is refused by the test's options.");
                }

                base.ThrowIfDeserializingTypeIsDisallowed(type);
            }

            protected override MessagePackSerializerOptions Clone() => new UriRefusingOptions(this);
        }
    }
}
