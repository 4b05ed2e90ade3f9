using System;
using System.Collections;
using System.Collections.Generic;
using System.Runtime.CompilerServices;
using BlockPack.Hashing;
using BlockPack.Internal;

namespace BlockPack
{
    /// <summary>Limits that protect a process from hostile MessagePack input.</summary>
    /// <remarks>
    /// Instances are immutable and safe to share between threads; use the <c>With…</c> methods to derive a changed
    /// copy. <see cref="TrustedData"/> and <see cref="UntrustedData"/> carry MessagePack-CSharp's values;
    /// both limit nesting to 500 levels; <see cref="UntrustedData"/> also limits decompressed size to 64 MiB and hashes
    /// the keys of every hashed collection a formatter builds with collision-resistant comparers
    /// (<see cref="GetEqualityComparer{T}"/>).
    /// Unlike MessagePack-CSharp, BlockPack's <see cref="MessagePackSerializerOptions.Standard"/> uses
    /// <see cref="UntrustedData"/> (docs/security.md).
    /// </remarks>
    public class MessagePackSecurity
    {
        /// <summary>
        /// The <see cref="MaximumDecompressedSize"/> of <see cref="UntrustedData"/>, and so of the default options: 64 MiB,
        /// MessagePack-CSharp's value.
        /// </summary>
        public const long DefaultMaximumDecompressedSize = 64L * 1024 * 1024;

        /// <summary>
        /// The <see cref="MaximumObjectGraphDepth"/> of <see cref="TrustedData"/> and <see cref="UntrustedData"/>: 500,
        /// MessagePack-CSharp's value.
        /// </summary>
        public const int DefaultMaximumObjectGraphDepth = 500;

        /// <summary>
        /// The <see cref="MaximumExpandoObjectMembers"/> of <see cref="UntrustedData"/>: 1,024 (MessagePack-CSharp's
        /// tests expect a map of 1,025 members read as an <see cref="System.Dynamic.ExpandoObject"/> to be refused).
        /// </summary>
        public const int DefaultMaximumExpandoObjectMembers = 1024;

        // Past this depth DepthStep also asks the runtime whether the stack has room, so that a limit raised far above
        // the default (even to int.MaxValue) turns a cycle or hostile nesting into an exception rather than a crash.
        private const int StackProbeDepth = 256;

        /// <summary>
        /// Settings for data from a trusted source, the opt-out from the default <see cref="UntrustedData"/>, with
        /// MessagePack-CSharp's values: hashed collections use the key type's default equality comparer (so keys crafted
        /// to collide under the type's own <see cref="object.GetHashCode"/> make reading a map quadratic), nesting is
        /// limited to <see cref="DefaultMaximumObjectGraphDepth"/> levels, and a compressed payload may expand to
        /// <see cref="int.MaxValue"/> bytes.
        /// </summary>
        public static readonly MessagePackSecurity TrustedData = new MessagePackSecurity(isUntrusted: false);

        /// <summary>
        /// Settings for data from an untrusted source, and the default of <see cref="MessagePackSerializerOptions.Standard"/>,
        /// with MessagePack-CSharp's values: nesting is limited to <see cref="DefaultMaximumObjectGraphDepth"/> levels,
        /// a compressed payload to <see cref="DefaultMaximumDecompressedSize"/> bytes, and the keys of dictionaries and
        /// sets are hashed with a per-process secret key (<see cref="HashCollisionResistant"/>), so a crafted map cannot
        /// make their lookups quadratic.
        /// </summary>
        public static readonly MessagePackSecurity UntrustedData = new MessagePackSecurity(isUntrusted: true);

        private MessagePackSecurity(bool isUntrusted)
        {
            this.IsUntrusted = isUntrusted;
            this.HashCollisionResistant = isUntrusted;
            this.MaximumObjectGraphDepth = DefaultMaximumObjectGraphDepth;
            this.MaximumDecompressedSize = isUntrusted ? DefaultMaximumDecompressedSize : int.MaxValue;
            this.MaximumExpandoObjectMembers = isUntrusted ? DefaultMaximumExpandoObjectMembers : int.MaxValue;
        }

