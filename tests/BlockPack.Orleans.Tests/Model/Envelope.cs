namespace BlockPack.Orleans.Tests.Model
{
    /// <summary>A generic shape: the codec meets each closed type (Envelope of Order, of int, ...) once.</summary>
    [MessagePackObject]
    public sealed class Envelope<T>
    {
        [Key(0)] public string Tag { get; set; } = "";

        [Key(1)] public T Payload { get; set; } = default!;

        public override bool Equals(object? obj) => obj is Envelope<T> other && this.Tag == other.Tag && Equals(this.Payload, other.Payload);

        public override int GetHashCode() => this.Tag.GetHashCode(System.StringComparison.Ordinal);
    }
}
