using System;
using System.Runtime.CompilerServices;

namespace BlockPack
{
    /// <content>IEEE 754 floating-point numbers, bit for bit (NaN payloads and the sign of zero survive).</content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Writes a <see cref="float"/> as float32 (0xca and the four big-endian bytes of its IEEE 754 bits).</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(float value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(5), MessagePackCode.Float32, Unsafe.As<float, uint>(ref value));
            this.buffered += 5;
        }

        /// <summary>Writes a <see cref="double"/> as float64 (0xcb and the eight big-endian bytes of its IEEE 754 bits).</summary>
        /// <param name="value">The value.</param>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void Write(double value)
        {
            WriteCodeAndBigEndian(ref this.Reserve(9), MessagePackCode.Float64, unchecked((ulong)BitConverter.DoubleToInt64Bits(value)));
            this.buffered += 9;
        }
    }
}