        /// <summary>Initializes a copy of another instance, for the <c>With…</c> methods.</summary>
        /// <param name="copyFrom">The instance to copy.</param>
        protected MessagePackSecurity(MessagePackSecurity copyFrom)
        {
            if (copyFrom is null)
            {
                throw new ArgumentNullException(nameof(copyFrom));
            }

            this.IsUntrusted = copyFrom.IsUntrusted;
            this.HashCollisionResistant = copyFrom.HashCollisionResistant;
            this.StrictKeyHashing = copyFrom.StrictKeyHashing;
            this.MaximumObjectGraphDepth = copyFrom.MaximumObjectGraphDepth;
            this.MaximumDecompressedSize = copyFrom.MaximumDecompressedSize;
            this.MaximumExpandoObjectMembers = copyFrom.MaximumExpandoObjectMembers;
        }

        /// <summary>Gets a value indicating whether these settings are meant for untrusted data.</summary>
        public bool IsUntrusted { get; }

        /// <summary>
        /// Gets a value indicating whether <see cref="GetEqualityComparer{T}"/> returns comparers whose hash codes are
        /// keyed by a secret drawn once per process (pair-multiply-shift for fixed-width keys, SipHash-1-3 to combine
        /// the parts of composite keys; Marvin for strings on .NET), so that keys crafted to collide under a type's own
        /// <see cref="object.GetHashCode"/> spread over the table like random ones.
        /// </summary>
        public bool HashCollisionResistant { get; private set; }

        /// <summary>
        /// Gets a value indicating whether a key type without a collision-resistant comparer is an error (a
        /// <see cref="MessagePackSerializationException"/> when such a collection is read) rather than hashed with the
        /// type's own <see cref="object.GetHashCode"/>. Applies only while <see cref="HashCollisionResistant"/> is on.
        /// </summary>
        public bool StrictKeyHashing { get; private set; }

        /// <summary>
        /// Gets how deeply arrays, maps and objects may nest, on both serialize and deserialize. Deeper data is
        /// rejected with <see cref="InsufficientExecutionStackException"/> (wrapped in
        /// <see cref="MessagePackSerializationException"/> by the serializer) rather than overflowing the stack.
        /// </summary>
        /// <value>500 for <see cref="TrustedData"/> and <see cref="UntrustedData"/>. A higher limit is still safe from
        /// stack overflow: past 256 levels <see cref="DepthStep(ref MessagePackReader)"/> also checks that the stack has
        /// room, and throws <see cref="InsufficientExecutionStackException"/> when it has not.</value>
        public int MaximumObjectGraphDepth { get; private set; }

        /// <summary>
        /// Gets the most bytes a compressed payload may declare it expands to. Checked before anything is allocated.
        /// </summary>
        /// <value><see cref="int.MaxValue"/> for <see cref="TrustedData"/>, 64 MiB for <see cref="UntrustedData"/>.</value>
        public long MaximumDecompressedSize { get; private set; }

        /// <summary>
        /// Gets the most members a map read as an <see cref="System.Dynamic.ExpandoObject"/> may have. Checked against the
        /// map header before any member is added, because adding a member to an <see cref="System.Dynamic.ExpandoObject"/>
        /// costs time and memory proportional to the members it already has (each new member builds a new member-name
        /// table): reading n members costs O(n²), so a large hostile map is a denial of service that
        /// <see cref="HashCollisionResistant"/> cannot help with.
        /// </summary>
        /// <value><see cref="int.MaxValue"/> for <see cref="TrustedData"/>, 1,024 for <see cref="UntrustedData"/>.</value>
        public int MaximumExpandoObjectMembers { get; private set; }

        /// <summary>Gets a copy with a different <see cref="MaximumExpandoObjectMembers"/>.</summary>
        /// <param name="maximumExpandoObjectMembers">The new limit; at least 0.</param>
        /// <returns>The changed copy, or this instance when the value is unchanged.</returns>
        /// <exception cref="ArgumentOutOfRangeException"><paramref name="maximumExpandoObjectMembers"/> is negative.</exception>
        public MessagePackSecurity WithMaximumExpandoObjectMembers(int maximumExpandoObjectMembers)
        {
            if (maximumExpandoObjectMembers < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(maximumExpandoObjectMembers), maximumExpandoObjectMembers, "The member limit cannot be negative.");
            }

