using System;
using System.Buffers;
using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Every place BlockPack knowingly behaves differently from MessagePack-CSharp (docs/design.md, "Where BlockPack
    /// deliberately differs"), pinned against the real library, plus two cases the table used to list that the real
    /// library showed to be no difference, and one former difference (a private member without a key under
    /// AllowPrivate) that BlockPack now refuses as MessagePack-CSharp does.
    /// </summary>
    public class KnownDifferencesTests
    {
        [Fact]
        public void A_union_value_of_an_undeclared_type_is_nil_there_and_an_error_here()
        {
            Assert.Equal("C0", Peers.Hex(Peers.ReferenceWrite<IShape>(new UndeclaredShape())));
            var error = Assert.Throws<B.MessagePackSerializationException>(() => Peers.BlockPackWrite<IShape>(new UndeclaredShape()));
            Assert.Contains(nameof(UndeclaredShape), error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void An_undeclared_union_key_reads_as_null_there_and_is_an_error_here()
        {
            byte[] unknownKey = Convert.FromHexString("9205910A"); // [5, [10]]
            Assert.Null(Peers.ReferenceRead<IShape>(unknownKey));
            var error = Assert.Throws<B.MessagePackSerializationException>(() => Peers.BlockPackRead<IShape>(unknownKey));
            Assert.Contains("Union key 5", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void Old_spec_keys_of_32_to_255_bytes_are_str8_there_and_str16_here()
        {
            var value = new LongStringKey { Value = 0 };
            string reference = Peers.Hex(M.MessagePackSerializer.Serialize(value, M.MessagePackSerializerOptions.Standard.WithOldSpec(true)));
            string ours = Peers.Hex(B.MessagePackSerializer.Serialize(value, B.MessagePackSerializerOptions.Standard.WithOldSpec(true)));
            Assert.StartsWith("81D927", reference, StringComparison.Ordinal); // str8, which old-spec readers do not know
            Assert.StartsWith("81DA0027", ours, StringComparison.Ordinal); // str16
            Assert.Equal(reference.Substring(6), ours.Substring(8));
        }

        [Fact]
        public void Writing_deeper_than_the_depth_limit_succeeds_there_and_is_an_error_here()
        {
            object deep = 1;
            for (int i = 0; i < B.MessagePackSecurity.DefaultMaximumObjectGraphDepth + 100; i++)
            {
                deep = new[] { deep };
            }

            Assert.Equal(605, Peers.ReferenceWrite(deep).Length);
            var error = Assert.Throws<B.MessagePackSerializationException>(() => Peers.BlockPackWrite(deep));
            Assert.Contains("deeper than the maximum depth", error.Message, StringComparison.Ordinal);
        }

        [Fact]
        public void An_unknown_extension_read_as_object_is_an_error_there_and_an_ExtensionResult_here()
        {
            byte[] extension = Convert.FromHexString("D501AABB"); // fixext 2, type 1
            Assert.Throws<M.MessagePackSerializationException>(() => Peers.ReferenceRead<object>(extension));
            B.ExtensionResult result = Assert.IsType<B.ExtensionResult>(Peers.BlockPackRead<object>(extension));
            Assert.Equal(1, result.TypeCode);
            Assert.Equal(new byte[] { 0xAA, 0xBB }, result.Data.ToArray());
        }

        [Fact]
        public void Lz4BlockArray_blocks_are_cut_at_different_places_and_read_either_way()
        {
            byte[] constant = new byte[1_500_000];
            byte[] reference = Peers.ReferenceWrite(constant, B.MessagePackCompression.Lz4BlockArray);
            byte[] ours = Peers.BlockPackWrite(constant, B.MessagePackCompression.Lz4BlockArray);
            Assert.Equal(1, Framing.BlockCount(reference)); // the bin was written in one piece, so it is one block
            Assert.Equal(23, Framing.BlockCount(ours)); // 64 KB blocks: 1,500,005 bytes of msgpack
            Assert.Equal(constant, Peers.BlockPackRead<byte[]>(reference, B.MessagePackCompression.Lz4BlockArray));
            Assert.Equal(constant, Peers.ReferenceRead<byte[]>(ours, B.MessagePackCompression.Lz4BlockArray));
        }

        [Fact]
        public void A_member_missing_from_the_data_keeps_its_initializer_in_both()
        {
            // docs/design.md listed "v2 assigns default over initializers"; 2.5.305 and 3.1.12 both keep it.
            byte[] oldData = Convert.FromHexString("9101"); // [1], written before Added existed
            Assert.Equal(9, Peers.ReferenceRead<WithInitializer>(oldData).Added);
            Assert.Equal(9, Peers.BlockPackRead<WithInitializer>(oldData).Added);
        }

        [Fact]
        public void A_missing_constructor_parameter_gets_its_types_default_in_both_not_its_declared_one()
        {
            // No longer a difference: both pass default(int) for `int added = 9` when the data lacks key 1.
            byte[] oldData = Convert.FromHexString("9101"); // [1], written before Added existed
            Assert.Equal(0, Peers.ReferenceRead<WithOptionalParameter>(oldData).Added);
            Assert.Equal(0, Peers.BlockPackRead<WithOptionalParameter>(oldData).Added);
        }

        [Fact]
        public void Integer_key_constructor_parameters_go_by_position_there_and_by_name_here()
        {
            var value = new ParametersInOtherOrder(low: 1, high: 2);
            byte[] bytes = Peers.ReferenceWrite(value);
            Assert.Equal("920201", Peers.Hex(bytes)); // the bytes agree: [High, Low]
            Assert.Equal(Peers.Hex(bytes), Peers.Hex(Peers.BlockPackWrite(value)));
            ParametersInOtherOrder reference = Peers.ReferenceRead<ParametersInOtherOrder>(bytes);
            Assert.Equal((2, 1), (reference.Low, reference.High)); // key 0 went to the first parameter, low
            ParametersInOtherOrder ours = Peers.BlockPackRead<ParametersInOtherOrder>(bytes);
            Assert.Equal((1, 2), (ours.Low, ours.High));
        }

        [Fact]
        public void An_overridden_keyed_property_is_one_member_in_both()
        {
            // docs/design.md listed "listed twice (duplicate key error)"; 2.5.305 and 3.1.12 write it once, as BlockPack does.
            foreach (VirtualBase value in new VirtualBase[] { new VirtualOverride { Value = 5 }, new VirtualOverrideWithoutKey { Value = 5 } })
            {
                Assert.Equal("9105", Peers.Hex(M.MessagePackSerializer.Serialize(value.GetType(), value)));
                Assert.Equal("9105", Peers.Hex(B.MessagePackSerializer.Serialize(value.GetType(), value)));
            }

            Assert.Equal(5, Peers.ReferenceRead<VirtualOverride>(Convert.FromHexString("9105")).Value);
            Assert.Equal(5, Peers.BlockPackRead<VirtualOverride>(Convert.FromHexString("9105")).Value);
        }

        [Fact]
        public void A_private_field_without_a_key_under_AllowPrivate_is_refused_by_both_when_the_formatter_is_resolved()
        {
            // Once a difference (BlockPack left the field out); leaving it out silently drops data, so both refuse.
            AllowPrivateMemberInteropTests.AssertBothRefuse<WithPrivateHelper>("cache");

            // Marked [IgnoreMember] or [Key], the field is accepted by both, with the same bytes.
            var ignored = new WithIgnoredPrivateHelper { Value = 3 };
            ignored.Cached();
            Assert.Equal("9103", Peers.Hex(M.MessagePackSerializer.Serialize(ignored, M.Resolvers.StandardResolverAllowPrivate.Options)));
            Assert.Equal("9103", Peers.Hex(B.MessagePackSerializer.Serialize(ignored, B.Resolvers.StandardResolverAllowPrivate.Options)));

            var keyed = new WithKeyedPrivateHelper { Value = 3 };
            keyed.Cached();
            Assert.Equal("920303", Peers.Hex(M.MessagePackSerializer.Serialize(keyed, M.Resolvers.StandardResolverAllowPrivate.Options)));
            byte[] ours = B.MessagePackSerializer.Serialize(keyed, B.Resolvers.StandardResolverAllowPrivate.Options);
            Assert.Equal("920303", Peers.Hex(ours));
            Assert.Equal(3, B.MessagePackSerializer.Deserialize<WithKeyedPrivateHelper>(ours, B.Resolvers.StandardResolverAllowPrivate.Options).Cache);
        }
    }
}
