namespace BlockPack.Tests.Reader
{
    /// <summary><see cref="MessagePackReader.ReadNil"/> returns <see cref="Nil"/>, MessagePack-CSharp's value for nil.</summary>
    public class ReadNilTests
    {
        [Fact]
        public void ReadNil_ReturnsNil_AndAdvances()
        {
            var reader = new MessagePackReader(new byte[] { 0xC0, 0x01 });
            Nil nil = reader.ReadNil();
            Assert.Equal(Nil.Default, nil);
            Assert.Equal(1, reader.Consumed);
        }

        [Fact]
        public void ReadNil_OnAnotherValue_Throws()
        {
            Assert.Throws<MessagePackSerializationException>(() =>
            {
                var reader = new MessagePackReader(new byte[] { 0x01 });
                reader.ReadNil();
            });
        }

        [Fact]
        public void Nil_IsAlwaysEqual_AndPrintsAsEmptyParentheses()
        {
            Assert.True(default(Nil) == Nil.Default);
            Assert.False(default(Nil) != Nil.Default);
            Assert.True(Nil.Default.Equals((object)default(Nil)));
            Assert.False(Nil.Default.Equals((object?)null));
            Assert.Equal(0, Nil.Default.GetHashCode());
            Assert.Equal("()", Nil.Default.ToString());
        }

        [Fact]
        public void Nil_RoundTripsThroughTheStandardResolver()
        {
            Assert.Equal(new byte[] { 0xC0 }, MessagePackSerializer.Serialize(Nil.Default));
            Assert.Equal(new byte[] { 0xC0 }, MessagePackSerializer.Serialize<Nil?>(null));
            Assert.Equal(Nil.Default, MessagePackSerializer.Deserialize<Nil>(new byte[] { 0xC0 }));
            Assert.Equal(Nil.Default, MessagePackSerializer.Deserialize<Nil?>(new byte[] { 0xC0 }));
            Assert.Throws<MessagePackSerializationException>(() => MessagePackSerializer.Deserialize<Nil>(new byte[] { 0x01 }));
        }
    }
}