            if (this.MaximumExpandoObjectMembers == maximumExpandoObjectMembers)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.MaximumExpandoObjectMembers = maximumExpandoObjectMembers;
            return clone;
        }

        /// <summary>Gets a copy with a different <see cref="MaximumObjectGraphDepth"/>.</summary>
        /// <param name="maximumObjectGraphDepth">The new limit; at least 1.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithMaximumObjectGraphDepth(int maximumObjectGraphDepth)
        {
            if (maximumObjectGraphDepth < 1)
            {
                throw new ArgumentOutOfRangeException(nameof(maximumObjectGraphDepth), maximumObjectGraphDepth, "The depth limit must be at least 1.");
            }

            if (this.MaximumObjectGraphDepth == maximumObjectGraphDepth)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.MaximumObjectGraphDepth = maximumObjectGraphDepth;
            return clone;
        }

        /// <summary>Gets a copy with a different <see cref="MaximumDecompressedSize"/>.</summary>
        /// <param name="maximumDecompressedSize">The new limit in bytes; at least 0.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithMaximumDecompressedSize(long maximumDecompressedSize)
        {
            if (maximumDecompressedSize < 0)
            {
                throw new ArgumentOutOfRangeException(nameof(maximumDecompressedSize), maximumDecompressedSize, "The size limit cannot be negative.");
            }

            if (this.MaximumDecompressedSize == maximumDecompressedSize)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.MaximumDecompressedSize = maximumDecompressedSize;
            return clone;
        }

        /// <summary>Gets a copy with <see cref="HashCollisionResistant"/> changed.</summary>
        /// <param name="hashCollisionResistant">Whether hashed collections use collision-resistant comparers.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithHashCollisionResistant(bool hashCollisionResistant)
        {
            if (this.HashCollisionResistant == hashCollisionResistant)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.HashCollisionResistant = hashCollisionResistant;
            return clone;
        }

        /// <summary>Gets a copy with <see cref="StrictKeyHashing"/> changed.</summary>
        /// <param name="strictKeyHashing">Whether key types without a collision-resistant comparer are rejected.</param>
        /// <returns>The changed copy.</returns>
        public MessagePackSecurity WithStrictKeyHashing(bool strictKeyHashing)
        {
            if (this.StrictKeyHashing == strictKeyHashing)
            {
                return this;
            }

            MessagePackSecurity clone = this.Clone();
            clone.StrictKeyHashing = strictKeyHashing;
            return clone;
        }

        /// <summary>
        /// Gets the equality comparer a formatter must give every hashed collection (dictionary, set, lookup) it builds
        /// with keys of type <typeparamref name="T"/>.
        /// </summary>
        /// <typeparam name="T">The key type.</typeparam>
        /// <returns>
        /// <see cref="EqualityComparer{T}.Default"/> when <see cref="HashCollisionResistant"/> is off. When it is on: a
        /// comparer with the type's own equality and a hash keyed by a per-process secret, for the primitive types,
        /// <see cref="string"/>, <see cref="Guid"/>, <see cref="decimal"/>, <see cref="DateTime"/>,
        /// <see cref="DateTimeOffset"/>, <see cref="TimeSpan"/>, enums, <see cref="object"/>, and
        /// <see cref="Nullable{T}"/>, <see cref="KeyValuePair{TKey, TValue}"/> and value tuples of those.
        /// The <see cref="object"/> comparer works as MessagePack-CSharp's: null hashes to 0, a plain
        /// <see cref="object"/> by identity, and any other value by the comparer of its runtime type; a runtime type
        /// without one makes <c>GetHashCode</c> throw <see cref="TypeAccessException"/>.
        /// Any other <typeparamref name="T"/> gets <see cref="EqualityComparer{T}.Default"/>, which uses the type's own
        /// <see cref="object.GetHashCode"/> (so a user key type should combine its fields' hashes from these comparers,
        /// or a derived class should supply its comparer), or, with <see cref="StrictKeyHashing"/>, an exception.
        /// </returns>
        /// <exception cref="TypeAccessException"><see cref="StrictKeyHashing"/> is on and <typeparamref name="T"/> is not covered.</exception>
        /// <remarks>Derived classes can override this to supply comparers for their own key types.</remarks>
        public virtual IEqualityComparer<T> GetEqualityComparer<T>()
        {
            if (!this.HashCollisionResistant)
            {
                return EqualityComparer<T>.Default;
            }

            IEqualityComparer<T>? comparer = this.StrictKeyHashing ? CollisionResistantComparerCache<T>.Strict : CollisionResistantComparerCache<T>.Lenient;
            if (comparer is not null)
            {
                return comparer;
            }

            if (this.StrictKeyHashing)
            {
                ThrowHelper.ThrowNoCollisionResistantComparer(typeof(T));
            }

            return EqualityComparer<T>.Default;
        }

