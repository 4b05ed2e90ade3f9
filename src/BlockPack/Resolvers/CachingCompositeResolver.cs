using System;
using System.Collections.Concurrent;
using System.Threading;
using BlockPack.Formatters;
using Unsafe = System.Runtime.CompilerServices.Unsafe;

namespace BlockPack.Resolvers
{
    /// <summary>
    /// The resolver <see cref="CompositeResolver"/> creates. Each instance gets a slot number; a static generic array
    /// per type holds each instance's answer at its slot, so a cached lookup is a static field read, a bounds check
    /// and an array load, with no hashing or locking.
    /// </summary>
    internal sealed class CachingCompositeResolver : IFormatterResolver
    {
        // Instances past this many (a program creating composites in a loop) use a per-instance dictionary instead,
        // so the static arrays cannot grow without bound.
        private const int MaxSlots = 256;

        private static readonly object NoFormatter = new object();
        private static int slotCount;

        private readonly IMessagePackFormatter[] formatters;
        private readonly IFormatterResolver[] resolvers;
        private readonly int slot;
        private readonly ConcurrentDictionary<Type, object>? overflowCache;

        internal CachingCompositeResolver(IMessagePackFormatter[] formatters, IFormatterResolver[] resolvers)
        {
            this.formatters = formatters;
            this.resolvers = resolvers;
            int slot = Interlocked.Increment(ref slotCount) - 1;
            if (slot < MaxSlots)
            {
                this.slot = slot;
            }
            else
            {
                this.slot = -1;
                this.overflowCache = new ConcurrentDictionary<Type, object>();
            }
        }

        /// <inheritdoc/>
        public IMessagePackFormatter<T>? GetFormatter<T>()
        {
            object?[] slots = Slots<T>.Values;
            int slot = this.slot;
            if ((uint)slot < (uint)slots.Length && slots[slot] is { } cached)
            {
                return ReferenceEquals(cached, NoFormatter) ? null : Unsafe.As<IMessagePackFormatter<T>>(cached);
            }

            return this.GetFormatterSlow<T>();
        }

        private IMessagePackFormatter<T>? GetFormatterSlow<T>()
        {
            if (this.overflowCache is not null)
            {
                object entry = this.overflowCache.GetOrAdd(typeof(T), _ => (object?)this.Resolve<T>() ?? NoFormatter);
                return ReferenceEquals(entry, NoFormatter) ? null : (IMessagePackFormatter<T>)entry;
            }

            // Resolve outside any lock (resolvers may resolve other types), then publish copy-on-write; if two threads
            // race, the first published answer is kept so every caller sees the same formatter instance.
            IMessagePackFormatter<T>? resolved = this.Resolve<T>();
            object value = (object?)resolved ?? NoFormatter;
            while (true)
            {
                object?[] current = Volatile.Read(ref Slots<T>.Values);
                if (this.slot < current.Length && current[this.slot] is { } winner)
                {
                    return ReferenceEquals(winner, NoFormatter) ? null : (IMessagePackFormatter<T>)winner;
                }

                object?[] updated = new object?[Math.Max(current.Length, this.slot + 1)];
                Array.Copy(current, updated, current.Length);
                updated[this.slot] = value;
                if (Interlocked.CompareExchange(ref Slots<T>.Values, updated, current) == current)
                {
                    return resolved;
                }
            }
        }

        private IMessagePackFormatter<T>? Resolve<T>()
        {
            foreach (IMessagePackFormatter formatter in this.formatters)
            {
                if (formatter is IMessagePackFormatter<T> typed)
                {
                    return typed;
                }
            }

            return ResolverChain.FirstFormatter<T>(this.resolvers);
        }

        private static class Slots<T>
        {
#pragma warning disable SA1401 // Replaced with Interlocked.CompareExchange, so it must be a field.
            internal static object?[] Values = Array.Empty<object?>();
#pragma warning restore SA1401
        }
    }
}
