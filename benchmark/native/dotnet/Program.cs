using System;
using System.Globalization;
using System.IO;
using System.Linq;

namespace BlockPack.NativeMeasure
{
    /// <summary>
    /// <code>
    /// dump-orders FILE [MB=8]                       msgpack of sandbox orders, for bench_decode's "orders" data set
    /// codecs [DATASET_DIR] [repetitions=21] [blocks=128]   decode: native vs K4os vs liblz4; encode: native vs K4os vs liblz4 (DATASET_DIR from dump_datasets)
    /// serializer [repetitions=21] [orders=10000]          deserialize with the native decoder vs the managed codec
    /// pipeline [repetitions=11] [orders ...]           serialize plain vs Lz4BlockArray on one thread vs pipelined (degree 2)
    /// pipeline-decode [repetitions=11] [orders ...]    deserialize Lz4BlockArray with blocks decoded on 1 thread vs 2
    /// parallel [repetitions=11] [threads=2] [native|managed] [KB ...]  1 thread vs several on Lz4BlockArray payloads
    /// crc [repetitions=21]                             CRC-32C GB/s per engine on a 64 KiB block
    /// crc-placement [repetitions=21] [orders=10000]    CRC-32C over compressed vs plain bytes, as a share of deserialize
    /// checksums [repetitions=21] [orders=10000]        BlockChecksums on vs off: serialize and deserialize, both framings
    /// levels DATASET_DIR [repetitions=11] [blocks=32]            the compression levels: ratio, encode and decode speed
    /// level-candidates DATASET_DIR [repetitions=11] [blocks=16]  the native accelerations and K4os levels they were chosen from
    /// savings [repetitions=11] [orders=10000]      serialize with and without MinimumCompressionSavings 0.1
    /// </code>
    /// </summary>
    internal static class Program
    {
        private static int Main(string[] args)
        {
            string mode = args.Length > 0 ? args[0] : string.Empty;
            switch (mode)
            {
                case "dump-orders" when args.Length >= 2:
                    byte[] bytes = Orders.Msgpack(Int(args, 2, 8) * 1024 * 1024);
                    File.WriteAllBytes(args[1], bytes);
                    Console.WriteLine($"wrote {bytes.Length} bytes of orders msgpack to {args[1]}");
                    return 0;
                case "codecs":
                    CodecMeasurement.Run(args.Length > 1 && args[1] != "-" ? args[1] : null, Int(args, 2, 21), Int(args, 3, 128));
                    return 0;
                case "serializer":
                    SerializerMeasurement.Run(Int(args, 1, 21), Int(args, 2, 10_000));
                    return 0;
                case "pipeline":
                    PipelineMeasurement.Run(
                        Int(args, 1, 11),
                        args.Length > 2 ? args.Skip(2).Select(n => int.Parse(n, CultureInfo.InvariantCulture)).ToArray() : new[] { 300, 600, 1_200, 10_000, 100_000 });
                    return 0;
                case "pipeline-decode":
                    PipelineMeasurement.RunDecode(
                        Int(args, 1, 11),
                        args.Length > 2 ? args.Skip(2).Select(n => int.Parse(n, CultureInfo.InvariantCulture)).ToArray() : new[] { 10_000, 100_000, 300_000 });
                    return 0;
                case "parallel":
                    ParallelMeasurement.Run(
                        Int(args, 1, 11),
                        Int(args, 2, 2),
                        args.Length > 3 ? args[3] : "native",
                        args.Length > 4 ? args.Skip(4).Select(kb => int.Parse(kb, CultureInfo.InvariantCulture) * 1024).ToArray() : null);
                    return 0;
                case "crc":
                    CrcMeasurement.Run(Int(args, 1, 21));
                    return 0;
                case "crc-placement":
                    CrcPlacementMeasurement.Run(Int(args, 1, 21), Int(args, 2, 10_000));
                    return 0;
                case "checksums":
                    ChecksumMeasurement.Run(Int(args, 1, 21), Int(args, 2, 10_000));
                    return 0;
                case "levels" when args.Length >= 2:
                    LevelMeasurement.Run(args[1], Int(args, 2, 11), Int(args, 3, 32), candidates: false);
                    return 0;
                case "level-candidates" when args.Length >= 2:
                    LevelMeasurement.Run(args[1], Int(args, 2, 11), Int(args, 3, 16), candidates: true);
                    return 0;
                case "savings":
                    SavingsMeasurement.Run(Int(args, 1, 11), Int(args, 2, 10_000));
                    return 0;
                default:
                    Console.Error.WriteLine("usage: dump-orders FILE [MB] | codecs [DATASET_DIR|-] [repetitions] [blocks] | serializer [repetitions] [orders] | parallel [repetitions] [threads] [native|managed] [KB ...] | crc [repetitions] | crc-placement [repetitions] [orders] | checksums [repetitions] [orders] | levels DATASET_DIR [repetitions] [blocks] | level-candidates DATASET_DIR [repetitions] [blocks] | savings [repetitions] [orders]");
                    return 2;
            }
        }

        private static int Int(string[] args, int index, int fallback)
            => args.Length > index ? int.Parse(args[index], CultureInfo.InvariantCulture) : fallback;
    }
}
