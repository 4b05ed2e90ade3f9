using System;
using System.Collections.Generic;

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
        public void A_name_LoadType_finds_nothing_for_is_a_TypeLoadException_inside_also_within_a_collection()
        {
            // MessagePack-CSharp 3.1.12 reports a null from LoadType as TypeLoadException, the serializer's inner exception.
            var holder = new Dictionary<string, Type> { ["t"] = typeof(Version) };
            byte[] written = MessagePackSerializer.Serialize(holder);
            var nothing = new NameRoutingOptions(from: typeof(Version).AssemblyQualifiedName!, to: null, refuseWithNull: true);

            MessagePackSerializationException error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Dictionary<string, Type>>(written, nothing));
            Assert.IsType<TypeLoadException>(error.InnerException);
            Assert.Contains(typeof(Version).FullName!, error.InnerException!.Message, StringComparison.Ordinal);

            error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Type>(MessagePackSerializer.Serialize<Type>(typeof(Version)), nothing));
            Assert.IsType<TypeLoadException>(error.InnerException);

            // A name no assembly defines, with the default options.
            byte[] unknown = MessagePackSerializer.Serialize("No.Such.Type, No.Such.Assembly");
            error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Type>(unknown));
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

            private readonly bool refuseWithNull;

            internal NameRoutingOptions(string from, Type? to, bool refuseWithNull = false)
                : base(MessagePackSerializerOptions.Standard)
            {
                this.from = from;
                this.to = to;
                this.refuseWithNull = refuseWithNull;
            }

            private NameRoutingOptions(NameRoutingOptions copy)
                : base(copy)
            {
                this.from = copy.from;
                this.to = copy.to;
                this.refuseWithNull = copy.refuseWithNull;
            }

            internal int Calls { get; private set; }

            public override Type? LoadType(string typeName)
            {
                this.Calls++;
                if (typeName != this.from)
                {
                    return base.LoadType(typeName);
                }

                if (this.to is null && this.refuseWithNull)
                {
                    return null;
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
