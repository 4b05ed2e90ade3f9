using BlockPack.Interop.Tests.Models;
using M = MessagePack;
using B = BlockPack;

namespace BlockPack.Interop.Tests
{
    /// <summary>
    /// Object-mapping rules where the bytes matter, against the real library: [DataMember] on an override, [EnumMember]
    /// names inside combined [Flags] values, and [NonSerialized] fields.
    /// </summary>
    public class ObjectMappingInteropTests
    {
        [Fact]
        public void DataMember_on_an_override_writes_the_same_bytes()
        {
            var value = new DataMemberOnOverride { Value = 5, Name = "x" };
            byte[] reference = M.MessagePackSerializer.Serialize(value);
            byte[] ours = B.MessagePackSerializer.Serialize(value);
            Assert.Equal(Peers.Hex(reference), Peers.Hex(ours));
            Assert.Equal(5, B.MessagePackSerializer.Deserialize<DataMemberOnOverride>(reference)!.Value);
            Assert.Equal(5, M.MessagePackSerializer.Deserialize<DataMemberOnOverride>(ours).Value);
        }

        [Theory]
        [InlineData(AccessFlags.Read | AccessFlags.Write)]
        [InlineData(AccessFlags.Write | AccessFlags.Execute)]
        [InlineData(AccessFlags.Read)]
        [InlineData(AccessFlags.Execute)]
        public void EnumMember_names_in_flags_values_write_the_same_string(AccessFlags value)
        {
            var theirs = M.MessagePackSerializerOptions.Standard.WithResolver(M.Resolvers.DynamicEnumAsStringResolver.Instance);
            var ours = B.MessagePackSerializerOptions.Standard.WithResolver(B.Resolvers.DynamicEnumAsStringResolver.Instance);
            byte[] reference = M.MessagePackSerializer.Serialize(value, theirs);
            byte[] written = B.MessagePackSerializer.Serialize(value, ours);
            Assert.Equal(Peers.Hex(reference), Peers.Hex(written));
            Assert.Equal(value, B.MessagePackSerializer.Deserialize<AccessFlags>(reference, ours));
            Assert.Equal(value, M.MessagePackSerializer.Deserialize<AccessFlags>(written, theirs));
        }

        [Fact]
        public void NonSerialized_fields_are_left_out_by_both()
        {
            var value = new WithNonSerializedField { Keep = 1, Skip = 2 };
            byte[] reference = M.MessagePackSerializer.Serialize(value, M.Resolvers.ContractlessStandardResolver.Options);
            byte[] ours = B.MessagePackSerializer.Serialize(value, B.Resolvers.ContractlessStandardResolver.Options);
            Assert.Equal(Peers.Hex(reference), Peers.Hex(ours));
        }
    }
}