        /// <summary>
        /// Gets the equality comparer for <see cref="object"/> keys of non-generic hashed collections; the same as
        /// <see cref="GetEqualityComparer{T}"/> with <see cref="object"/>.
        /// </summary>
        /// <returns>The comparer.</returns>
        public virtual IEqualityComparer GetEqualityComparer() => (IEqualityComparer)this.GetEqualityComparer<object>();

        /// <summary>
        /// Enters one level of nesting while reading, throwing when the depth limit is passed. Pair with
        /// <c>reader.Depth--</c> when the nested value is done.
        /// </summary>
        /// <param name="reader">The reader whose <see cref="MessagePackReader.Depth"/> is tracked.</param>
        /// <exception cref="InsufficientExecutionStackException">
        /// The data nests deeper than <see cref="MaximumObjectGraphDepth"/>, or than the thread's stack can take.
        /// </exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void DepthStep(ref MessagePackReader reader)
        {
            // Inlined into every formatter that nests (NativeAOT's code would otherwise pay a call per object and
            // per collection); the limit and the stack probe are out of line.
            int depth = ++reader.Depth;
            if (depth > StackProbeDepth || depth > this.MaximumObjectGraphDepth)
            {
                this.DeepStep(depth, ref reader);
            }
        }

        /// <summary>
        /// Enters one level of nesting while writing, throwing when the depth limit is passed (this is what turns a
        /// cyclic object graph into an exception instead of a stack overflow). Pair with <c>writer.Depth--</c>.
        /// </summary>
        /// <param name="writer">The writer whose <see cref="MessagePackWriter.Depth"/> is tracked.</param>
        /// <exception cref="InsufficientExecutionStackException">
        /// The graph nests deeper than <see cref="MaximumObjectGraphDepth"/>, or than the thread's stack can take.
        /// </exception>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void DepthStep(ref MessagePackWriter writer)
        {
            int depth = ++writer.Depth;
            if (depth > StackProbeDepth || depth > this.MaximumObjectGraphDepth)
            {
                this.DeepStep(depth, position: -1);
            }
        }

        /// <summary>The rest of <see cref="DepthStep(ref MessagePackReader)"/> past the stack-probe depth or the limit.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void DeepStep(int depth, ref MessagePackReader reader) => this.DeepStep(depth, reader.Consumed);

        /// <summary>Throws past the limit; past <see cref="StackProbeDepth"/>, checks the stack every 16 levels.</summary>
        [MethodImpl(MethodImplOptions.NoInlining)]
        private void DeepStep(int depth, long position)
        {
            if (depth > this.MaximumObjectGraphDepth)
            {
                ThrowHelper.ThrowDepthExceeded(this.MaximumObjectGraphDepth, position);
            }

            if (depth > StackProbeDepth && (depth & 15) == 0)
            {
                RuntimeHelpers.EnsureSufficientExecutionStack();
            }
        }

        /// <summary>Creates a field-for-field copy; derived classes override to copy their own state.</summary>
        /// <returns>The copy.</returns>
        protected virtual MessagePackSecurity Clone() => new MessagePackSecurity(this);
    }
}
