namespace BlockPack
{
    /// <content>nil and the booleans.</content>
    public ref partial struct MessagePackWriter
    {
        /// <summary>Writes nil (<see cref="MessagePackCode.Nil"/>, 0xc0).</summary>
        public void WriteNil()
        {
            this.Reserve(1) = MessagePackCode.Nil;
            this.buffered += 1;
        }

        /// <summary>Writes a boolean as <see cref="MessagePackCode.True"/> (0xc3) or <see cref="MessagePackCode.False"/> (0xc2).</summary>
        /// <param name="value">The value.</param>
        public void Write(bool value)
        {
            this.Reserve(1) = value ? MessagePackCode.True : MessagePackCode.False;
            this.buffered += 1;
        }
    }
}
