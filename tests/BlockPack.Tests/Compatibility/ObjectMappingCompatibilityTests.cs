using System;
using System.Runtime.Serialization;
using BlockPack.Formatters;
using BlockPack.Resolvers;
using BlockPack.Tests.Reader;

namespace BlockPack.Tests.Compatibility
{
    /// <summary>
    /// Object-mapping rules as MessagePack-CSharp applies them: duplicate keys reported when the formatter is resolved,
    /// [DataMember] on an overriding property, [EnumMember] names in combined [Flags] values, [NonSerialized] fields,
    /// [MessagePackFormatter] on an enum, and non-public types refused by the non-AllowPrivate dynamic resolvers.
    /// </summary>
    public class ObjectMappingCompatibilityTests
    {
#pragma warning disable BP0002 // duplicate keys on purpose: the runtime report is what is tested
        [MessagePackObject]
        public class DuplicateIntKeys
        {
            [Key(1)]
            public string? Id { get; set; }

            [Key(1)]
            public string? ClientIp { get; set; }
        }

        [MessagePackObject]
        public class DuplicateStringKeys
        {
            [Key("1")]
            public virtual string? Id { get; set; }

            [Key("1")]
            public virtual string? ClientIp { get; set; }
        }
#pragma warning restore BP0002

        [DataContract]
        public class DuplicateDataMemberOrders
        {
            [DataMember(Order = 1)]
            public string? Id { get; set; }

            [DataMember(Order = 1)]
            public string? ClientIp { get; set; }
        }

        public class PlainBase
        {
            public virtual int Value { get; set; }
        }

        [DataContract]
        public class OverrideWithDataMember : PlainBase
        {
            [DataMember(Name = "v")]
            public override int Value { get; set; }
        }

        [DataContract]
        public class NamedBase
        {
            [DataMember(Name = "base")]
            public virtual int Value { get; set; }
        }

        [DataContract]
        public class RenamingOverride : NamedBase
        {
            [DataMember(Name = "derived")]
            public override int Value { get; set; }
        }

        [Flags]
        public enum Access
        {
            None = 0,
            [EnumMember(Value = "r")]
            Read = 1,
            [EnumMember(Value = "w")]
            Write = 2,
            Execute = 4,
        }

        public class WithNonSerialized
        {
            public int Keep { get; set; }

            [NonSerialized]
            public int Skip;
        }

        [MessagePackObject(keyAsPropertyName: true)]
        public class KeyedByNameWithNonSerialized
        {
            public int Keep { get; set; }

            [NonSerialized]
            public int Skip;
        }

        [MessagePackFormatter(typeof(ShadeFormatter))]
        public enum Shade
        {
            Light,
            Dark,
        }

        public sealed class ShadeFormatter : IMessagePackFormatter<Shade>
        {
            public void Serialize(ref MessagePackWriter writer, Shade value, MessagePackSerializerOptions options) =>
                writer.Write(value == Shade.Dark ? "D" : "L");

            public Shade Deserialize(ref MessagePackReader reader, MessagePackSerializerOptions options) =>
                reader.ReadString() == "D" ? Shade.Dark : Shade.Light;
        }

        [MessagePackObject]
        public class WithShade
        {
            [Key(0)]
            public Shade Shade { get; set; }
        }

        internal class InternalPlain
        {
            public int A { get; set; }
        }

