using System;
using System.Collections.Generic;
using BlockPack;

namespace BlockPack.Benchmarks.HashFlood
{
    /// <summary>One key type: how to make random and colliding keys, and how to time reading a map of them.</summary>
    internal abstract class KeyCase
    {
        protected KeyCase(string name)
        {
            this.Name = name;
        }

        /// <summary>Gets the key type's name as shown in the tables.</summary>
        public string Name { get; }

        /// <summary>Gets a value indicating whether colliding keys can be crafted for this type.</summary>
        public abstract bool HasCollidingKeys { get; }

        /// <summary>Serializes a <c>Dictionary&lt;TKey, int&gt;</c> of <paramref name="count"/> random or colliding keys.</summary>
        public abstract byte[] Payload(int count, bool colliding, Random random);

        /// <summary>Deserializes <paramref name="payload"/> as a <c>Dictionary&lt;TKey, int&gt;</c> and returns the milliseconds it took.</summary>
        public abstract double TimeRead(byte[] payload, MessagePackSerializerOptions options);
    }

    /// <summary>A <see cref="KeyCase"/> for keys of type <typeparamref name="TKey"/>.</summary>
    internal sealed class KeyCase<TKey> : KeyCase
        where TKey : notnull
    {
        private readonly Func<int, Random, TKey[]> randomKeys;
        private readonly Func<int, TKey[]>? collidingKeys;
        private readonly bool readAsObject;

        /// <param name="readAsObject">Read the map with <c>Deserialize&lt;object&gt;</c> (PrimitiveObjectFormatter) instead of as a typed dictionary.</param>
        public KeyCase(string name, Func<int, Random, TKey[]> randomKeys, Func<int, TKey[]>? collidingKeys, bool readAsObject = false)
            : base(name)
        {
            this.randomKeys = randomKeys;
            this.collidingKeys = collidingKeys;
            this.readAsObject = readAsObject;
        }

        public override bool HasCollidingKeys => this.collidingKeys is not null;

        public override byte[] Payload(int count, bool colliding, Random random)
        {
            TKey[] keys = colliding ? this.collidingKeys!(count) : this.randomKeys(count, random);
            // Built with the collision-resistant comparer, so making a colliding payload is not itself the slow part.
            var map = new Dictionary<TKey, int>(count, MessagePackSecurity.UntrustedData.GetEqualityComparer<TKey>());
            for (int i = 0; i < keys.Length; i++)
            {
                map.Add(keys[i], i);
            }

            if (map.Count != count)
            {
                throw new InvalidOperationException($"{this.Name}: {count - map.Count} of the {count} keys repeat.");
            }

            return MessagePackSerializer.Serialize(map, MessagePackSerializerOptions.Standard);
        }

        public override double TimeRead(byte[] payload, MessagePackSerializerOptions options)
        {
            // Each read starts from a collected heap, so one read's garbage is not charged to the next.
            GC.Collect();
            GC.WaitForPendingFinalizers();
            double start = MeasureClock.Seconds();
            object map = this.readAsObject
                ? MessagePackSerializer.Deserialize<object>(payload, options)!
                : MessagePackSerializer.Deserialize<Dictionary<TKey, int>>(payload, options)!;
            double elapsed = (MeasureClock.Seconds() - start) * 1e3;
            GC.KeepAlive(map);
            return elapsed;
        }
    }
}
