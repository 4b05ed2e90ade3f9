using System;
using System.Buffers;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Linq;
using BlockPack.Benchmarks.Cases;
using BlockPack.Benchmarks.Models;
using BlockPack.Benchmarks.Suite;
using BlockPack.Buffers;
using BlockPack.Compression;
using BlockPack.Compression.Codecs;
using BlockPack.Compression.Framing;
using BlockPack.Compression.Parallel;

namespace BlockPack.Benchmarks.Lz4
{
    /// <summary>
    /// Where an <c>Lz4Block</c> serialize of 10,000 records spends its time (<c>--profile lz4block N</c>): the whole call of
    /// each library, and BlockPack's steps one by one on the same data (the plain write, the gathering copy into one
    /// contiguous buffer, the one-shot K4os encode of the whole input, the native encoder on 64 KB pieces for scale).
    /// Every step runs once per round, in rotating order, and the report gives each step's median over the rounds, so a
    /// shared machine's load falls on all of them alike.
    /// </summary>
    internal static class Lz4BlockProfile
    {
        /// <summary>Measures and prints one line per step.</summary>
        /// <param name="rounds">The number of rounds.</param>
        internal static void Run(int rounds)
        {
            IntKeyRecord[] records = RecordFactory.IntKey(10_000);
            SerializerCase blockPack = SerializerCase.Create(Library.BlockPack, MessagePackCompression.Lz4Block, records);
            SerializerCase peer = SerializerCase.Create(Library.MessagePackCSharp, MessagePackCompression.Lz4Block, records);
            SerializerCase blockPackPlain = SerializerCase.Create(Library.BlockPack, MessagePackCompression.None, records);
            SerializerCase peerPlain = SerializerCase.Create(Library.MessagePackCSharp, MessagePackCompression.None, records);
            byte[] plain = blockPackPlain.Payload;
            var plainOptions = MessagePackSerializerOptions.Standard;

            using SegmentedBuffer segments = SegmentedBuffer.Rent();
            MessagePackSerializer.Serialize(segments, records, plainOptions);
            ReadOnlySequence<byte> sequence = segments.AsReadOnlySequence();
            byte[] contiguous = new byte[plain.Length];
            byte[] compressed = new byte[ManagedLz4BlockCodec.WorstCaseLength(plain.Length)];
            IBlockCodec current = Lz4CodecSelection.Current;

            var pieces = new List<CompressedPiece>();
            foreach (ReadOnlyMemory<byte> memory in sequence)
            {
                BlockArrayWriter.AddPieces(memory, pieces);
            }

            foreach (CompressedPiece piece in pieces)
            {
                piece.Compress(current, findFinalSequence: true);
            }

            // The two kinds of block this value can travel as, for the decoding steps: K4os's one block of the whole
            // input (before) and BlockPack's joined 64 KB pieces (its payload after the 11-byte ext 32 header).
            byte[] oneBlock = compressed.AsSpan(0, ManagedLz4BlockCodec.Instance.Compress(plain, compressed)).ToArray();
            byte[] joinedBlock = blockPack.Payload.AsSpan(Lz4BlockWriter.MaxHeaderSize).ToArray();
            byte[] decoded = new byte[plain.Length];
            IBlockCodec decoder = Lz4CodecSelection.CurrentDecoder;

            var steps = new (string Name, Action Run)[]
            {
                ("decode K4os's one block of the whole input", () => decoder.Decompress(oneBlock, decoded)),
                ("decode the joined block of 64 KB pieces", () => decoder.Decompress(joinedBlock, decoded)),
                ("BlockPack Lz4Block Serialize (whole call)", () => blockPack.Serialize()),
                ($"{MessagePackPeer.ColumnName} Lz4Block Serialize (whole call)", () => peer.Serialize()),
                ("BlockPack plain Serialize (whole call)", () => blockPackPlain.Serialize()),
                ($"{MessagePackPeer.ColumnName} plain Serialize (whole call)", () => peerPlain.Serialize()),
                ("plain write into pooled segments", () =>
                {
                    using SegmentedBuffer buffer = SegmentedBuffer.Rent();
                    MessagePackSerializer.Serialize(buffer, records, plainOptions);
                }),
                ("gather segments into new native memory", () =>
                {
                    using var scratch = new NativeMemoryBuffer(plain.Length);
                    sequence.CopyTo(scratch.GetSpan());
                }),
                ("gather segments into a reused array", () => sequence.CopyTo(contiguous)),
                ("K4os encode, whole input as one block", () => ManagedLz4BlockCodec.Instance.Compress(plain, compressed)),
                ("current codec, 64 KB pieces (not one block; for scale)", () =>
                {
                    for (int offset = 0; offset < plain.Length; offset += SegmentPool.SegmentSize)
                    {
                        int length = Math.Min(SegmentPool.SegmentSize, plain.Length - offset);
                        current.Compress(plain.AsSpan(offset, length), compressed);
                    }
                }),
                ("Lz4Block framing of the written segments into pooled segments", () =>
                {
                    using SegmentedBuffer framed = SegmentedBuffer.Rent();
                    Compressor.Write(sequence, framed, MessagePackCompression.Lz4Block, 64, current);
                }),
                ("compress the pieces into their pooled arrays", () =>
                {
                    foreach (CompressedPiece piece in pieces)
                    {
                        piece.ReturnArray();
                        piece.Compress(current, findFinalSequence: false);
                    }
                }),
                ("find every piece's final sequence", () =>
                {
                    foreach (CompressedPiece piece in pieces)
                    {
                        Lz4FinalSequence.Find(piece.Block, piece.Plain.Length, out _);
                    }
                }),
                ("join the compressed pieces into pooled segments", () =>
                {
                    using SegmentedBuffer framed = SegmentedBuffer.Rent();
                    Lz4BlockJoiner.Write(pieces, sequence, framed);
                }),
                ("new native scratch of the compressed bound", () =>
                {
                    using var scratch = new NativeMemoryBuffer(compressed.Length);
                    scratch.GetSpan().Slice(0, compressed.Length / 2).Fill(1);
                }),
                ("copy compressed size into a new array", () => compressed.AsSpan(0, compressed.Length / 2).ToArray()),
            };

            Console.WriteLine($"Lz4Block profile, 10,000 records ({plain.Length:N0} plain bytes), {rounds} rounds, median ms; codec: {current.GetType().Name}");
            int oneGo = ManagedLz4BlockCodec.Instance.Compress(plain, compressed);
            Console.WriteLine($"Lz4Block payload: BlockPack {blockPack.Payload.Length:N0} bytes, {MessagePackPeer.ColumnName} {peer.Payload.Length:N0}; K4os block of the whole input {oneGo:N0}");
            RotatingSteps.Run(steps, rounds, warmups: 30);
        }
    }
}
