using System;

namespace BlockPack
{
    /// <summary>
    /// The MessagePack nil value as a type: what <see cref="MessagePackReader.ReadNil"/> returns, for code that passes
    /// "a nil was read" around as a value. All instances are equal.
    /// </summary>
    public struct Nil : IEquatable<Nil>
    {
        /// <summary>The one value.</summary>
        public static readonly Nil Default = default;

        /// <summary>Gets a value indicating whether two instances are equal; always <see langword="true"/>.</summary>
        /// <param name="left">The first.</param>
        /// <param name="right">The second.</param>
        /// <returns><see langword="true"/>.</returns>
        public static bool operator ==(Nil left, Nil right) => true;

        /// <summary>Gets a value indicating whether two instances differ; always <see langword="false"/>.</summary>
        /// <param name="left">The first.</param>
        /// <param name="right">The second.</param>
        /// <returns><see langword="false"/>.</returns>
        public static bool operator !=(Nil left, Nil right) => false;

        /// <inheritdoc/>
        public override bool Equals(object? obj) => obj is Nil;

        /// <inheritdoc/>
        public bool Equals(Nil other) => true;

        /// <inheritdoc/>
        public override int GetHashCode() => 0;

        /// <summary>Gets <c>()</c>, as MessagePack-CSharp's <c>Nil</c> prints.</summary>
        /// <returns><c>()</c>.</returns>
        public override string ToString() => "()";
    }
}
