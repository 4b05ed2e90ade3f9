using System;
using System.Collections.Concurrent;
using System.Collections.Frozen;
using System.Collections.Generic;
using System.Collections.Immutable;
using System.Collections.ObjectModel;

namespace BlockPack.AotApp.Models
{
    /// <summary>
    /// Members of the types issue 20 added (immutable, frozen, sorted, linked and concurrent collections, DateOnly,
    /// TimeOnly, Lazy, Memory), and collections by shape (SortedSet, Collection, a user's ICollection): under NativeAOT their formatters come from the generated resolver (the generic ones) or
    /// the built-in resolver (the scalars, and Memory&lt;byte&gt;, which is bin).
    /// </summary>
    [MessagePackObject]
    public sealed class Gadget
    {
        [Key(0)]
        public ImmutableArray<int> Numbers { get; set; }

        [Key(1)]
        public DateOnly Day { get; set; }

        [Key(2)]
        public TimeOnly At { get; set; }

        [Key(3)]
        public ImmutableDictionary<string, int> Scores { get; set; } = ImmutableDictionary<string, int>.Empty;

        [Key(4)]
        public LinkedList<int> Chain { get; set; } = new();

        [Key(5)]
        public SortedDictionary<int, string> Names { get; set; } = new();

        [Key(6)]
        public Lazy<int> Later { get; set; } = new(0);

        [Key(7)]
        public FrozenSet<int> Fixed { get; set; } = FrozenSet<int>.Empty;

        [Key(8)]
        public Memory<byte> Raw { get; set; }

        [Key(9)]
        public ImmutableArray<int>? Maybe { get; set; }

        [Key(10)]
        public ConcurrentQueue<string> Pending { get; set; } = new();

        [Key(11)]
        public SortedSet<int> Ordered { get; set; } = new();

        [Key(12)]
        public Collection<string> Plain { get; set; } = new();

        [Key(13)]
        public Shelf Shelf { get; set; } = new();
    }
}
