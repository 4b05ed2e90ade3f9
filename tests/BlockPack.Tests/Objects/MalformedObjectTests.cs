using System;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class MalformedObjectTests
    {
        [Theory]
        [InlineData(FormatterMode.Emitted, "93 01")]
        [InlineData(FormatterMode.Reflection, "93 01")]
        [InlineData(FormatterMode.Emitted, "dc 00 05 01 02")]
        [InlineData(FormatterMode.Reflection, "dc 00 05 01 02")]
        [InlineData(FormatterMode.Emitted, "")]
        [InlineData(FormatterMode.Reflection, "")]
        public void Array_longer_than_the_data_fails(FormatterMode mode, string hex)
        {
            Assert.Throws<MessagePackSerializationException>(() => Read<IntKeyModels.VersionOne>(hex, Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Map_where_an_int_key_object_expects_an_array_fails(FormatterMode mode)
        {
            Assert.Throws<MessagePackSerializationException>(() => Read<IntKeyModels.VersionOne>("81 a1 61 01", Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Array_where_a_string_key_object_expects_a_map_fails(FormatterMode mode)
        {
            Assert.Throws<MessagePackSerializationException>(() => Read<StringKeyModels.Point>("92 01 02", Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted, "81 01 02")]
        [InlineData(FormatterMode.Reflection, "81 01 02")]
        [InlineData(FormatterMode.Emitted, "81 c0 02")]
        [InlineData(FormatterMode.Reflection, "81 c0 02")]
        [InlineData(FormatterMode.Emitted, "82 a1 78 01 92 01 02 03")]
        [InlineData(FormatterMode.Reflection, "82 a1 78 01 92 01 02 03")]
        public void Map_keys_that_are_not_strings_fail_naming_the_type_and_offset(FormatterMode mode, string hex)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<StringKeyModels.Point>(hex, Standard(mode)));
            Assert.Contains(typeof(StringKeyModels.Point).FullName!, ex.Message);
            Assert.Contains("keys of this object are strings", ex.Message);
            Assert.Contains("byte offset", ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Wrong_member_type_names_the_member_and_the_type(FormatterMode mode)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<IntKeyModels.VersionOne>("92 a1 78 01", Standard(mode)));
            Assert.Contains($"Failed to deserialize member 'A' of type '{typeof(IntKeyModels.VersionOne).FullName}'", ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Nested_failures_report_the_member_path(FormatterMode mode)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<ShapeModels.Outer>("92 01 91 a1 78", Standard(mode)));
            Assert.Contains($"member 'Child' of type '{typeof(ShapeModels.Outer).FullName}' (at Child.Depth)", ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Nil_for_a_struct_fails(FormatterMode mode)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<ConstructorModels.MutableStruct>("c0", Standard(mode)));
            Assert.Contains(nameof(ConstructorModels.MutableStruct), ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Constructor_exceptions_become_serialization_exceptions(FormatterMode mode)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<ConstructorModels.Validating>("91 65", Standard(mode)));
            Assert.Contains("Failed to create an instance of", ex.Message);
            Assert.Contains("Too much.", ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Callback_exceptions_become_serialization_exceptions(FormatterMode mode)
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<CustomFormatterModels.ThrowingCallback>("91 01", Standard(mode)));
            Assert.Contains("OnAfterDeserialize", ex.Message);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Cyclic_graph_fails_at_the_depth_limit_instead_of_overflowing_the_stack(FormatterMode mode)
        {
            var node = new IntKeyModels.Recursive { Value = 1 };
            node.Next = node;
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(node, Standard(mode)));
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void Deeply_nested_input_fails_at_the_depth_limit(FormatterMode mode)
        {
            MessagePackSerializerOptions options = Standard(mode).WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(20));
            string hex = string.Concat(System.Linq.Enumerable.Repeat("92 01 ", 30)) + "c0";
            var ex = Assert.Throws<MessagePackSerializationException>(() => Read<IntKeyModels.Recursive>(hex, options));
            Assert.IsType<InsufficientExecutionStackException>(ex.InnerException);

            string shallow = string.Concat(System.Linq.Enumerable.Repeat("92 01 ", 10)) + "c0";
            Assert.Equal(1, Read<IntKeyModels.Recursive>(shallow, options).Value);
        }

        [Theory]
        [InlineData(FormatterMode.Emitted)]
        [InlineData(FormatterMode.Reflection)]
        [InlineData(FormatterMode.SourceGenerated)]
        public void The_depth_limit_on_a_name_keyed_graph_is_the_direct_inner_exception(FormatterMode mode)
        {
            // {Child1: {Child1: {Child1: nil, Child2: nil}, Child2: nil}, Child2: nil}: three objects deep.
            var graph = new DataContractModels.RecursiveNamed { Child1 = new DataContractModels.RecursiveNamed { Child1 = new DataContractModels.RecursiveNamed() } };
            byte[] bytes = MessagePackSerializer.Serialize(graph, Standard(mode));

            MessagePackSerializerOptions enough = Standard(mode).WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(3));
            Assert.NotNull(MessagePackSerializer.Deserialize<DataContractModels.RecursiveNamed>(bytes, enough).Child1!.Child1);

            MessagePackSerializerOptions tooShallow = Standard(mode).WithSecurity(MessagePackSecurity.UntrustedData.WithMaximumObjectGraphDepth(2));
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<DataContractModels.RecursiveNamed>(bytes, tooShallow));
            Assert.IsType<InsufficientExecutionStackException>(ex.InnerException);
        }

        [Fact]
        public void Types_without_attributes_are_not_formatted_by_the_standard_resolver()
        {
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(new ContractlessModels.Plain(), Standard(FormatterMode.Emitted)));
            Assert.IsType<FormatterNotRegisteredException>(ex.InnerException);
        }

        [Theory]
        [InlineData(typeof(CustomFormatterModels.MissingKey), "NoKey")]
        [InlineData(typeof(CustomFormatterModels.MixedKeys), "same kind")]
        [InlineData(typeof(CustomFormatterModels.DuplicateKeys), "key 0 of member 'B' is duplicated")]
        [InlineData(typeof(CustomFormatterModels.WrongMemberFormatter), "does not implement")]
        [InlineData(typeof(ConstructorModels.NoMatchingConstructor), "no public constructor matches")]
        public void Inconsistent_annotations_fail_on_use_with_the_reason(Type type, string reason)
        {
            object instance = System.Runtime.CompilerServices.RuntimeHelpers.GetUninitializedObject(type);
            var ex = Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Serialize(type, instance, Standard(FormatterMode.Emitted)));
            Assert.Contains(type.FullName!, ex.Message);
            Assert.Contains(reason, ex.Message);
        }
    }
}
