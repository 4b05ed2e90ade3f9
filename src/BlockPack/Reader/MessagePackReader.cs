using System;
using System.Buffers;
using System.Threading;

namespace BlockPack
{
#pragma warning disable CS1591 // contract stub, documented by the implementation
    // CONTRACT STUB: the signatures below are the agreed public surface. The reader's implementation replaces the
    // bodies and splits the type into partial files by concern (Integers, Strings, Headers, Skip, ...).
    public ref partial struct MessagePackReader
    {
        public MessagePackReader(ReadOnlyMemory<byte> memory) => throw new NotImplementedException();
        public MessagePackReader(in ReadOnlySequence<byte> readOnlySequence) => throw new NotImplementedException();
        public CancellationToken CancellationToken { get => throw new NotImplementedException(); set => throw new NotImplementedException(); }
        public int Depth { get => throw new NotImplementedException(); set => throw new NotImplementedException(); }
        public ReadOnlySequence<byte> Sequence => throw new NotImplementedException();
        public SequencePosition Position => throw new NotImplementedException();
        public long Consumed => throw new NotImplementedException();
        public bool End => throw new NotImplementedException();
        public bool IsNil => throw new NotImplementedException();
        public byte NextCode => throw new NotImplementedException();
        public MessagePackType NextMessagePackType => throw new NotImplementedException();
        public MessagePackReader Clone(in ReadOnlySequence<byte> readOnlySequence) => throw new NotImplementedException();
        public MessagePackReader CreatePeekReader() => throw new NotImplementedException();
        public void Skip() => throw new NotImplementedException();
        public bool TrySkip() => throw new NotImplementedException();
        public void ReadNil() => throw new NotImplementedException();
        public bool TryReadNil() => throw new NotImplementedException();
        public ReadOnlySequence<byte> ReadRaw(long length) => throw new NotImplementedException();
        public ReadOnlySequence<byte> ReadRaw() => throw new NotImplementedException();
        public int ReadArrayHeader() => throw new NotImplementedException();
        public bool TryReadArrayHeader(out int count) => throw new NotImplementedException();
        public int ReadMapHeader() => throw new NotImplementedException();
        public bool TryReadMapHeader(out int count) => throw new NotImplementedException();
        public bool ReadBoolean() => throw new NotImplementedException();
        public char ReadChar() => throw new NotImplementedException();
        public float ReadSingle() => throw new NotImplementedException();
        public double ReadDouble() => throw new NotImplementedException();
        public DateTime ReadDateTime() => throw new NotImplementedException();
        public DateTime ReadDateTime(ExtensionHeader header) => throw new NotImplementedException();
        public ReadOnlySequence<byte>? ReadBytes() => throw new NotImplementedException();
        public ReadOnlySequence<byte>? ReadStringSequence() => throw new NotImplementedException();
        public bool TryReadStringSpan(out ReadOnlySpan<byte> span) => throw new NotImplementedException();
        public string? ReadString() => throw new NotImplementedException();
        public ExtensionHeader ReadExtensionFormatHeader() => throw new NotImplementedException();
        public bool TryReadExtensionFormatHeader(out ExtensionHeader extensionHeader) => throw new NotImplementedException();
        public ExtensionResult ReadExtensionFormat() => throw new NotImplementedException();
        public byte ReadByte() => throw new NotImplementedException();
        public sbyte ReadSByte() => throw new NotImplementedException();
        public short ReadInt16() => throw new NotImplementedException();
        public ushort ReadUInt16() => throw new NotImplementedException();
        public int ReadInt32() => throw new NotImplementedException();
        public uint ReadUInt32() => throw new NotImplementedException();
        public long ReadInt64() => throw new NotImplementedException();
        public ulong ReadUInt64() => throw new NotImplementedException();
    }
}
