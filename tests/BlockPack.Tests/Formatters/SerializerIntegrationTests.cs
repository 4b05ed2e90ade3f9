using System;
using System.Collections.Generic;
using static BlockPack.Tests.Formatters.FormatterTestKit;

namespace BlockPack.Tests.Formatters
{
    /// <summary>The built-in formatters as reached through <see cref="MessagePackSerializer"/> and the standard options.</summary>
    public class SerializerIntegrationTests
    {
        [Fact]
        public void Standard_options_reach_the_built_in_formatters()
        {
            Assert.Equal("920102", Hex(MessagePackSerializer.Serialize(new KeyValuePair<int, int>(1, 2))));
            Assert.Equal("A3312E35", Hex(MessagePackSerializer.Serialize(1.5m)));
            Assert.Equal("D6FF00000000", Hex(MessagePackSerializer.Serialize(DateTime.UnixEpoch)));
            Assert.Equal("01", Hex(MessagePackSerializer.Serialize(TimeSpan.FromTicks(1))));
            Assert.Equal("41", Hex(MessagePackSerializer.Serialize('A')));
            Assert.Equal("93010203", Hex(MessagePackSerializer.Serialize(typeof(List<int>), new List<int> { 1, 2, 3 })));
        }

        [Fact]
        public void Nested_built_in_types_round_trip_through_the_serializer()
        {
            var value = new Dictionary<string, (int, Guid?, List<DateTimeOffset>)>
            {
                ["a"] = (1, Guid.Empty, new List<DateTimeOffset> { new DateTimeOffset(2020, 1, 1, 0, 0, 0, TimeSpan.FromHours(1)) }),
                ["b"] = (2, null, new List<DateTimeOffset>()),
            };
            byte[] bytes = MessagePackSerializer.Serialize(value);
            Dictionary<string, (int, Guid?, List<DateTimeOffset>)> back = MessagePackSerializer.Deserialize<Dictionary<string, (int, Guid?, List<DateTimeOffset>)>>(bytes);
            Assert.Equal(1, back["a"].Item1);
            Assert.Equal(Guid.Empty, back["a"].Item2);
            Assert.Equal(value["a"].Item3[0].Offset, back["a"].Item3[0].Offset);
            Assert.Null(back["b"].Item2);
            Assert.Empty(back["b"].Item3);
        }

        [Fact]
        public void Bad_data_surfaces_as_a_serialization_exception()
        {
            Assert.ThrowsAny<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Dictionary<int, int>>(Bytes("82 01 02 01 03")));
            Assert.ThrowsAny<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Guid>(Bytes("A3616263")));
            Assert.ThrowsAny<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<int[,]>(Bytes("93 02 03 91 01")));
        }
    }
}