        [Fact]
        public void Duplicate_keys_are_reported_when_the_formatter_is_resolved()
        {
            AssertDuplicateReportedOnResolve<DuplicateIntKeys>();
            AssertDuplicateReportedOnResolve<DuplicateStringKeys>();
            AssertDuplicateReportedOnResolve<DuplicateDataMemberOrders>();

            // Through the serializer it is a MessagePackSerializationException naming the member.
            var error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(new DuplicateDataMemberOrders(), new MessagePackSerializerOptions(DynamicObjectResolver.Instance)));
            Assert.Contains("key 1 of member 'ClientIp' is duplicated", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void DataMember_on_an_overriding_property_is_honoured()
        {
            MessagePackSerializerOptions options = new MessagePackSerializerOptions(DynamicObjectResolver.Instance);
            byte[] bytes = MessagePackSerializer.Serialize(new OverrideWithDataMember { Value = 5 }, options);
            Assert.Equal(Hex.Parse("81 a1 76 05"), bytes); // {"v": 5}
            Assert.Equal(5, MessagePackSerializer.Deserialize<OverrideWithDataMember>(bytes, options)!.Value);

            bytes = MessagePackSerializer.Serialize(new RenamingOverride { Value = 6 }, options);
            Assert.Equal(Hex.Parse("81 a7 64 65 72 69 76 65 64 06"), bytes); // {"derived": 6}
        }

        [Fact]
        public void EnumMember_names_are_used_in_combined_flags_values()
        {
            MessagePackSerializerOptions options = MessagePackSerializerOptions.Standard.WithResolver(DynamicEnumAsStringResolver.Instance);
            byte[] bytes = MessagePackSerializer.Serialize(Access.Read | Access.Write, options);
            Assert.Equal(Hex.Parse("a4 72 2c 20 77"), bytes); // "r, w"
            Assert.Equal(Access.Read | Access.Write, MessagePackSerializer.Deserialize<Access>(bytes, options));

            bytes = MessagePackSerializer.Serialize(Access.Write | Access.Execute, options);
            Assert.Equal(Hex.Parse("aa 77 2c 20 45 78 65 63 75 74 65"), bytes); // "w, Execute"
            Assert.Equal(Access.Write | Access.Execute, MessagePackSerializer.Deserialize<Access>(bytes, options));

            Assert.Equal(Hex.Parse("a1 72"), MessagePackSerializer.Serialize(Access.Read, options)); // "r"
        }

        [Fact]
        public void NonSerialized_fields_are_skipped()
        {
            MessagePackSerializerOptions options = ContractlessStandardResolver.Options;
            byte[] bytes = MessagePackSerializer.Serialize(new WithNonSerialized { Keep = 1, Skip = 2 }, options);
            Assert.Equal(Hex.Parse("81 a4 4b 65 65 70 01"), bytes); // {"Keep": 1}
            Assert.Equal(0, MessagePackSerializer.Deserialize<WithNonSerialized>(bytes, options)!.Skip);
        }

        [Fact]
        public void NonSerialized_fields_are_skipped_by_the_generated_formatter_too()
        {
            // The generator and the dynamic resolver apply the same rule.
            Assert.NotNull(GeneratedMessagePackResolver.Instance.GetFormatter<KeyedByNameWithNonSerialized>());
            var value = new KeyedByNameWithNonSerialized { Keep = 1, Skip = 2 };
            Assert.Equal(Hex.Parse("81 a4 4b 65 65 70 01"), MessagePackSerializer.Serialize(value, new MessagePackSerializerOptions(GeneratedMessagePackResolver.Instance))); // {"Keep": 1}
            Assert.Equal(Hex.Parse("81 a4 4b 65 65 70 01"), MessagePackSerializer.Serialize(value, new MessagePackSerializerOptions(DynamicObjectResolver.Instance)));
        }

        [Fact]
        public void MessagePackFormatter_on_an_enum_type_is_used()
        {
            Assert.Equal(Hex.Parse("a1 44"), MessagePackSerializer.Serialize(Shade.Dark)); // "D", not 1
            Assert.Equal(Shade.Dark, MessagePackSerializer.Deserialize<Shade>(Hex.Parse("a1 44")));
        }

        [Fact]
        public void The_generated_resolver_uses_the_formatter_an_enum_names_too()
        {
            Assert.IsType<ShadeFormatter>(GeneratedMessagePackResolver.Instance.GetFormatter<Shade>());
            byte[] bytes = MessagePackSerializer.Serialize(new WithShade { Shade = Shade.Dark }, new MessagePackSerializerOptions(GeneratedMessagePackResolver.Instance));
            Assert.Equal(Hex.Parse("91 a1 44"), bytes); // ["D"]
            Assert.Equal(Hex.Parse("91 a1 44"), MessagePackSerializer.Serialize(new WithShade { Shade = Shade.Dark }, new MessagePackSerializerOptions(StandardResolver.Instance)));
        }

        [Fact]
        public void Anonymous_types_are_formatted_contractlessly_by_the_standard_resolver()
        {
            var value = new { A = 1, B = "x" };
            Assert.Equal(Hex.Parse("82 a1 41 01 a1 42 a1 78"), MessagePackSerializer.Serialize(value)); // {"A": 1, "B": "x"}
        }

        [Fact]
        public void Non_public_types_are_refused_unless_the_resolver_allows_private()
        {
            var error = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(new InternalPlain { A = 1 }, ContractlessStandardResolver.Options));
            Assert.Contains("only allows public type", error.Message, StringComparison.Ordinal);

            byte[] bytes = MessagePackSerializer.Serialize(new InternalPlain { A = 1 }, ContractlessStandardResolverAllowPrivate.Options);
            Assert.Equal(Hex.Parse("81 a1 41 01"), bytes); // {"A": 1}
        }

        private static void AssertDuplicateReportedOnResolve<T>()
        {
            TypeInitializationException error = Assert.Throws<TypeInitializationException>(() => StandardResolver.Instance.GetFormatterWithVerify<T>());
            Assert.Contains("duplicated", error.InnerException!.Message, StringComparison.Ordinal);

            // Every later lookup reports it again, as a failed static initializer does.
            Assert.Throws<TypeInitializationException>(() => StandardResolver.Instance.GetFormatterWithVerify<T>());
        }
    }
}
