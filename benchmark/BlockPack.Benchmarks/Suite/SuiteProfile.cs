using System;
using BlockPack.Benchmarks.Models;

namespace BlockPack.Benchmarks.Suite
{
    /// <summary>
    /// The quick and full configurations: which sizes and modes run, and how long each is measured. Passed to
    /// BenchmarkDotNet's child processes through an environment variable, because parameter sources run there too.
    /// </summary>
    public sealed class SuiteProfile
    {
        /// <summary>The environment variable that carries the profile name to child processes.</summary>
        public const string EnvironmentVariable = "BLOCKPACK_BENCH_PROFILE";

        /// <summary>The quick profile: under 10 minutes on a 2-core machine.</summary>
        public static readonly SuiteProfile Quick = new SuiteProfile(
            name: "quick",
            recordCounts: new[] { 1, 100, 10_000 },
            stringKeyCounts: new[] { 10_000 },
            smallMessageModes: new[] { MessagePackCompression.None, MessagePackCompression.Lz4BlockArray },
            lohRecordCounts: new[] { 10_000 },
            lohOperations: 40,
            pairedRounds: 21);

        /// <summary>The full profile: every size of the issue, both record models, both compressed modes for small messages.</summary>
        public static readonly SuiteProfile Full = new SuiteProfile(
            name: "full",
            recordCounts: new[] { 1, 10, 100, 1_000, 10_000, 100_000 },
            stringKeyCounts: new[] { 1, 10, 100, 1_000, 10_000, 100_000 },
            smallMessageModes: new[] { MessagePackCompression.None, MessagePackCompression.Lz4Block, MessagePackCompression.Lz4BlockArray },
            lohRecordCounts: new[] { 10_000, 100_000 },
            lohOperations: 100,
            pairedRounds: 41);

        private SuiteProfile(string name, int[] recordCounts, int[] stringKeyCounts, MessagePackCompression[] smallMessageModes, int[] lohRecordCounts, int lohOperations, int pairedRounds)
        {
            this.PairedRounds = pairedRounds;
            this.Name = name;
            this.RecordCounts = recordCounts;
            this.StringKeyCounts = stringKeyCounts;
            this.SmallMessageModes = smallMessageModes;
            this.LohRecordCounts = lohRecordCounts;
            this.LohOperations = lohOperations;
        }

        /// <summary>Gets the profile of this process (full unless the environment variable says quick).</summary>
        public static SuiteProfile Current
            => string.Equals(Environment.GetEnvironmentVariable(EnvironmentVariable), Quick.Name, StringComparison.OrdinalIgnoreCase) ? Quick : Full;

        /// <summary>Gets the profile's name, also the results folder's name.</summary>
        public string Name { get; }

        /// <summary>Gets the array sizes of the record cases.</summary>
        public int[] RecordCounts { get; }

        /// <summary>Gets the sizes at which string-key records run too (integer-key records run at every size).</summary>
        public int[] StringKeyCounts { get; }

        /// <summary>Gets the modes of the small-message cases.</summary>
        public MessagePackCompression[] SmallMessageModes { get; }

        /// <summary>Gets the record counts of the Large Object Heap measurement.</summary>
        public int[] LohRecordCounts { get; }

        /// <summary>Gets how many operations each Large Object Heap measurement runs.</summary>
        public int LohOperations { get; }

        /// <summary>Gets how many interleaved rounds each pair of the paired comparison runs.</summary>
        public int PairedRounds { get; }

        /// <summary>Gets whether a record case runs in this profile.</summary>
        /// <param name="model">The record type.</param>
        /// <param name="count">The array size.</param>
        /// <returns>True when it runs.</returns>
        public bool Includes(RecordModel model, int count)
            => model == RecordModel.IntKey || Array.IndexOf(this.StringKeyCounts, count) >= 0;
    }
}
