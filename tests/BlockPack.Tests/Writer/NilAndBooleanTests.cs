using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    public class NilAndBooleanTests
    {
        [Fact]
        public void Nil_true_false()
        {
            Assert.Equal(Hex("C0"), Of((ref MessagePackWriter w) => w.WriteNil()));
            Assert.Equal(Hex("C3"), Of((ref MessagePackWriter w) => w.Write(true)));
            Assert.Equal(Hex("C2"), Of((ref MessagePackWriter w) => w.Write(false)));
        }

        [Fact]
        public void Null_string_and_null_byte_array_are_nil()
        {
            Assert.Equal(Hex("C0"), Of((ref MessagePackWriter w) => w.Write((string?)null)));
            Assert.Equal(Hex("C0"), Of((ref MessagePackWriter w) => w.Write((byte[]?)null)));
        }

        [Fact]
        public void Consecutive_values_are_concatenated()
        {
            byte[] actual = Of((ref MessagePackWriter w) =>
            {
                w.WriteArrayHeader(3);
                w.WriteNil();
                w.Write(true);
                w.Write(-1);
            });
            Assert.Equal(Hex("93 C0 C3 FF"), actual);
        }
    }
}
