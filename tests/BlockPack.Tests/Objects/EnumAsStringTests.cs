using BlockPack.Resolvers;
using BlockPack.Tests.Objects.Models;
using static BlockPack.Tests.Objects.ObjectTestKit;

namespace BlockPack.Tests.Objects
{
    public class EnumAsStringTests
    {
        private static readonly MessagePackSerializerOptions Options = DynamicEnumAsStringResolver.Options;

        [Fact]
        public void Names_and_enum_member_values_are_written()
        {
            AssertBytes("a5 47 72 65 65 6e", EnumModels.Color.Green, Options);
            AssertBytes("a4 62 6c 65 75", EnumModels.Color.Blue, Options);
        }

        [Fact]
        public void Names_member_values_and_integers_are_read()
        {
            Assert.Equal(EnumModels.Color.Red, Read<EnumModels.Color>("a3 52 65 64", Options));
            Assert.Equal(EnumModels.Color.Blue, Read<EnumModels.Color>("a4 62 6c 65 75", Options));
            Assert.Equal(EnumModels.Color.Blue, Read<EnumModels.Color>("a4 42 6c 75 65", Options));
            Assert.Equal(EnumModels.Color.Green, Read<EnumModels.Color>("01", Options));
        }

        [Fact]
        public void Flag_combinations_round_trip_as_comma_separated_names()
        {
            const EnumModels.Permissions Both = EnumModels.Permissions.Read | EnumModels.Permissions.Write;
            AssertBytes("ab 52 65 61 64 2c 20 57 72 69 74 65", Both, Options);
            Assert.Equal(Both, RoundTrip(Both, Options));
        }

        [Fact]
        public void Names_split_across_segments_are_read()
        {
            byte[] data = Bytes("a5 47 72 65 65 6e");
            Assert.Equal(EnumModels.Color.Green, MessagePackSerializer.Deserialize<EnumModels.Color>(Split(data, 3), Options));
        }

        [Theory]
        [InlineData("a6 50 75 72 70 6c 65")]
        [InlineData("c0")]
        [InlineData("92 01 02")]
        public void Unknown_names_and_other_types_fail(string hex)
        {
            Assert.Throws<MessagePackSerializationException>(() => Read<EnumModels.Color>(hex, Options));
        }

        [Fact]
        public void Enum_members_of_objects_and_nullable_enums()
        {
            var palette = new EnumModels.Palette { Primary = EnumModels.Color.Green };
            AssertBytes("92 a5 47 72 65 65 6e c0", palette, Options);
            palette.Secondary = EnumModels.Color.Red;
            EnumModels.Palette back = RoundTrip(palette, Options);
            Assert.Equal((EnumModels.Color.Green, (EnumModels.Color?)EnumModels.Color.Red), (back.Primary, back.Secondary));
        }
    }
}
