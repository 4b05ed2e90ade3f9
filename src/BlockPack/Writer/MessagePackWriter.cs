using System;
using System.Buffers;
using System.Threading;

namespace BlockPack
{
#pragma warning disable CS1591 // contract stub, documented by the implementation
    // CONTRACT STUB: the signatures below are the agreed public surface. The writer's implementation replaces the
    // bodies and splits the type into partial files by concern (Integers, Strings, Binary, Extensions, ...).
    public ref partial struct MessagePackWriter
    {
        public MessagePackWriter(IBufferWriter<byte> writer) => throw new NotImplementedException();
        public CancellationToken CancellationToken { get => throw new NotImplementedException(); set => throw new NotImplementedException(); }
        public bool OldSpec { get => throw new NotImplementedException(); set => throw new NotImplementedException(); }
        public int Depth { get => throw new NotImplementedException(); set => throw new NotImplementedException(); }
        public MessagePackWriter Clone(IBufferWriter<byte> writer) => throw new NotImplementedException();
        public void Flush() => throw new NotImplementedException();
        public Span<byte> GetSpan(int length) => throw new NotImplementedException();
        public void Advance(int length) => throw new NotImplementedException();
        public void WriteRaw(ReadOnlySpan<byte> rawMessagePackBlock) => throw new NotImplementedException();
        public void WriteRaw(in ReadOnlySequence<byte> rawMessagePackBlock) => throw new NotImplementedException();
        public void WriteNil() => throw new NotImplementedException();
        public void Write(bool value) => throw new NotImplementedException();
        public void Write(byte value) => throw new NotImplementedException();
        public void Write(sbyte value) => throw new NotImplementedException();
        public void Write(short value) => throw new NotImplementedException();
        public void Write(ushort value) => throw new NotImplementedException();
        public void Write(int value) => throw new NotImplementedException();
        public void Write(uint value) => throw new NotImplementedException();
        public void Write(long value) => throw new NotImplementedException();
        public void Write(ulong value) => throw new NotImplementedException();
        public void Write(char value) => throw new NotImplementedException();
        public void Write(float value) => throw new NotImplementedException();
        public void Write(double value) => throw new NotImplementedException();
        public void Write(DateTime dateTime) => throw new NotImplementedException();
        public void Write(string? value) => throw new NotImplementedException();
        public void Write(ReadOnlySpan<char> value) => throw new NotImplementedException();
        public void Write(byte[]? src) => throw new NotImplementedException();
        public void Write(ReadOnlySpan<byte> src) => throw new NotImplementedException();
        public void Write(in ReadOnlySequence<byte> src) => throw new NotImplementedException();
        public void WriteUInt8(byte value) => throw new NotImplementedException();
        public void WriteInt8(sbyte value) => throw new NotImplementedException();
        public void WriteUInt16(ushort value) => throw new NotImplementedException();
        public void WriteInt16(short value) => throw new NotImplementedException();
        public void WriteUInt32(uint value) => throw new NotImplementedException();
        public void WriteInt32(int value) => throw new NotImplementedException();
        public void WriteUInt64(ulong value) => throw new NotImplementedException();
        public void WriteInt64(long value) => throw new NotImplementedException();
        public void WriteArrayHeader(int count) => throw new NotImplementedException();
        public void WriteArrayHeader(uint count) => throw new NotImplementedException();
        public void WriteMapHeader(int count) => throw new NotImplementedException();
        public void WriteMapHeader(uint count) => throw new NotImplementedException();
        public void WriteBinHeader(int length) => throw new NotImplementedException();
        public void WriteStringHeader(int byteCount) => throw new NotImplementedException();
        public void WriteString(ReadOnlySpan<byte> utf8stringBytes) => throw new NotImplementedException();
        public void WriteString(in ReadOnlySequence<byte> utf8stringBytes) => throw new NotImplementedException();
        public void WriteExtensionFormatHeader(ExtensionHeader extensionHeader) => throw new NotImplementedException();
        public void WriteExtensionFormat(ExtensionResult extensionData) => throw new NotImplementedException();
    }
}
