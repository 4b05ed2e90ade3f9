using System;
using System.Collections.Generic;
using BlockPack.Formatters.Objects;
using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    /// <summary>
    /// The reflection formatter is what runs where dynamic code is not supported; every other object test runs in both
    /// modes, and these check the switch itself and byte-for-byte agreement across a mix of shapes.
    /// </summary>
    public class ReflectionFallbackTests
    {
        public static IEnumerable<object[]> Samples()
        {
            yield return new object[] { typeof(IntKeyModels.Gaps), new IntKeyModels.Gaps { A = -5, B = 70000, C = true } };
            yield return new object[] { typeof(IntKeyModels.AllPrimitives), new IntKeyModels.AllPrimitives { Int64 = long.MinValue, UInt64 = ulong.MaxValue, Char = 'é', Double = double.NaN } };
            yield return new object[] { typeof(StringKeyModels.LongKey), new StringKeyModels.LongKey { Value = 300, Accent = -1 } };
            yield return new object[] { typeof(ConstructorModels.PointRecord), new ConstructorModels.PointRecord(-1, int.MaxValue) };
            yield return new object[] { typeof(ConstructorModels.ReadOnlyStruct), new ConstructorModels.ReadOnlyStruct(9, 8) };
            yield return new object[] { typeof(ShapeModels.DerivedType), new ShapeModels.DerivedType { A = 1, B = 2, Overridable = 3 } };
            yield return new object[] { typeof(UnionModels.Node), new UnionModels.Branch { Left = new UnionModels.Leaf { Value = 1 }, Right = new UnionModels.Branch() } };
            yield return new object[] { typeof(CustomFormatterModels.WithMemberFormatter), new CustomFormatterModels.WithMemberFormatter { Scaled = 2, Plain = 3 } };
            yield return new object[] { typeof(DataContractModels.Named), new DataContractModels.Named { Number = 4, Plain = 5 } };
        }

        [Fact]
        public void This_runtime_generates_code_and_the_public_resolvers_use_it()
        {
            Assert.True(DynamicCodeSupport.IsSupported);
            Assert.IsType<EmittedObjectFormatter<IntKeyModels.Gaps>>(DynamicObjectResolver.Instance.GetFormatter<IntKeyModels.Gaps>());
            Assert.IsType<ReflectionObjectFormatter<IntKeyModels.Gaps>>(ReflectionObjectResolver.Attributed.GetFormatter<IntKeyModels.Gaps>());
        }

        [Fact]
        public void The_factory_builds_either_kind_on_request()
        {
            Assert.IsType<ReflectionObjectFormatter<StringKeyModels.Point>>(ObjectFormatterFactory.Create<StringKeyModels.Point>(ObjectContractPolicy.Attributed, useDynamicCode: false));
            Assert.IsType<EmittedObjectFormatter<StringKeyModels.Point>>(ObjectFormatterFactory.Create<StringKeyModels.Point>(ObjectContractPolicy.Attributed, useDynamicCode: true));
            Assert.Null(ObjectFormatterFactory.Create<ContractlessModels.Plain>(ObjectContractPolicy.Attributed, useDynamicCode: false));
        }

        [Theory]
        [MemberData(nameof(Samples))]
        public void Both_kinds_write_identical_bytes_and_read_each_others_output(Type type, object value)
        {
            byte[] generated = MessagePackSerializer.Serialize(type, value, Standard(FormatterMode.Emitted));
            byte[] reflection = MessagePackSerializer.Serialize(type, value, Standard(FormatterMode.Reflection));
            Assert.Equal(Hex(generated), Hex(reflection));

            object? fromGenerated = MessagePackSerializer.Deserialize(type, generated, Standard(FormatterMode.Reflection));
            object? fromReflection = MessagePackSerializer.Deserialize(type, reflection, Standard(FormatterMode.Emitted));
            Assert.Equal(Hex(generated), Hex(MessagePackSerializer.Serialize(type, fromGenerated, Standard(FormatterMode.Emitted))));
            Assert.Equal(Hex(generated), Hex(MessagePackSerializer.Serialize(type, fromReflection, Standard(FormatterMode.Reflection))));
        }
    }
}
