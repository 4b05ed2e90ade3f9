using System;
using static BlockPack.Tests.Writer.WriterOutput;

namespace BlockPack.Tests.Writer
{
    /// <summary>float32/float64: the code then the IEEE 754 bits big-endian, with NaN payloads and signed zero kept.</summary>
    public class FloatTests
    {
        [Fact]
        public void Single_values()
        {
            // 1.5 = 1.1b x 2^0: sign 0, exponent 127 (0x7F), fraction 0x400000 -> 0x3FC00000.
            Assert.Equal(Hex("CA 3F C0 00 00"), Of((ref MessagePackWriter w) => w.Write(1.5f)));
            Assert.Equal(Hex("CA BF 80 00 00"), Of((ref MessagePackWriter w) => w.Write(-1.0f)));
            Assert.Equal(Hex("CA 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(0.0f)));
            Assert.Equal(Hex("CA 80 00 00 00"), Of((ref MessagePackWriter w) => w.Write(-0.0f)));
            Assert.Equal(Hex("CA 7F 80 00 00"), Of((ref MessagePackWriter w) => w.Write(float.PositiveInfinity)));
            Assert.Equal(Hex("CA 7F 7F FF FF"), Of((ref MessagePackWriter w) => w.Write(float.MaxValue)));
        }

        [Fact]
        public void Single_NaN_payload_is_preserved()
        {
            float quietNaN = BitConverter.Int32BitsToSingle(0x7FC00000);
            float payloadNaN = BitConverter.Int32BitsToSingle(unchecked((int)0xFFC12345));
            Assert.Equal(Hex("CA 7F C0 00 00"), Of((ref MessagePackWriter w) => w.Write(quietNaN)));
            Assert.Equal(Hex("CA FF C1 23 45"), Of((ref MessagePackWriter w) => w.Write(payloadNaN)));
        }

        [Fact]
        public void Double_values()
        {
            // 1.5: exponent 1023 (0x3FF), fraction 0x8000000000000 -> 0x3FF8000000000000.
            Assert.Equal(Hex("CB 3F F8 00 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(1.5)));
            Assert.Equal(Hex("CB 3F B9 99 99 99 99 99 9A"), Of((ref MessagePackWriter w) => w.Write(0.1)));
            Assert.Equal(Hex("CB 00 00 00 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(0.0)));
            Assert.Equal(Hex("CB 80 00 00 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(-0.0)));
            Assert.Equal(Hex("CB FF F0 00 00 00 00 00 00"), Of((ref MessagePackWriter w) => w.Write(double.NegativeInfinity)));
            Assert.Equal(Hex("CB 00 00 00 00 00 00 00 01"), Of((ref MessagePackWriter w) => w.Write(double.Epsilon)));
        }

        [Fact]
        public void Double_NaN_payload_is_preserved()
        {
            double payloadNaN = BitConverter.Int64BitsToDouble(0x7FF0000000000ABC);
            Assert.Equal(Hex("CB 7F F0 00 00 00 00 0A BC"), Of((ref MessagePackWriter w) => w.Write(payloadNaN)));
        }
    }
}
